import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isSessionUsable } from '../../api/session';
import { useSession } from '../../app/useSession';
import { isRenderMode } from './reportWindow';

/**
 * Report routes live outside the shell and its login guard: the server's print browser has no
 * session (its render token travels in a header), so render mode passes; anyone else needs a
 * usable session, else the login page brings them back here afterwards.
 */
export function ReportGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  // Subscribing re-renders the gate the moment a session ends anywhere.
  useSession();
  if (isRenderMode() || isSessionUsable()) return children;
  const redirect = encodeURIComponent(location.pathname + location.search);
  return <Navigate to={`/login?redirect=${redirect}`} replace />;
}
