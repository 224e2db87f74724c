import { REPORT_ROUTES } from '@kg/contracts';
import { Suspense } from 'react';
import { normalizePath } from '../app/navTree';
import { ChunkErrorBoundary } from '../app/routing/ChunkErrorBoundary';
import { lazyPage } from '../app/routing/lazyPage';
import { PageLoading } from '../app/routing/PageLoading';
import { ReportGate } from './framework/ReportGate';

/** The printable report pages by route (contracts REPORT_ROUTES: the server prints only these). */
const REPORT_PAGES = [
  { path: REPORT_ROUTES.classRoster, page: lazyPage(() => import('./class-roster/ClassRosterReport')) },
  {
    path: REPORT_ROUTES.growingFootprint,
    page: lazyPage(() => import('./growing-footprint/GrowingFootprintReport')),
  },
];

const REPORT_KEYS = new Set(REPORT_PAGES.map((r) => normalizePath(r.path)));

/** A path the report routes serve: the navigation tree's entry for it must not mount it again. */
export function isReportPath(path: string): boolean {
  return REPORT_KEYS.has(normalizePath(path));
}

export const reportRoutes = REPORT_PAGES.map(({ path, page: Page }) => ({
  path,
  element: (
    <ReportGate>
      <ChunkErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </ChunkErrorBoundary>
    </ReportGate>
  ),
}));
