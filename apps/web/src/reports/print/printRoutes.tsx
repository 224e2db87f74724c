import { REPORT_ROUTES } from '@kg/contracts';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { ChunkErrorBoundary } from '../../app/routing/ChunkErrorBoundary';
import { lazyPage } from '../../app/routing/lazyPage';

/**
 * The report pages the print page renders (the same components as reportRoutes.tsx, without
 * the login gate: the print browser has no session, its render token travels in a header).
 * Each report's code is still its own chunk: a roster never loads the booklet's.
 */
const PRINT_PAGES = [
  { path: REPORT_ROUTES.classRoster, page: lazyPage(() => import('../class-roster/ClassRosterReport')) },
  {
    path: REPORT_ROUTES.growingFootprint,
    page: lazyPage(() => import('../growing-footprint/GrowingFootprintReport')),
  },
  { path: REPORT_ROUTES.themeChild, page: lazyPage(() => import('../theme-child/ThemeChildReport')) },
  { path: REPORT_ROUTES.themeClass, page: lazyPage(() => import('../theme-class/ThemeClassReport')) },
  {
    path: REPORT_ROUTES.growthHandbook,
    page: lazyPage(() => import('../growth-handbook/GrowthHandbookReport')),
  },
  { path: REPORT_ROUTES.termReport, page: lazyPage(() => import('../term-report/TermReport')) },
  { path: REPORT_ROUTES.termReportBaby, page: lazyPage(() => import('../term-report/TermReport')) },
  {
    path: REPORT_ROUTES.parentHandbook,
    page: lazyPage(() => import('../parent-handbook/ParentHandbookReport')),
  },
  {
    path: REPORT_ROUTES.parentHandbookBaby,
    page: lazyPage(() => import('../parent-handbook/ParentHandbookReport')),
  },
  { path: REPORT_ROUTES.dietaryReport, page: lazyPage(() => import('../dietary-report/DietaryReport')) },
  { path: REPORT_ROUTES.weeklyMenu, page: lazyPage(() => import('../weekly-menu/WeeklyMenuReport')) },
];

export const printRoutes: RouteObject[] = PRINT_PAGES.map(({ path, page: Page }) => ({
  path,
  element: (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>
  ),
}));
