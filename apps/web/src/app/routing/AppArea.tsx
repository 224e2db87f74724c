import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PendingWelcome } from '../../features/auth/components/PendingWelcome';
import { isReportPath } from '../../reports/reportPaths';
import { reportRoutes } from '../../reports/reportRoutes';
import { normalizePath, splitRoutes } from '../navTree';
import { AntdProviders } from '../providers/AntdProviders';
import { createQueryClient } from '../providers/queryClient';
import { useSession } from '../useSession';
import { AppShell, NotFoundPage, UnknownPath } from './lazyViews';
import { PageLoading } from './PageLoading';
import { PageView } from './PageView';
import { RequireAuth } from './RequireAuth';
import { HOME_PATH } from './registry';
import { TitleSync } from './TitleSync';

const NewChartsPage = lazy(() => import('../../features/district/NewChartsPage'));

/**
 * Everything behind the login, with its own query cache and antd's providers: the report pages, then the static
 * pages and one route per page entry of the navigation tree the user was given at login
 * (cached, so a reload restores them).
 */
export default function AppArea() {
  const [queryClient] = useState(createQueryClient);
  const { tree } = useSession();
  const { inShell, bare } = useMemo(() => {
    const routes = splitRoutes(tree);
    // A report path in the tree (幼儿名册) is served by its report route below, outside the guard.
    const notReport = (page: { path: string }) => !isReportPath(page.path);
    return { inShell: routes.inShell.filter(notReport), bare: routes.bare.filter(notReport) };
  }, [tree]);
  const treeHasHome = inShell.some((p) => normalizePath(p.path) === normalizePath(HOME_PATH));

  return (
    <QueryClientProvider client={queryClient}>
      <AntdProviders>
        <TitleSync />
        <PendingWelcome />
        {/* The shell and the standalone pages arrive as chunks of their own. */}
        <Suspense fallback={null}>
          <Routes>
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
      </AntdProviders>
    </QueryClientProvider>
  );
}
