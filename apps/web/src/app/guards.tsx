import { Navigate, Outlet, useLocation } from 'react-router';
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
