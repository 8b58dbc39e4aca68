import type { UserListItemAdmin } from '@alumni/contract';
import { cutText } from '#web/components/admin/cut-text.ts';
import { DetailLink } from '#web/components/admin/detail-link.tsx';
import { SelectableCards, SelectableTable } from '#web/components/admin/selectable-rows.tsx';
import type { PageSelection } from '#web/components/admin/use-page-selection.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { ActivationInfo } from '#web/features/admin/users/invitations/activation-info.tsx';
import { INVITE_TEXT } from '#web/features/admin/users/invitations/invitation-text.ts';
import { USER_LIST_TEXT as T } from '#web/features/admin/users/user-list-text.ts';
import { formatDateId, formatShortDateId } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';

interface RowsProps {
  rows: UserListItemAdmin[];
  selection: PageSelection;
  /** The signed-in admin: their own row cannot be picked for a bulk delete. */
  selfId: number | null;
}

/** An address that may wrap only after its '@' (never in the middle of a word). */
function Email({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** The name cut at 30 characters; the whole name in the tooltip and for screen readers. */
function Name({ user, selfId }: { user: UserListItemAdmin; selfId: number | null }) {
  const short = cutText(user.name);
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar name={user.name} picture={user.picture} size="md" />
      <span className="min-w-0">
        <span className="font-semibold text-slate-900" title={short === user.name ? undefined : user.name}>
          <span aria-hidden={short === user.name ? undefined : true}>{short}</span>
          {short !== user.name && <span className="sr-only">{user.name}</span>}
        </span>
        {user.id === selfId && (
          <Badge color="blue" className="ml-2">
            {T.self}
          </Badge>
        )}
      </span>
    </span>
  );
}

function UserDetailLink({ user, wide }: { user: UserListItemAdmin; wide?: boolean }) {
  return (
    <DetailLink
      to={paths.admin.user(user.id)}
      label={T.detailOf(user.name)}
      text={T.columns.detail}
      wide={wide}
    />
  );
}

/**
 * `rowName` and `locked` of the users' checkboxes: the admin's own row cannot be picked, nor the account of a
 * classmate who has passed away (no bulk action reaches it, docs/decisions/024; the server refuses it too).
 */
const shell = (selfId: number | null) => ({
  rowName: (user: UserListItemAdmin) => user.name,
  locked: (user: UserListItemAdmin) =>
    user.id === selfId
      ? T.selfNotSelectable(user.name)
      : user.deceased
        ? T.deceasedNotSelectable(user.name)
        : undefined,
});

// An ISO instant from the server, shown as its Jakarta day: '22 Nov 2026' in the dense table, '22 November 2026' on cards.
const createdDate = (user: UserListItemAdmin) => formatDateId(user.createdDate) || user.createdDate;
const createdDateShort = (user: UserListItemAdmin) => (
  <span title={createdDate(user)}>{formatShortDateId(user.createdDate) || user.createdDate}</span>
);
const phone = (user: UserListItemAdmin) => user.phoneNumber || T.noPhone;

/** Desktop: one row per user, select-all in the header. */
export function UserTable({ rows, selection, selfId }: RowsProps) {
  return (
    <SelectableTable
      rows={rows}
      selection={selection}
      {...shell(selfId)}
      columns={[
        {
          header: T.columns.name,
          // 'Aktif', or 'Belum aktif' with the last invitation and 'WhatsApp', under the name (docs/decisions/014): a column
          // of its own made the table wider than a 1280 px screen.
          cell: (user) => (
            <>
              <Name user={user} selfId={selfId} />
              <div className="mt-2">
                <ActivationInfo user={user} compact />
              </div>
            </>
          ),
        },
        {
          header: T.columns.username,
          cellClass: 'max-w-44 break-words text-slate-800',
          cell: (user) => `@${user.username}`,
        },
        {
          header: T.columns.email,
          cellClass: 'max-w-56 text-slate-800',
          cell: (user) => <Email email={user.email} />,
        },
        {
          header: T.columns.createdDate,
          cellClass: 'whitespace-nowrap text-slate-800',
          cell: createdDateShort,
        },
        { header: T.columns.phone, cellClass: 'whitespace-nowrap text-slate-800', cell: phone },
        {
          header: T.columns.detail,
          hideHeader: true,
          cellClass: 'text-right',
          cell: (user) => <UserDetailLink user={user} wide />,
        },
      ]}
    />
  );
}

/** Phones: a card per user with the same checkbox and detail link. */
export function UserCards({ rows, selection, selfId }: RowsProps) {
  return (
    <SelectableCards
      rows={rows}
      selection={selection}
      {...shell(selfId)}
      card={(user) => ({
        head: (
          <div className="min-w-0 flex-1 pt-1.5">
            <Name user={user} selfId={selfId} />
            <p className="mt-1 break-words text-slate-700">@{user.username}</p>
          </div>
        ),
        fields: [
          { label: T.columns.email, value: <Email email={user.email} />, wrap: true },
          { label: T.columns.createdDate, value: createdDate(user) },
          { label: T.columns.phone, value: phone(user) },
          { label: INVITE_TEXT.activationColumn, value: <ActivationInfo user={user} />, wrap: true },
        ],
        foot: (
          <div className="mt-2 flex justify-end">
            <UserDetailLink user={user} />
          </div>
        ),
      })}
    />
  );
}
