import { ChevronLeft } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { USER_ADMIN_TEXT as T } from '#web/features/admin/users/user-admin-text.ts';
import { paths } from '#web/lib/paths.ts';

/**
 * 'Pengguna / … / current' above the admin user screens; on phones only a back link to the list, so the
 * trail never wraps into several lines.
 */
export function UserBreadcrumb({ trail }: { trail: readonly string[] }) {
  const linkClass =
    'inline-flex min-h-11 items-center font-semibold text-primary-700 underline-offset-4 hover:underline';
  return (
    <nav aria-label={T.breadcrumb}>
      <Link to={paths.admin.users} className={`${linkClass} gap-1 sm:hidden`}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        {T.backToList}
      </Link>
      <ol className="hidden flex-wrap items-center gap-1.5 text-slate-600 sm:flex">
        <li>
          <Link to={paths.admin.users} className={linkClass}>
            {T.listTitle}
          </Link>
        </li>
        {trail.map((label, i) => (
          <Fragment key={label}>
            <li aria-hidden="true">/</li>
            <li
              aria-current={i === trail.length - 1 ? 'page' : undefined}
              className="max-w-[24rem] truncate font-semibold text-slate-700"
            >
              {label}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
