import { Navigate, Outlet, useLocation } from 'react-router';
import { redirectTarget } from '#web/features/auth/redirect-target.ts';
import { CHANGE_PASSWORD_PATH, holdForPasswordChange } from '#web/lib/password-change.ts';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/use-session.ts';

/**
 * /login, /register, /forget-password: a signed-in visitor goes to the landing page (docs/spec.md §2), or
 * to the page they were sent to /login from: signing in there starts the session and this guard moves on.
 */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  if (session) {
    const state: unknown = location.state;
    const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
    return <Navigate to={redirectTarget(from)} replace />;
  }
  return <Outlet />;
}

/** Member pages: without a session, to /login, remembering where the visitor wanted to go. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}

/**
 * Around every route: a session that still carries an admin's temporary password sees only 'Ganti Password'
 * until it is replaced (the server refuses everything else anyway), then returns to where it was going.
 */
export function PasswordChangeGate() {
  const session = useSession();
  const location = useLocation();
  if (holdForPasswordChange(session?.user, location.pathname))
    return <Navigate to={CHANGE_PASSWORD_PATH} replace state={{ from: location }} />;
  return <Outlet />;
}
