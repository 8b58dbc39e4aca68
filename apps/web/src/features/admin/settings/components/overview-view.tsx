import type { CurrentUser } from '@alumni/contract';
import { SETTINGS_TEXT as T } from '#web/features/admin/settings/settings-text.ts';
import { formatDateId } from '#web/lib/dates.ts';

/** The read-only 'Overview': name, email, username, a masked password and the fixed creation date. */
export function OverviewView({ user }: { user: CurrentUser }) {
  const rows: [string, string][] = [
    [T.fields.name, user.name],
    [T.fields.email, user.email],
    [T.fields.username, user.username],
    [T.fields.password, T.passwordMask],
    [T.fields.createdDate, formatDateId(user.createdDate) || '-'],
  ];
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="font-semibold text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">
            {label === T.fields.password ? (
              <>
                <span aria-hidden="true">{value}</span>
                <span className="sr-only">{T.passwordHidden}</span>
              </>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
