import { z } from 'zod';

/**
 * Printable report routes (standalone pages, ARCHITECTURE "Reports and PDFs"). The server
 * prints only routes named here, each with the one data call its render token may make.
 */
export const REPORT_ROUTES = {
  /** 班级幼儿名册: cover, catalogue, class chart, roster table with photos, back cover */
  classRoster: '/Class/Roster',
  /** 成长足迹: a child's growth-record booklet (screen 12) */
  growingFootprint: '/growingFootprintReport',
  /** 主题评价报告: a child's theme evaluation (screen 2, E52-E55) */
  themeChild: '/SubjectResultChildResult',
  /** 班级报告: a class's theme evaluation (screen 14, E56-E62) */
  themeClass: '/SubjectResultClassResult',
  /** 成长手册 (school edition): up to four process evaluations of a child (screen 16, H27-H41) */
  growthHandbook: '/all_result',
  /** 学期评价报告: a child's term (screen 13, I01-I17); the Baby route is the nursery edition */
  termReport: '/reportSemester',
  termReportBaby: '/reportSemesterBaby',
  /** 家长版成长档案: the parent edition of the handbook (screen 3, H42-H46); Boby: nursery */
  parentHandbook: '/reportPatriarch',
  parentHandbookBaby: '/reportPatriarchBoby',
  /** 膳食营养分析报告: a period's menus as eaten, against the school's standards (screen 20, K01-K07) */
  dietaryReport: '/Report',
  /** 带量食谱: a published week's menu for parents, with grams per child (issue 20, M07) */
  weeklyMenu: '/Meals/WeeklyMenuPrint',
} as const;
export type TReportRoute = (typeof REPORT_ROUTES)[keyof typeof REPORT_ROUTES];

/** Report keys a render token is bound to; a data route declares the key it serves. */
export const ReportKey = {
  classRoster: 'class-roster',
  growingFootprint: 'growing-footprint',
  themeChild: 'theme-child',
  themeClass: 'theme-class',
  growthHandbook: 'growth-handbook',
  termReport: 'term-report',
  parentHandbook: 'parent-handbook',
  dietaryReport: 'dietary-report',
  weeklyMenu: 'weekly-menu',
} as const;
export type TReportKey = (typeof ReportKey)[keyof typeof ReportKey];

export const ZClassRosterQuery = z.object({
  ClassId: z.coerce.number({ error: '请选择班级' }).int().min(1, '请选择班级'),
});

export const ZClassRosterStudent = z.object({
  Id: z.number().int(),
  Name: z.string(),
  /** 1 boy, 2 girl */
  Gender: z.number().int(),
  Birthday: z.string(),
  /** `/files/<uuid>` or null */
  Photo: z.string().nullable(),
  IsBaby: z.boolean(),
  /** 学号 */
  StudentNo: z.string().nullable(),
  /** the primary guardian (the one to call); no allergies or health notes: the roster is printed */
  ParentName: z.string().nullable(),
  ParentPhone: z.string().nullable(),
});
export type TClassRosterStudent = z.infer<typeof ZClassRosterStudent>;

export const ZClassRosterReport = z.object({
  School: z.object({ Name: z.string(), Logo: z.string().nullable() }),
  Class: z.object({
    Id: z.number().int(),
    Name: z.string(),
    GradeName: z.string(),
    StudyYearName: z.string(),
    /** 班主任, 配班老师, 保育员 with the names, in that order; empty roles left out */
    Staff: z.array(z.object({ Role: z.string(), Name: z.string() })),
  }),
  /** children in the class, ordered by name's pinyin-free collation then id */
  Students: z.array(ZClassRosterStudent),
  /** the day ages are counted on (the server's today, Asia/Shanghai): part of the printed data */
  AsOf: z.string(),
});
export type TClassRosterReport = z.infer<typeof ZClassRosterReport>;
