import {
  HubState,
  hubStates,
  REPORT_FILE_SUFFIX,
  REPORT_ROUTES,
  type THubState,
  type THubStudent,
  type TReportHub,
  type TReportQuery,
} from '@kg/contracts';
import { distinctNames } from '../../reports/framework/batchNames';
import type { TBatchItem } from '../../reports/framework/useBatchJob';
import { termReportSearch } from '../../reports/term-report/termQuery';
import { bookletHref, bookletQuery } from '../growth-records/recordRows';
import { handbookHref } from '../process-evaluations/process.logic';
import { childReportHref } from '../themes/scoring/scoring.api';

/** A column of the hub: a report kind (a theme column per theme of the class). */
export type THubColumn =
  | { kind: 'footprint'; route: string; suffix: string }
  | {
      kind: 'theme';
      index: number;
      themeId: number;
      mapId: number;
      title: string;
      route: string;
      suffix: string;
    }
  | { kind: 'handbook'; route: string; suffix: string }
  | { kind: 'term'; route: string; suffix: string }
  | { kind: 'parent'; route: string; suffix: string };

/** The hub's report columns in their order: 成长足迹, the themes, 成长手册, 学期评价报告, the parent edition. */
export function hubColumns(hub: TReportHub): THubColumn[] {
  return [
    ...(hub.TempId
      ? [
          {
            kind: 'footprint' as const,
            route: REPORT_ROUTES.growingFootprint,
            suffix: REPORT_FILE_SUFFIX.growthRecord,
          },
        ]
      : []),
    ...hub.Themes.map((theme, index) => ({
      kind: 'theme' as const,
      index,
      themeId: theme.ThemeId,
      mapId: theme.ThemeMapId,
      title: theme.Title,
      route: REPORT_ROUTES.themeChild,
      suffix: REPORT_FILE_SUFFIX.themeReport,
    })),
    { kind: 'handbook', route: REPORT_ROUTES.growthHandbook, suffix: REPORT_FILE_SUFFIX.handbook },
    {
      kind: 'term',
      route: isBabyClass(hub) ? REPORT_ROUTES.termReportBaby : REPORT_ROUTES.termReport,
      suffix: REPORT_FILE_SUFFIX.termReport,
    },
    {
      kind: 'parent',
      route: isBabyClass(hub) ? REPORT_ROUTES.parentHandbookBaby : REPORT_ROUTES.parentHandbook,
      // DECISIONS 46: the parent edition is {child}_成长档案.pdf
      suffix: REPORT_FILE_SUFFIX.growthRecord,
    },
  ];
}

/** A 托班 class's term reports open the nursery route (the server reads each child's own grade). */
function isBabyClass(hub: TReportHub) {
  return hub.Students.length > 0 && hub.Students.every((s) => s.IsBaby);
}

export const columnKey = (c: THubColumn) => (c.kind === 'theme' ? `theme-${c.mapId}` : c.kind);

/** A child's state in a column. */
export function stateOf(column: THubColumn, student: THubStudent, hub: TReportHub): THubState {
  const states = hubStates(student, hub.BankCount);
  if (column.kind === 'theme') return states.themes[column.index] ?? HubState.none;
  return states[column.kind];
}

/** Whether a column has anything to print for the child (a theme and a handbook need an evaluation). */
export function printable(column: THubColumn, student: THubStudent, hub: TReportHub) {
  if (column.kind === 'theme') return stateOf(column, student, hub) !== HubState.none;
  if (column.kind === 'handbook') return student.HandbookIds.length > 0;
  return true;
}

/** The query the column's report page reads for a child (its link, and a batch item's query). */
export function reportQuery(
  column: THubColumn,
  s: THubStudent,
  hub: TReportHub,
  userId: number,
): TReportQuery {
  switch (column.kind) {
    case 'footprint':
      return bookletQuery(bookletOf(s, hub, userId));
    case 'theme':
      return { ThemeId: column.themeId, CustomerId: s.StudentId, ThemeMapId: column.mapId };
    case 'handbook':
      return {
        Ids: JSON.stringify(s.HandbookIds),
        studentId: String(s.StudentId),
        StudentName: s.StudentName,
      };
    case 'term':
    case 'parent':
      return Object.fromEntries(new URLSearchParams(termReportSearch(termLink(s, hub)).slice(1)));
  }
}

/** The child's 成长档案 of the class's template for the term. */
const bookletOf = (s: THubStudent, hub: TReportHub, userId: number) => ({
  teacherId: userId,
  tempId: hub.TempId,
  studentId: s.StudentId,
  tempType: hub.TempType,
  cycleName: hub.CycleName,
});

/** I01 and H42 share the dataInfo: the term, the child and the names the pages show. */
const termLink = (s: THubStudent, hub: TReportHub) => ({
  CycleId: hub.CycleId ?? 0,
  StudentId: s.StudentId,
  StudentName: s.StudentName,
  ClassName: hub.ClassName,
  CycleName: hub.CycleName,
  GradeId: hub.GradeId,
  GradeName: hub.GradeName,
  IsBaby: s.IsBaby,
});

/** The child's report in a new tab; null when there is nothing to open. */
export function reportHref(
  column: THubColumn,
  s: THubStudent,
  hub: TReportHub,
  userId: number,
): string | null {
  if (!printable(column, s, hub)) return null;
  switch (column.kind) {
    case 'footprint':
      return bookletHref(bookletOf(s, hub, userId));
    case 'theme':
      return childReportHref({
        SchoolName: hub.SchoolName,
        ClassName: hub.ClassName,
        StudyYearName: hub.StudyYearName,
        GradeName: hub.GradeName,
        ChildrenName: s.StudentName,
        Title: column.title,
        ThemeId: column.themeId,
        CustomerId: s.StudentId,
        ThemeMapId: column.mapId,
      });
    case 'handbook':
      return handbookHref({ ids: s.HandbookIds, studentId: s.StudentId, studentName: s.StudentName });
    case 'term':
    case 'parent':
      return `${column.route}${termReportSearch(termLink(s, hub))}`;
  }
}

/**
 * A column printed for the whole class: one item per child with something to print (two
 * children of one name get distinct files), the names skipped, and the names whose report has
 * pages without data (the dialog warns instead of printing blank pages silently).
 */
export function hubBatch(column: THubColumn, hub: TReportHub, userId: number) {
  const printed = hub.Students.filter((s) => printable(column, s, hub));
  const names = distinctNames(
    printed,
    (s) => `${s.StudentName}_${column.suffix}`,
    (s) => String(s.StudentId),
    (s) => s.StudentId,
  );
  const items: Array<TBatchItem & { label: string }> = printed.map((s, i) => ({
    label: s.StudentName,
    name: names[i]!,
    query: reportQuery(column, s, hub, userId),
  }));
  return {
    items,
    skipped: hub.Students.filter((s) => !printable(column, s, hub)).map((s) => s.StudentName),
    partial: printed.filter((s) => stateOf(column, s, hub) !== HubState.ready).map((s) => s.StudentName),
  };
}
