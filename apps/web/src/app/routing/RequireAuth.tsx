import { Navigate, Outlet, useLocation } from 'react-router';
import { isSessionUsable, signOutTarget } from '../../api/session';
import { useSession } from '../useSession';

/** To the login page: straight after signing out on purpose (A42), else back here afterwards. */
export function LoginRedirect() {
  const location = useLocation();
  const target = signOutTarget();
  if (target) return <Navigate to={target} replace />;
  const redirect = encodeURIComponent(location.pathname + location.search);
  return <Navigate to={`/login?redirect=${redirect}`} replace />;
}

/** Without a usable stored token only the login pages render (A11). */
export function RequireAuth() {
  // Subscribing re-renders this guard the moment a session ends anywhere.
  useSession();
  return isSessionUsable() ? <Outlet /> : <LoginRedirect />;
}
