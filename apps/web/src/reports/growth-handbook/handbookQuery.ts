import { ZHandbookQuery } from '@kg/contracts';
import { isAutoMode } from '../framework/autoMode';

/** The data call's query, exactly as the PDF engine grants it (the server's report definition). */
export type THandbookDataQuery = { Ids: string; studentId: string };

export type THandbookQueryState = {
  /** the chosen entries, as the data call reads them */
  ids: number[];
  studentId: number;
  /** shown in the bar while the handbook loads (the data's own name wins afterwards) */
  studentName: string;
  /** H37, DECISIONS 16: type / Type 1 (generate, store, close) */
  auto: boolean;
  dataQuery: THandbookDataQuery;
};

/**
 * Reads /all_result's query (H27): `Ids` (a JSON list), `studentId`, `StudentName` and `type`.
 * Null when the ids or the child are unusable: the page then says so instead of asking the
 * server. The data query is written the way the server's report definition writes it
 * (`JSON.stringify(ids)`, the id as a plain number), so the print browser's token allows it.
 */
export function readHandbookQuery(search: URLSearchParams): THandbookQueryState | null {
  const parsed = ZHandbookQuery.safeParse({
    Ids: search.get('Ids') ?? undefined,
    studentId: search.get('studentId') ?? undefined,
  });
  if (!parsed.success) return null;
  const { Ids: ids, studentId } = parsed.data;
  return {
    ids,
    studentId,
    studentName: search.get('StudentName')?.trim() ?? '',
    auto: isAutoMode(search),
    dataQuery: { Ids: JSON.stringify(ids), studentId: String(studentId) },
  };
}
