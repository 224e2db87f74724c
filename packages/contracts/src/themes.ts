import { z } from 'zod';

/**
 * The term's themes (/semesterTopic, DECISIONS section 3): themes per grade and term, made
 * from scratch, from the product's library or from another year's theme, given to classes
 * (a theme × class is a ThemeMapId), each class with its progress.
 */
export const THEME_MESSAGES = {
  titleRequired: '请输入主题名称',
  titleTooLong: '主题名称不能超过30个字',
  termRequired: '请选择学期',
  gradeRequired: '请选择年级',
  datesRequired: '请选择主题起止日期',
  datesOrder: '结束日期不能早于开始日期',
  datesOutsideTerm: '主题日期需在所选学期内',
  aimTooLong: '主题目标不能超过200个字',
  libraryUnknown: '主题库中没有这个主题',
  sourceTwice: '只能从主题库或往年主题中选择一个来源',
  classOutsideGrade: '只能分配给本年级的班级',
  scoredClass: '该班级已有幼儿评价，不能取消分配',
  scoredTheme: '该主题已有幼儿评价，不能删除',
  locked: '该主题已有幼儿评价，内容已锁定；如需修改，请复制该主题后编辑',
  added: '添加成功',
  updated: '修改成功',
  deleted: '删除成功',
  assigned: '操作成功',
} as const;

/** A class's progress in a theme: 0 未开始, 1 评价中, 2 已完成 (every child complete). */
export const ThemeClassStatus = { notStarted: 0, inProgress: 1, done: 2 } as const;
export const THEME_CLASS_STATUS_NAMES = ['未开始', '评价中', '已完成'] as const;
export const themeClassStatusOf = (scored: number, done: number, children: number) =>
  scored === 0
    ? ThemeClassStatus.notStarted
    : children > 0 && done >= children
      ? ThemeClassStatus.done
      : ThemeClassStatus.inProgress;

const ZIsoDate = z.string({ error: THEME_MESSAGES.datesRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, {
  error: THEME_MESSAGES.datesRequired,
});
const ZId = (message: string) => z.number({ error: message }).int().min(1, message);

export const ZThemeListQuery = z.object({
  /** the term; the open term when absent */
  CycleId: z.coerce.number().int().min(1).optional(),
  GradeId: z.coerce.number().int().min(1).optional(),
});

export const ZThemeClass = z.object({
  ThemeMapId: z.number().int(),
  ClassId: z.number().int(),
  ClassName: z.string(),
  /** ThemeClassStatus */
  Status: z.number().int(),
  /** children whose evaluation is complete */
  Done: z.number().int(),
  /** children with anything saved */
  Scored: z.number().int(),
  /** children in the class now */
  Total: z.number().int(),
});
export type TThemeClass = z.infer<typeof ZThemeClass>;

export const ZThemeRow = z.object({
  Id: z.number().int(),
  Title: z.string(),
  CycleId: z.number().int(),
  CycleName: z.string(),
  StudyYearId: z.number().int(),
  StudyYearName: z.string(),
  GradeId: z.number().int(),
  GradeName: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  Aim: z.string(),
  TempleteId: z.number().int(),
  /** where it came from: a library theme's or another theme's title, '' when made from scratch */
  Source: z.string(),
  /** library: copied from the product's library; copy: from another of the school's themes */
  SourceKind: z.enum(['library', 'copy', '']),
  /** any child scored: the content is locked (DECISIONS 44) */
  Locked: z.boolean(),
  Classes: z.array(ZThemeClass),
});
export type TThemeRow = z.infer<typeof ZThemeRow>;

/** A term the list can show: its year's name with its own, its dates (the add dialog's bounds). */
export const ZThemeTerm = z.object({
  Id: z.number().int(),
  Name: z.string(),
  StudyYearId: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  IsOpen: z.boolean(),
});
export type TThemeTerm = z.infer<typeof ZThemeTerm>;

/** The term whose themes a list shows, the school's terms and the grades of the term's year. */
export const ZThemeList = z.object({
  CycleId: z.number().int().nullable(),
  Terms: z.array(ZThemeTerm),
  Grades: z.array(z.object({ Id: z.number().int(), Name: z.string(), Level: z.number().int() })),
  Themes: z.array(ZThemeRow),
});
export type TThemeList = z.infer<typeof ZThemeList>;

export const ZThemeForm = z.object({
  Title: z
    .string({ error: THEME_MESSAGES.titleRequired })
    .trim()
    .min(1, THEME_MESSAGES.titleRequired)
    .max(30, THEME_MESSAGES.titleTooLong),
  StartDate: ZIsoDate,
  EndDate: ZIsoDate,
  Aim: z.string().trim().max(200, THEME_MESSAGES.aimTooLong).default(''),
});

export const ZAddThemeRequest = ZThemeForm.extend({
  CycleId: ZId(THEME_MESSAGES.termRequired),
  GradeId: ZId(THEME_MESSAGES.gradeRequired),
  /** copy a library theme's descriptions and questions */
  LibraryKey: z.string().max(20).optional(),
  /** copy another of the school's themes (any year) */
  CopyFromId: z.number().int().min(1).optional(),
  /** the grade's classes it is given to */
  ClassIds: z.array(z.number().int().min(1)).max(50).default([]),
});
export type TAddThemeRequest = z.infer<typeof ZAddThemeRequest>;

export const ZUpdateThemeRequest = ZThemeForm.extend({ Id: z.number().int().min(1) });
export type TUpdateThemeRequest = z.infer<typeof ZUpdateThemeRequest>;

export const ZThemeIdRequest = z.object({ Id: z.number().int().min(1) });
export const ZThemeIdQuery = z.object({ Id: z.coerce.number().int().min(1) });

export const ZSetThemeClassesRequest = z.object({
  Id: z.number().int().min(1),
  ClassIds: z.array(z.number().int().min(1)).max(50),
});

/** A library theme offered for copying into a grade (the grade's level, this term first). */
export const ZLibraryThemeQuery = z.object({ GradeId: z.coerce.number().int().min(1) });
export const ZLibraryTheme = z.object({
  Key: z.string(),
  Title: z.string(),
  /** 1 上学期, 2 下学期 */
  Term: z.number().int(),
  Weeks: z.number().int(),
  Aim: z.string(),
  KeyWords: z.array(z.string()),
});
export type TLibraryThemeOption = z.infer<typeof ZLibraryTheme>;

/** Another year's theme of the same grade level, offered for copying. */
export const ZThemeCopySource = z.object({
  Id: z.number().int(),
  Title: z.string(),
  StudyYearName: z.string(),
  CycleName: z.string(),
  GradeName: z.string(),
});
