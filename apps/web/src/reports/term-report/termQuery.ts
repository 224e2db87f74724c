import { ZTermReportQuery } from '@kg/contracts';
import { isAutoMode } from '../framework/autoMode';

/** The data call's query, exactly as the PDF engine grants it (the server's report definition). */
export type TTermDataQuery = { CycleId: string; StudentId: string };

export type TTermQueryState = {
  dataQuery: TTermDataQuery;
  /** shown in the bar while the report loads (the data's own name wins afterwards) */
  studentName: string;
  auto: boolean;
};

/** `dataInfo` (I01, H42: encoded JSON), else the query's own fields. */
export function fieldsOf(search: URLSearchParams): Record<string, unknown> {
  const info = search.get('dataInfo');
  if (info?.trim()) {
    try {
      const parsed: unknown = JSON.parse(info);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(search.entries());
}

/**
 * Reads /reportSemester's query (I01): `dataInfo` with CycleId, StudentId (GradeId, IsBaby,
 * BabyLevel, StudentName, ClassName, CycleName ride along). Null when the child or the term is
 * unusable: the page says so instead of asking the server.
 */
export function readTermQuery(search: URLSearchParams): TTermQueryState | null {
  const fields = fieldsOf(search);
  const parsed = ZTermReportQuery.safeParse(fields);
  if (!parsed.success) return null;
  return {
    dataQuery: { CycleId: String(parsed.data.CycleId), StudentId: String(parsed.data.StudentId) },
    studentName: typeof fields.StudentName === 'string' ? fields.StudentName.trim() : '',
    auto: isAutoMode(search),
  };
}

/**
 * The link of a child's term report or parent edition (the hub, the batch): `dataInfo` as I01
 * and H42 spell it.
 */
export function termReportSearch(v: {
  CycleId: number;
  StudentId: number;
  StudentName: string;
  ClassName: string;
  CycleName: string;
  GradeId?: number;
  GradeName?: string;
  IsBaby?: boolean;
}) {
  const dataInfo = JSON.stringify({
    CycleId: v.CycleId,
    GradeId: v.GradeId ?? 0,
    StudentId: v.StudentId,
    IsBaby: v.IsBaby ?? false,
    BabyLevel: 0,
    StudentName: v.StudentName,
    GradeName: v.GradeName ?? '',
    ClassName: v.ClassName,
    CycleName: v.CycleName,
  });
  return `?${new URLSearchParams({ dataInfo }).toString()}`;
}
