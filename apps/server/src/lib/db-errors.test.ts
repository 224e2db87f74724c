import { describe, expect, it } from 'vitest';
import { isBadInputFromDatabase, isMissingReference, sqlState } from './db-errors';

describe('database refusals of bad input (issue 15)', () => {
  it('reads the SQLSTATE through the query builder’s wrapper', () => {
    const pg = Object.assign(new Error('value "2147483648" is out of range for type integer'), {
      code: '22003',
    });
    expect(sqlState(new Error('Failed query', { cause: pg }))).toBe('22003');
    expect(isBadInputFromDatabase(new Error('Failed query', { cause: pg }))).toBe(true);
  });

  it('knows a write naming a record that does not exist', () => {
    const pg = Object.assign(new Error('violates foreign key constraint'), { code: '23503' });
    expect(isMissingReference(new Error('Failed query', { cause: pg }))).toBe(true);
    expect(isBadInputFromDatabase(pg)).toBe(false);
  });

  it('leaves other failures to the 500 path', () => {
    expect(isBadInputFromDatabase(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isBadInputFromDatabase(Object.assign(new Error('x'), { code: 'FST_ERR_X' }))).toBe(false);
    expect(isBadInputFromDatabase(new Error('connection reset'))).toBe(false);
  });
});
