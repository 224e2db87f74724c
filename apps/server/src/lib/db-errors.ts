import { REQUEST_MESSAGES } from '@kg/contracts';

/**
 * Database refusals that mean the request carried a value the schema should have refused
 * (issue 15's malformed-input walk found ids past the integer range reaching the database):
 * a number out of range, text too long for its column, a date or number that does not parse,
 * an index entry too large. They answer 400, not 500; each one is logged so its schema gets
 * the limit it lacks.
 */
const BAD_INPUT_CODES = new Set(['22003', '22001', '22P02', '22007', '22008', '54000']);
/** foreign_key_violation: the request named a record that does not exist */
const MISSING_REFERENCE = '23503';

/** The SQLSTATE of a database error, looking through the query builder's wrapper. */
export function sqlState(err: unknown): string | undefined {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth += 1
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export const isBadInputFromDatabase = (err: unknown) => BAD_INPUT_CODES.has(sqlState(err) ?? '');

/** A write naming a record that does not exist (a school id no school has): 404 like any missing record. */
export const isMissingReference = (err: unknown) => sqlState(err) === MISSING_REFERENCE;

export const BAD_INPUT_MESSAGE = REQUEST_MESSAGES.outOfRange;
