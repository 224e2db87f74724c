import { z } from 'zod';
import { ZProcessClass, ZProcessTerm } from './process-evaluations';

/**
 * The report hub (评价报告): a class of a chosen term, its children as rows and every report kind
 * as columns, each with its state, plus 老师寄语. The counts travel; the states are derived by
 * `hubStates` so the page, its batches and its tests read them the same way.
 */

export const ZReportHubQuery = z.object({
  /** 0 or absent: the caller's first class of the term's year */
  ClassId: z.coerce.number().int().min(0).max(2147483647).default(0),
  /** 0 or absent: the open term */
  CycleId: z.coerce.number().int().min(0).max(2147483647).default(0),
});

export const ZHubTheme = z.object({
  ThemeId: z.number().int(),
  ThemeMapId: z.number().int(),
  Title: z.string(),
});

export const ZHubStudent = z.object({
  StudentId: z.number().int(),
  StudentName: z.string(),
  /** 1 boy, 2 girl */
  Gender: z.number().int(),
  IsBaby: z.boolean(),
  /** growth records (成长足迹): finished / due */
  FootprintDone: z.number().int(),
  FootprintTotal: z.number().int(),
  /** per theme of the class (Themes' order): 0 not evaluated, 1 begun, 2 complete */
  ThemeStates: z.array(z.number().int()),
  /** process evaluations of the term, the finished ones, and what a handbook binds */
  HandbookTotal: z.number().int(),
  HandbookFinished: z.number().int(),
  HandbookIds: z.array(z.number().int()),
  /** finished term observations of the term (the term report's source) */
  TermObserved: z.number().int(),
  /** questionnaire banks answered this term (the parent edition's categories) */
  BanksDone: z.number().int(),
  TeacherMessage: z.string(),
  TeacherMessageUpdatedAt: z.string().nullable(),
});
export type THubStudent = z.infer<typeof ZHubStudent>;

export const ZReportHub = z.object({
  CycleId: z.number().int().nullable(),
  CycleName: z.string(),
  Terms: z.array(ZProcessTerm),
  Classes: z.array(
    ZProcessClass.pick({ ClassId: true, ClassName: true, GradeName: true, StudentCount: true }),
  ),
  ClassId: z.number().int(),
  ClassName: z.string(),
  GradeId: z.number().int(),
  GradeName: z.string(),
  StudyYearName: z.string(),
  SchoolName: z.string(),
  /** the class's growth-record template for the term (0: none published) */
  TempId: z.number().int(),
  TempType: z.number().int(),
  Themes: z.array(ZHubTheme),
  /** questionnaire banks the class's children answer */
  BankCount: z.number().int(),
  Students: z.array(ZHubStudent),
});
export type TReportHub = z.infer<typeof ZReportHub>;

/** A report's state for one child: nothing to print, pages without data, complete. */
export const HubState = { none: 'none', partial: 'partial', ready: 'ready' } as const;
export type THubState = (typeof HubState)[keyof typeof HubState];

const ofCounts = (done: number, total: number): THubState =>
  done <= 0 ? HubState.none : total > 0 && done >= total ? HubState.ready : HubState.partial;

/**
 * The states of a child's reports: 成长足迹 by its finished records; a theme by its evaluation;
 * 成长手册 ready with a finished evaluation (partial: only unfinished ones); 学期评价报告 ready with
 * a finished term observation and 老师寄语 (partial: one of them); the parent edition by the
 * banks answered.
 */
export function hubStates(s: THubStudent, bankCount: number) {
  return {
    footprint: ofCounts(s.FootprintDone, s.FootprintTotal),
    themes: s.ThemeStates.map((v) => (v >= 2 ? HubState.ready : v === 1 ? HubState.partial : HubState.none)),
    handbook:
      s.HandbookFinished > 0 ? HubState.ready : s.HandbookTotal > 0 ? HubState.partial : HubState.none,
    term: ofCounts((s.TermObserved > 0 ? 1 : 0) + (s.TeacherMessage.trim() ? 1 : 0), 2),
    parent: ofCounts(s.BanksDone, bankCount),
  };
}
export type THubStates = ReturnType<typeof hubStates>;
