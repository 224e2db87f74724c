import { REPORT_ROUTES } from '@kg/contracts';
import { Suspense } from 'react';
import { ChunkErrorBoundary } from '../app/routing/ChunkErrorBoundary';
import { lazyPage } from '../app/routing/lazyPage';
import { PageLoading } from '../app/routing/PageLoading';
import { ReportGate } from './framework/ReportGate';

/** The printable report pages, one for each of contracts' REPORT_ROUTES (the server prints only these). */
const REPORT_PAGES: Record<keyof typeof REPORT_ROUTES, ReturnType<typeof lazyPage>> = {
  classRoster: lazyPage(() => import('./class-roster/ClassRosterReport')),
  growingFootprint: lazyPage(() => import('./growing-footprint/GrowingFootprintReport')),
  themeChild: lazyPage(() => import('./theme-child/ThemeChildReport')),
  themeClass: lazyPage(() => import('./theme-class/ThemeClassReport')),
  growthHandbook: lazyPage(() => import('./growth-handbook/GrowthHandbookReport')),
  termReport: lazyPage(() => import('./term-report/TermReport')),
  termReportBaby: lazyPage(() => import('./term-report/TermReport')),
  parentHandbook: lazyPage(() => import('./parent-handbook/ParentHandbookReport')),
  parentHandbookBaby: lazyPage(() => import('./parent-handbook/ParentHandbookReport')),
  dietaryReport: lazyPage(() => import('./dietary-report/DietaryReport')),
  weeklyMenu: lazyPage(() => import('./weekly-menu/WeeklyMenuReport')),
};

export const reportRoutes = (Object.keys(REPORT_PAGES) as Array<keyof typeof REPORT_ROUTES>).map((key) => {
  const Page = REPORT_PAGES[key];
  return {
    path: REPORT_ROUTES[key],
    element: (
      <ReportGate>
        <ChunkErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Page />
          </Suspense>
        </ChunkErrorBoundary>
      </ReportGate>
    ),
  };
});
