import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { isSessionUsable } from '../../api/session';
import { isReportPath } from '../../reports/reportPaths';
import { useSession } from '../useSession';
import { AppArea, LoginPage, preloadShell } from './lazyViews';
import { LoginRedirect } from './RequireAuth';

/**
 * The root route table: the login pages, and everything else in AppArea, a chunk of its own
 * with antd and the route table behind the login (A01-A03, A11, A13, A15). The login page
 * thus loads without antd (issue 16).
 */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/login" element={<LoginPage variant="default" />} />
        <Route path="/hxlogin" element={<LoginPage variant="hx" />} />
        <Route path="*" element={<AppEntrance />} />
      </Routes>
    </Suspense>
  );
}

/**
 * A visitor without a session goes to the login page before AppArea is fetched (the school's
 * address "/" is where most people start). Reports have their own gate (the print browser has
 * no session).
 */
function AppEntrance() {
  const { pathname } = useLocation();
  // Subscribing re-renders the entrance the moment a session ends anywhere.
  useSession();
  const report = isReportPath(pathname);
  if (!report && !isSessionUsable()) return <LoginRedirect />;
  // The shell's chunk is fetched beside AppArea's, not after it (a cached promise: no refetch).
  if (!report) preloadShell();
  return <AppArea />;
}
