import { isAdminRole } from '@alumni/contract/constants';
import { Navigate, Outlet } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/use-session.ts';

/** /admin/login: a signed-in admin goes straight to the dashboard (docs/spec.md §2). */
export function AdminGuestOnly() {
  const session = useSession();
  if (session && isAdminRole(session.user.role)) return <Navigate to={paths.admin.home} replace />;
  return <Outlet />;
}
