import type { TReportQuery } from '@kg/contracts';

/** Query keys whose JSON value may carry `Type` (DECISIONS 16, 17). */
const JSON_KEYS = ['info', 'dataInfo', 'dateInfo'];

const isAutoType = (value: unknown) => String(value).trim() === '1';

/** The query key that carries the mode, in any case (H37: /all_result is opened with `type`). */
const isTypeKey = (key: string) => key.toLowerCase() === 'type';

/**
 * Auto mode (N06, DECISIONS 16, H37): `Type=1` (or the handbook's lowercase `type=1`) at the
 * top level of the query, or `Type` 1 inside its `info` / `dataInfo` JSON. The page then
 * generates and stores its PDF without a click.
 */
export function isAutoMode(search: URLSearchParams): boolean {
  for (const [key, value] of search) if (isTypeKey(key) && isAutoType(value)) return true;
  for (const key of JSON_KEYS) {
    const raw = search.get(key);
    if (!raw) continue;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && isAutoType((parsed as Record<string, unknown>).Type)) {
        return true;
      }
    } catch {
      // not JSON: no Type inside
    }
  }
  return false;
}

/**
 * The query the server prints with: everything but the top-level `Type` / `type` (the print
 * browser must render the plain report, never start another export; the server drops it too).
 */
export function printQuery(search: URLSearchParams): TReportQuery {
  const query: TReportQuery = {};
  for (const [key, value] of search) {
    if (isTypeKey(key)) continue;
    query[key] = value;
  }
  return query;
}
