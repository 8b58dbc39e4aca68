import type { CommentItem } from '@alumni/contract';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { CommentText } from '#web/components/comments/comment-text.tsx';
import { MemorialMark } from '#web/components/profile/memorial-mark.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { DETAIL_TEXT } from '#web/features/admin/events/detail/detail-text.ts';
import { formatDateTimeId } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';

const T = DETAIL_TEXT.comments;

/** The admin's page of a member, by username (the user page accepts id, email or username). */
export const adminUserHref = (username: string) => paths.admin.user(username);

/**
 * One comment as the admin reads it: avatar, name (a link to the admin user page), exact time,
 * '(diedit)', the text (as text: safe links and @mentions), and in edit mode a delete icon button.
 */
export function AdminComment({
  comment,
  editMode,
  onDelete,
}: {
  comment: CommentItem;
  editMode: boolean;
  onDelete: (comment: CommentItem) => void;
}) {
  const nameId = `admin-comment-${comment.id}-name`;
  return (
    <article aria-labelledby={nameId} className="flex gap-3">
      <Avatar name={comment.name} picture={comment.userImageUrl} />
      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          {comment.username ? (
            <Link
              id={nameId}
              to={adminUserHref(comment.username)}
              className="font-bold text-[17px] text-primary-900 underline-offset-2 hover:underline"
            >
              {comment.name}
            </Link>
          ) : (
            <span id={nameId} className="font-bold text-[17px] text-slate-700">
              {comment.name}
            </span>
          )}
          {comment.deceased && comment.username && (
            <MemorialMark name={comment.name} username={comment.username} />
          )}
          <time dateTime={comment.time} className="text-base text-slate-600">
            {formatDateTimeId(comment.time)}
          </time>
          {comment.edited && !comment.deleted && <span className="text-base text-slate-600">{T.edited}</span>}
        </header>
        {comment.deleted ? (
          <p className="mt-1 text-base text-slate-600 italic">{T.deleted}</p>
        ) : (
          <div className="mt-1">
            <CommentText text={comment.content} mentionHref={adminUserHref} />
          </div>
        )}
      </div>
      {editMode && !comment.deleted && (
        <button
          type="button"
          onClick={() => onDelete(comment)}
          aria-label={T.deleteFor(comment.name)}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-red-700 ring-1 ring-red-200 ring-inset hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      )}
    </article>
  );
}
