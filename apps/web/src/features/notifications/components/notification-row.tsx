import type { NotificationItem } from '@alumni/contract';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { NOTIFICATIONS_TEXT } from '#web/features/notifications/notifications-text.ts';
import { safeRedirect } from '#web/features/notifications/redirect.ts';
import { formatDateTimeId, formatRelativeId } from '#web/lib/dates.ts';

const T = NOTIFICATIONS_TEXT;

/**
 * One notification: who caused it, what happened (as text), how long ago, and an unread dot. It is a
 * link when it leads somewhere on the site, otherwise a button; either way activating it marks it read
 * (docs/spec.md §4) through `onActivate`.
 */
export function NotificationRow({
  item,
  now,
  onActivate,
  size = 'md',
}: {
  item: NotificationItem;
  now: Date;
  onActivate: (item: NotificationItem) => void;
  /** 'sm' in the bell's dropdown. */
  size?: 'sm' | 'md';
}) {
  const to = safeRedirect(item.redirectUrl);
  const className = `flex w-full items-start gap-3 px-4 py-3 text-left transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-primary-400 focus-visible:-outline-offset-3 ${
    item.read ? 'bg-white hover:bg-slate-50' : 'bg-primary-50 hover:bg-primary-100'
  }`;
  const body = (
    <>
      {item.user ? (
        <Avatar name={item.user.name} picture={item.user.picture} size={size === 'sm' ? 'sm' : 'md'} />
      ) : (
        <span
          aria-hidden="true"
          className={`flex shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700 ${
            size === 'sm' ? 'size-9' : 'size-11'
          }`}
        >
          <Bell className="size-5" />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span
          className={`block text-base leading-snug [overflow-wrap:anywhere] ${
            item.read ? 'text-slate-700' : 'font-semibold text-slate-900'
          }`}
        >
          {item.content}
        </span>
        <time
          dateTime={item.time}
          title={formatDateTimeId(item.time)}
          className={`mt-1 block text-base ${item.read ? 'text-slate-600' : 'font-medium text-primary-700'}`}
        >
          {formatRelativeId(item.time, now)}
        </time>
      </span>
      {!item.read && (
        <span className="mt-2 flex shrink-0 items-center">
          <span aria-hidden="true" className="size-3 rounded-full bg-accent-500 ring-2 ring-white" />
          <span className="sr-only">{T.unread}</span>
        </span>
      )}
    </>
  );

  return to ? (
    <Link to={to} onClick={() => onActivate(item)} className={className}>
      {body}
    </Link>
  ) : (
    <button type="button" onClick={() => onActivate(item)} className={className}>
      {body}
    </button>
  );
}
