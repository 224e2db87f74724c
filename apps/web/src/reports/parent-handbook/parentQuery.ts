import { ZParentHandbookQuery } from '@kg/contracts';
import { isAutoMode } from '../framework/autoMode';
import { fieldsOf } from '../term-report/termQuery';

/** The data call's query, exactly as the PDF engine grants it (the server's report definition). */
export type TParentDataQuery = { CycleId: string; StudentId: string };

export type TParentQueryState =
  | { sample: true; auto: boolean }
  | { sample: false; dataQuery: TParentDataQuery; studentName: string; auto: boolean };

/**
 * Reads /reportPatriarch's query: `sample=1` (H44: the fixed sample, no data call), else
 * `dataInfo` (H42) with CycleId (0: the open term) and StudentId. Null when unusable.
 */
export function readParentQuery(search: URLSearchParams): TParentQueryState | null {
  const auto = isAutoMode(search);
  if (search.get('sample') === '1') return { sample: true, auto };
  const fields = fieldsOf(search);
  const parsed = ZParentHandbookQuery.safeParse(fields);
  if (!parsed.success) return null;
  return {
    sample: false,
    dataQuery: { CycleId: String(parsed.data.CycleId), StudentId: String(parsed.data.StudentId) },
    studentName: typeof fields.StudentName === 'string' ? fields.StudentName.trim() : '',
    auto,
  };
}
