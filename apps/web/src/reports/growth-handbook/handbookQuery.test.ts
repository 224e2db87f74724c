import { describe, expect, it } from 'vitest';
import { readHandbookQuery } from './handbookQuery';

const search = (query: Record<string, string>) => new URLSearchParams(query);

describe('reading /all_result’s query (H27, H37)', () => {
  it('reads the list’s link and asks for exactly what the PDF engine grants', () => {
    const state = readHandbookQuery(
      search({ Ids: '[3,5]', type: '0', studentId: '12', StudentName: '李小米' }),
    );
    expect(state).toEqual({
      ids: [3, 5],
      studentId: 12,
      studentName: '李小米',
      auto: false,
      dataQuery: { Ids: '[3,5]', studentId: '12' },
    });
  });

  it('writes the data query the way the server’s report definition does', () => {
    // spaces, a repeated id, a comma list, a padded child id: the same call either way
    expect(readHandbookQuery(search({ Ids: '[ 5, 3, 5 ]', studentId: '012' }))?.dataQuery).toEqual({
      Ids: '[5,3]',
      studentId: '12',
    });
    expect(readHandbookQuery(search({ Ids: '3,5', studentId: '12' }))?.dataQuery.Ids).toBe('[3,5]');
    expect(readHandbookQuery(search({ Ids: '4', studentId: '12' }))?.dataQuery.Ids).toBe('[4]');
  });

  it('is auto mode with type=1 or Type=1 (H37)', () => {
    expect(readHandbookQuery(search({ Ids: '[3]', studentId: '12', type: '1' }))?.auto).toBe(true);
    expect(readHandbookQuery(search({ Ids: '[3]', studentId: '12', Type: '1' }))?.auto).toBe(true);
  });

  it('refuses ids or a child it cannot use', () => {
    expect(readHandbookQuery(search({ studentId: '12' }))).toBeNull();
    expect(readHandbookQuery(search({ Ids: '[]', studentId: '12' }))).toBeNull();
    expect(readHandbookQuery(search({ Ids: '[3,x]', studentId: '12' }))).toBeNull();
    expect(readHandbookQuery(search({ Ids: '[3', studentId: '12' }))).toBeNull();
    expect(readHandbookQuery(search({ Ids: '[1,2,3,4,5]', studentId: '12' }))).toBeNull();
    expect(readHandbookQuery(search({ Ids: '[3]' }))).toBeNull();
    expect(readHandbookQuery(search({ Ids: '[3]', studentId: '0' }))).toBeNull();
    expect(readHandbookQuery(search({ Ids: '[3]', studentId: 'abc' }))).toBeNull();
  });

  it('shows no name until the data brings one when the link has none', () => {
    expect(readHandbookQuery(search({ Ids: '[3]', studentId: '12' }))?.studentName).toBe('');
  });
});
