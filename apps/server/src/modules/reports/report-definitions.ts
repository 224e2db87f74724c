import {
  API,
  footprintDataQuery,
  GROWTH_RECORD_MESSAGES,
  REPORT_ROUTES,
  ReportKey,
  type TEndpoint,
  type TPermission,
  type TReportKey,
  type TReportQuery,
  ZClassRosterQuery,
  ZDietaryReportQuery,
  ZFootprintQuery,
  ZHandbookQuery,
  ZMenuWeekQuery,
  ZParentHandbookQuery,
  ZTermReportQuery,
  ZThemeChildReportQuery,
  ZThemeClassReportQuery,
} from '@kg/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { dietaryReport as loadDietaryReport } from '../dietary-report/dietary-report.service';
import { footprint } from '../growth-records/footprint.service';
import { print as weeklyMenuPrint } from '../meal-menus/meal-menus.service';
import { handbook } from '../process-evaluations/process-handbook.service';
import { parentHandbook as loadParentHandbook } from '../term-reports/parent-handbook.service';
import { termReport as loadTermReport } from '../term-reports/term-report.service';
import { classReport } from '../themes/theme-class-report.service';
import { childDetail } from '../themes/theme-scoring.service';
import { getClassRoster } from './class-roster.service';

/**
 * A printable report as the PDF engine sees it: the page route it opens, the permission the
 * requester needs, and the one data call the page makes. `params` are the data call's query:
 * the render token allows exactly that call with exactly those values.
 */
export type ReportDefinition = {
  key: TReportKey;
  route: string;
  /** the data call (its catalogue entry declares this report's key) */
  data: TEndpoint;
  permission: TPermission;
  params(query: TReportQuery): Record<string, string>;
  load(db: DbOrTx, p: Principal, params: Record<string, string>): Promise<unknown>;
  /** what is done to the printed PDF before it is stored (e.g. exact A4 boxes) */
  finish?: (pdf: Buffer) => Promise<Buffer>;
};

/** Reads a report query with the data call's own schema; its first message is the answer. */
function parse<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  query: TReportQuery,
): T {
  const result = schema.safeParse(query);
  if (!result.success) throw AppError.badRequest(result.error.issues[0]?.message ?? '参数错误');
  return result.data;
}

const classRoster: ReportDefinition = {
  key: ReportKey.classRoster,
  route: REPORT_ROUTES.classRoster,
  data: API.reports.classRoster,
  permission: API.reports.classRoster.access,
  params: (query) => ({ ClassId: String(parse(ZClassRosterQuery, query).ClassId) }),
  load: (db, p, params) => getClassRoster(db, p, Number(params.ClassId)),
};

const growingFootprint: ReportDefinition = {
  key: ReportKey.growingFootprint,
  route: REPORT_ROUTES.growingFootprint,
  data: API.growthRecords.footprint,
  permission: API.growthRecords.footprint.access,
  params: (query) => {
    const params = footprintDataQuery(query);
    if (!params) throw AppError.badRequest(GROWTH_RECORD_MESSAGES.infoInvalid);
    return params;
  },
  load: (db, p, params) => footprint(db, p, ZFootprintQuery.parse(params)),
};

const themeChild: ReportDefinition = {
  key: ReportKey.themeChild,
  route: REPORT_ROUTES.themeChild,
  data: API.themeScoring.child,
  permission: API.themeScoring.child.access,
  params: (query) => {
    const q = parse(ZThemeChildReportQuery, query);
    return { StudentId: String(q.CustomerId), ThemeId: String(q.ThemeId), ThemeMapId: String(q.ThemeMapId) };
  },
  load: (db, p, params) =>
    childDetail(db, p, {
      StudentId: Number(params.StudentId),
      ThemeId: Number(params.ThemeId),
      ThemeMapId: Number(params.ThemeMapId),
    }),
};

const themeClass: ReportDefinition = {
  key: ReportKey.themeClass,
  route: REPORT_ROUTES.themeClass,
  data: API.themeScoring.classReport,
  permission: API.themeScoring.classReport.access,
  params: (query) => {
    // E56 names the theme ThemeId on the page; the data call (E57) calls it Eval_ThemeId.
    const q = parse(ZThemeClassReportQuery, {
      ...query,
      Eval_ThemeId: query.Eval_ThemeId ?? query.ThemeId ?? '',
    });
    return { Eval_ThemeId: String(q.Eval_ThemeId), ClassId: String(q.ClassId) };
  },
  load: (db, p, params) =>
    classReport(db, p, { Eval_ThemeId: Number(params.Eval_ThemeId), ClassId: Number(params.ClassId) }),
};

