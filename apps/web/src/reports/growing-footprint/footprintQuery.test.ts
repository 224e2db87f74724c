import { describe, expect, it } from 'vitest';
import { readFootprintQuery } from './footprintQuery';

const search = (query: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  );

const normal = {
  TeacherId: 0,
  TempId: 7,
  CustomerId: 12,
  TempType: 1,
  CycleName: '上学期',
  Title: '成长档案',
};

describe('reading /growingFootprintReport’s query (G41-G45)', () => {
  it('reads the normal-mode info and asks for exactly the data the PDF engine grants', () => {
    const state = readFootprintQuery(search({ info: normal }));
    expect(state).toMatchObject({
      preview: false,
      limit: false,
      auto: false,
      info: { CustomerId: 12, Title: '成长档案' },
    });
    expect(state?.dataQuery).toEqual({
      StudentId: '12',
      TempId: '7',
      TeacherId: '0',
      IsWeb: '1',
      Id: '0',
      limit: 'false',
    });
  });

  it('reads the preview-mode info: the one record (Id) of the child', () => {
    const info = {
      isPreview: true,
      Id: 55,
      CustomerId: 12,
      TempType: 1,
      CycleName: '上学期',
      GradeName: '小班',
      ClassName: '小一班',
      StudentName: '李小米',
      Title: '学期观察',
    };
    const state = readFootprintQuery(search({ info }));
    expect(state).toMatchObject({ preview: true, info: { StudentName: '李小米' } });
    expect(state?.dataQuery).toMatchObject({ Id: '55', TempId: '0' });
  });

  it('reads limit as a boolean (G44)', () => {
    for (const [value, expected] of [
      ['true', true],
      ['1', true],
      ['false', false],
      ['0', false],
      ['yes', false],
    ] as const) {
      const state = readFootprintQuery(search({ info: normal, limit: value }));
      expect(state?.limit, value).toBe(expected);
      expect(state?.dataQuery.limit).toBe(expected ? 'true' : 'false');
    }
  });

  it('turns auto mode on with Type 1 at the top level or inside info (DECISIONS 16)', () => {
    expect(readFootprintQuery(search({ info: normal, Type: '1' }))?.auto).toBe(true);
    expect(readFootprintQuery(search({ info: { ...normal, Type: 1 } }))?.auto).toBe(true);
    expect(readFootprintQuery(search({ info: normal, Type: '2' }))?.auto).toBe(false);
  });

  it('answers null for a missing or broken info (the page then says 链接参数不完整)', () => {
    expect(readFootprintQuery(new URLSearchParams())).toBeNull();
    expect(readFootprintQuery(new URLSearchParams({ info: '{not json' }))).toBeNull();
    expect(readFootprintQuery(search({ info: { TempId: 7 } }))).toBeNull();
    expect(readFootprintQuery(search({ info: { ...normal, CustomerId: 'abc' } }))).toBeNull();
  });
});
