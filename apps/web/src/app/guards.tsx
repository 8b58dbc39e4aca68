import { Navigate, Outlet, useLocation } from 'react-router';
import { CHANGE_PASSWORD_PATH, holdForPasswordChange } from '../lib/password-change.ts';
import { useSession } from '../lib/use-session.ts';

/** /login, /register, /forget-password: a signed-in visitor goes to the landing page (spec section 2). */
export function GuestOnly() {
  const session = useSession();
  if (session) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Member pages: without a session, to /login, remembering where the visitor wanted to go. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location }} />;
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
