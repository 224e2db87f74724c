import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { isReportPath, reportRoutes } from '../../reports/reportRoutes';
import { normalizePath, splitRoutes } from '../navTree';
import { useSession } from '../useSession';
import { AppShell, LoginPage, NotFoundPage, UnknownPath } from './lazyViews';
import { PageLoading } from './PageLoading';
import { PageView } from './PageView';
import { RequireAuth } from './RequireAuth';
import { HOME_PATH } from './registry';

const NewChartsPage = lazy(() => import('../../features/district/NewChartsPage'));

/**
 * The route table (A01-A03, A11, A13, A15): static pages, then one route per page entry
 * of the navigation tree the user was given at login (cached, so a reload restores them).
 */
export function AppRoutes() {
  const { tree } = useSession();
  const { inShell, bare } = useMemo(() => {
    const routes = splitRoutes(tree);
    // A report path in the tree (幼儿名册) is served by its report route below, outside the guard.
    const notReport = (page: { path: string }) => !isReportPath(page.path);
    return { inShell: routes.inShell.filter(notReport), bare: routes.bare.filter(notReport) };
  }, [tree]);
  const treeHasHome = inShell.some((p) => normalizePath(p.path) === normalizePath(HOME_PATH));

  return (
    // The login page, the shell and the standalone pages arrive as chunks of their own.
    <Suspense fallback={null}>
      <Routes>
        <Route path="/login" element={<LoginPage variant="default" />} />
        <Route path="/hxlogin" element={<LoginPage variant="hx" />} />
        {reportRoutes.map((report) => (
          <Route key={report.path} path={report.path} element={report.element} />
        ))}
        <Route element={<RequireAuth />}>
          <Route path="/404" element={<NotFoundPage />} />
          <Route
            path="/newCharts"
            element={
              <Suspense fallback={<PageLoading />}>
                <NewChartsPage />
              </Suspense>
            }
          />
          {bare.map((page) => (
            <Route key={page.id} path={page.path} element={<PageView path={page.path} />} />
          ))}
          <Route path="/" element={<AppShell />}>
            <Route index element={<Navigate to={HOME_PATH} replace />} />
            {!treeHasHome && <Route path={HOME_PATH} element={<PageView path={HOME_PATH} />} />}
            {inShell.map((page) => (
              <Route key={page.id} path={page.path} element={<PageView path={page.path} />} />
            ))}
          </Route>
          <Route path="*" element={<UnknownPath />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
