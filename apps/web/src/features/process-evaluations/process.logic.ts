import {
  PROCESS_MAX_SELECTED,
  ProcessEvaluationStatus,
  processTitleOf,
  REPORT_FILE_SUFFIX,
  REPORT_ROUTES,
  type TProcessEvaluation,
  type TProcessListInfo,
  type TProcessStudent,
  ZProcessListInfo,
} from '@kg/contracts';
import { readJsonParam } from '../../app/routing/jsonParam';
import { distinctNames } from '../../reports/framework/batchNames';
import type { TBatchItem } from '../../reports/framework/useBatchJob';

export const PROCESS_CLASSES_PATH = '/ProceEvaluate';
export const PROCESS_LIST_PATH = '/addProcessEvaluate';
/** H03, P06 */
export const PROCESS_PAGE_SIZES = [20, 30, 40] as const;

/**
 * The list's parameters from its query (H01): `dataInfo`, an escaped JSON object. A link
 * escaped twice (copied from a message) is undone once more. null: missing or not usable.
 */
export function readProcessInfo(search: string): TProcessListInfo | null {
  return readJsonParam(search, ['dataInfo'], ZProcessListInfo);
}

/** The list's address for a child (H01). */
export const processListHref = (info: TProcessListInfo) =>
  `${PROCESS_LIST_PATH}?dataInfo=${encodeURIComponent(JSON.stringify(info))}`;

/** H05, H06: only a finished entry (Status 1) can be selected for the handbook. */
export const isSelectable = (entry: Pick<TProcessEvaluation, 'Status'>) =>
  entry.Status === ProcessEvaluationStatus.finished;

/** What a tap on an entry's select circle does to the selection. */
export type TToggle =
  | { selected: number[]; refused?: undefined }
  /** unfinished: not selectable (H06); max: a fifth (H07, 最多选择四个) */
  | { selected: number[]; refused: 'unfinished' | 'max' };

/** Selects or unselects an entry: never an unfinished one, never more than four (H06, H07). */
export function toggleSelection(
  selected: readonly number[],
  entry: Pick<TProcessEvaluation, 'Id' | 'Status'>,
  max = PROCESS_MAX_SELECTED,
): TToggle {
  if (selected.includes(entry.Id)) return { selected: selected.filter((id) => id !== entry.Id) };
  if (!isSelectable(entry)) return { selected: [...selected], refused: 'unfinished' };
  if (selected.length >= max) return { selected: [...selected], refused: 'max' };
  return { selected: [...selected, entry.Id] };
}

/**
 * H09: the handbook (/all_result) of the selected entries, for a new tab: `Ids` as a JSON list,
 * `type` 0 (the normal view with 下载PDF; 1 would print and store on its own, H37).
 */
export function handbookHref(v: { ids: readonly number[]; studentId: number; studentName: string }) {
  const query = new URLSearchParams({
    Ids: JSON.stringify(v.ids),
    type: '0',
    studentId: String(v.studentId),
    StudentName: v.studentName,
  });
  return `${REPORT_ROUTES.growthHandbook}?${query}`;
}

/**
 * The class's handbooks as one batch (design 1.D): one item per child with finished entries
 * (their latest four, HandbookIds), each a file `{child}_成长手册` (two children of one name get
 * their ids); children with none are named as skipped.
 */
export function handbookBatch(students: readonly TProcessStudent[]) {
  const printed = students.filter((s) => s.HandbookIds.length > 0);
  const names = distinctNames(
    printed,
    (s) => `${s.StudentName}_${REPORT_FILE_SUFFIX.handbook}`,
    (s) => String(s.StudentId),
    (s) => s.StudentId,
  );
  const items: Array<TBatchItem & { label: string }> = printed.map((s, i) => ({
    label: s.StudentName,
    name: names[i]!,
    query: { Ids: JSON.stringify(s.HandbookIds), studentId: String(s.StudentId), StudentName: s.StudentName },
  }));
  return { items, skipped: students.filter((s) => s.HandbookIds.length === 0).map((s) => s.StudentName) };
}

/** H11: deleted entries leave the selection. */
export const withoutDeleted = (selected: readonly number[], deleted: readonly number[]) =>
  selected.filter((id) => !deleted.includes(id));

/** H11: the confirm's text for one entry or several. */
export const deleteConfirmKey = (count: number) => (count > 1 ? 'deleteMany' : 'deleteOne');

/** DECISIONS 31: the title a chosen range suggests, yyyy-MM-dd至yyyy-MM-dd. */
export const titleForRange = (
  range: readonly [{ format: (f: string) => string }, { format: (f: string) => string }],
) => processTitleOf(range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD'));

/**
 * Whether picking a range may replace the title: it is empty or still the one the previous
 * range suggested (a title the teacher typed herself stays).
 */
export const mayRetitle = (title: string | undefined, suggested: string | undefined) =>
  !title?.trim() || title === suggested;

/**
 * The entry's dates as its tile shows them, short enough for a phone's two columns (the year
 * is the term's): 09-01 – 09-30, one day 09-01, across a new year 2026-12-01 – 2027-01-15,
 * '' without a range.
 */
export function rangeText(entry: Pick<TProcessEvaluation, 'StartDate' | 'EndDate'>) {
  const { StartDate: start, EndDate: end } = entry;
  if (!start || !end) return '';
  if (start.slice(0, 4) !== end.slice(0, 4)) return `${start} – ${end}`;
  return start === end ? start.slice(5) : `${start.slice(5)} – ${end.slice(5)}`;
}