const growthHandbook: ReportDefinition = {
  key: ReportKey.growthHandbook,
  route: REPORT_ROUTES.growthHandbook,
  data: API.processEvaluations.handbook,
  permission: API.processEvaluations.handbook.access,
  params: (query) => {
    const q = parse(ZHandbookQuery, query);
    return { Ids: JSON.stringify(q.Ids), studentId: String(q.studentId) };
  },
  load: (db, p, params) => handbook(db, p, ZHandbookQuery.parse(params)),
};

/** I01-I02: the term report reads the data call's own fields from `dataInfo` (or the query). */
function termReportOf(route: string): ReportDefinition {
  return {
    key: ReportKey.termReport,
    route,
    data: API.termReports.report,
    permission: API.termReports.report.access,
    params: (query) => {
      const q = parse(ZTermReportQuery, dataInfoOf(query) as TReportQuery);
      return { CycleId: String(q.CycleId), StudentId: String(q.StudentId) };
    },
    load: (db, p, params) => loadTermReport(db, p, ZTermReportQuery.parse(params)),
  };
}

/** The page's query: `dataInfo` (encoded JSON, I01, H42) when there is one, else the query itself. */
function dataInfoOf(query: TReportQuery): Record<string, unknown> {
  const info = query.dataInfo;
  if (typeof info !== 'string' || !info.trim()) return query;
  try {
    const parsed: unknown = JSON.parse(info);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * H42-H44: the parent edition reads CycleId and StudentId from `dataInfo`; `sample=1` prints the
 * fixed sample, which reads no data.
 */
function parentHandbookOf(route: string): ReportDefinition {
  return {
    key: ReportKey.parentHandbook,
    route,
    data: API.termReports.parentHandbook,
    permission: API.termReports.parentHandbook.access,
    params: (query): Record<string, string> => {
      if (String(query.sample ?? '') === '1') return { sample: '1' };
      const q = parse(ZParentHandbookQuery, dataInfoOf(query) as TReportQuery);
      return { CycleId: String(q.CycleId), StudentId: String(q.StudentId) };
    },
    load: async (db, p, params) =>
      params.sample === '1' ? null : loadParentHandbook(db, p, ZParentHandbookQuery.parse(params)),
  };
}

/** K01: /Report?StartDate&EndDate (and SchoolId when the page names it). */
const dietaryReport: ReportDefinition = {
  key: ReportKey.dietaryReport,
  route: REPORT_ROUTES.dietaryReport,
  data: API.dietaryReport.report,
  permission: API.dietaryReport.report.access,
  params: (query) => {
    const q = parse(ZDietaryReportQuery, query);
    return {
      StartDate: q.StartDate,
      EndDate: q.EndDate,
      ...(q.SchoolId === undefined ? {} : { SchoolId: String(q.SchoolId) }),
    };
  },
  load: (db, p, params) => loadDietaryReport(db, p, ZDietaryReportQuery.parse(params)),
  // K07: 595.28 × 841.89 pt, as the spec measures A4 (Chromium's paper is 594.96 × 841.92).
  finish: async (pdf) => (await import('../pdf/exact-a4')).exactA4(pdf),
};

/** 带量食谱 for parents (issue 20, M07): a published week by its Monday. */
const weeklyMenu: ReportDefinition = {
  key: ReportKey.weeklyMenu,
  route: REPORT_ROUTES.weeklyMenu,
  data: API.mealMenus.print,
  permission: API.mealMenus.print.access,
  params: (query) => ({ WeekStart: parse(ZMenuWeekQuery, query).WeekStart }),
  load: (db, p, params) => weeklyMenuPrint(db, p, String(params.WeekStart)),
};

const DEFINITIONS: ReportDefinition[] = [
  classRoster,
  growingFootprint,
  themeChild,
  themeClass,
  growthHandbook,
  termReportOf(REPORT_ROUTES.termReport),
  termReportOf(REPORT_ROUTES.termReportBaby),
  parentHandbookOf(REPORT_ROUTES.parentHandbook),
  parentHandbookOf(REPORT_ROUTES.parentHandbookBaby),
  dietaryReport,
  weeklyMenu,
];

/** The report printed at `route` (case and a trailing slash ignored, like the router). */
export function reportForRoute(route: string): ReportDefinition | undefined {
  const wanted = route.split('?')[0]?.replace(/\/+$/, '').toLowerCase();
  return DEFINITIONS.find((d) => d.route.toLowerCase() === wanted);
}

/** The definition of a report key (the routes of one key share their data call and its load). */
export function reportForKey(key: TReportKey): ReportDefinition {
  const def = DEFINITIONS.find((d) => d.key === key);
  if (!def) throw new Error(`no report ${key}`);
  return def;
}
