import { Navigate, Outlet, useLocation } from 'react-router';
import { isSessionUsable, signOutTarget } from '../../api/session';
import { useSession } from '../useSession';

/** Without a usable stored token only the login pages render (A11). */
export function RequireAuth() {
  const location = useLocation();
  // Subscribing re-renders this guard the moment a session ends anywhere.
  useSession();
  if (!isSessionUsable()) {
    // Signing out on purpose: straight to the login page, no redirect back (A42).
    const target = signOutTarget();
    if (target) return <Navigate to={target} replace />;
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  return <Outlet />;
}
