import type { UserListItemAdmin } from '@alumni/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_LIST_TEXT as L } from '../../../../components/admin/admin-list-text.ts';
import { cutText } from '../../../../components/admin/cut-text.ts';
import { SelectCheckbox } from '../../../../components/admin/select-checkbox.tsx';
import type { PageSelection } from '../../../../components/admin/use-page-selection.ts';
import { Avatar } from '../../../../components/ui/avatar.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { formatLongDate } from '../../../../lib/profile-dates.ts';
import { USER_LIST_TEXT as T } from '../user-list-text.ts';

interface RowsProps {
  rows: UserListItemAdmin[];
  selection: PageSelection;
  /** The signed-in admin: their own row cannot be picked for a bulk delete. */
  selfId: number | null;
}

const TH = 'whitespace-nowrap bg-slate-50 px-2.5 py-3 text-left font-semibold text-slate-700 text-sm';
const TD = 'border-slate-100 border-t px-2.5 py-2';

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

function RowCheckbox({ user, selection, selfId }: { user: UserListItemAdmin } & Omit<RowsProps, 'rows'>) {
  const self = user.id === selfId;
  return (
    <SelectCheckbox
      checked={selection.isSelected(user.id)}
      disabled={self}
      onChange={() => selection.toggle(user.id)}
      label={self ? T.selfNotSelectable(user.name) : L.selectRow(user.name)}
    />
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

function DetailLink({ user, wide }: { user: UserListItemAdmin; wide?: boolean }) {
  return (
    <Link
      to={`/admin/user/${user.id}`}
      aria-label={T.detailOf(user.name)}
      className={`inline-flex min-h-11 items-center gap-1 rounded-lg font-semibold text-primary-800 hover:bg-primary-50 hover:text-primary-900 ${
        wide ? 'px-2' : 'px-3 ring-1 ring-primary-200'
      }`}
    >
      {T.columns.detail}
      <ChevronRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** Desktop: one row per user, select-all in the header. */
export function UserTable({ rows, selection, selfId }: RowsProps) {
  return (
    <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-slate-200">
      <table className="w-full border-separate border-spacing-0 text-[15px]">
        <thead>
          <tr>
            <th scope="col" className={`${TH} w-12`}>
              <SelectCheckbox
                checked={selection.allState === 'all'}
                indeterminate={selection.allState === 'some'}
                onChange={selection.toggleAll}
                label={L.selectAll}
              />
            </th>
            <th scope="col" className={TH}>
              {T.columns.name}
            </th>
            <th scope="col" className={TH}>
              {T.columns.username}
            </th>
            <th scope="col" className={TH}>
              {T.columns.email}
            </th>
            <th scope="col" className={TH}>
              {T.columns.createdDate}
            </th>
            <th scope="col" className={TH}>
              {T.columns.phone}
            </th>
            <th scope="col" className={TH}>
              <span className="sr-only">{T.columns.detail}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((user) => (
            <tr
              key={user.id}
              className={selection.isSelected(user.id) ? 'bg-primary-50' : 'hover:bg-slate-50'}
            >
              <td className={TD}>
                <RowCheckbox user={user} selection={selection} selfId={selfId} />
              </td>
              <td className={TD}>
                <Name user={user} selfId={selfId} />
              </td>
              <td className={`${TD} max-w-44 break-words text-slate-800`}>@{user.username}</td>
              <td className={`${TD} max-w-56 text-slate-800`}>
                <Email email={user.email} />
              </td>
              <td className={`${TD} whitespace-nowrap text-slate-800`}>
                {formatLongDate(user.createdDate) || user.createdDate}
              </td>
              <td className={`${TD} whitespace-nowrap text-slate-800`}>{user.phoneNumber || T.noPhone}</td>
              <td className={`${TD} text-right`}>
                <DetailLink user={user} wide />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: a card per user with the same checkbox and detail link. */
export function UserCards({ rows, selection, selfId }: RowsProps) {
  return (
    <ul className="space-y-3">
      {rows.map((user) => (
        <li
          key={user.id}
          className={`rounded-card p-3 shadow-card ring-1 ${
            selection.isSelected(user.id) ? 'bg-primary-50 ring-primary-300' : 'bg-white ring-slate-200'
          }`}
        >
          <div className="flex items-start gap-1">
            <RowCheckbox user={user} selection={selection} selfId={selfId} />
            <div className="min-w-0 flex-1 pt-1.5">
              <Name user={user} selfId={selfId} />
              <p className="mt-1 break-words text-slate-700">@{user.username}</p>
            </div>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 pl-12 text-base">
            <dt className="font-semibold text-slate-600">{T.columns.email}</dt>
            <dd className="min-w-0 break-words text-slate-900">
              <Email email={user.email} />
            </dd>
            <dt className="font-semibold text-slate-600">{T.columns.createdDate}</dt>
            <dd className="text-slate-900">{formatLongDate(user.createdDate) || user.createdDate}</dd>
            <dt className="font-semibold text-slate-600">{T.columns.phone}</dt>
            <dd className="text-slate-900">{user.phoneNumber || T.noPhone}</dd>
          </dl>
          <div className="mt-2 flex justify-end">
            <DetailLink user={user} />
          </div>
        </li>
      ))}
    </ul>
  );
}
