import { REPORT_FILE_SUFFIX, reportFileName } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { batchFileName, distinctNames } from './batchNames';

type TRow = { Id: number; Name: string; Year: string };
const names = (rows: TRow[]) =>
  distinctNames(
    rows,
    (r) => r.Name,
    (r) => r.Year,
    (r) => r.Id,
  );

describe('report file names (DECISIONS section 4)', () => {
  it('is {class}_幼儿名册.pdf, with characters a file system refuses replaced', () => {
    expect(reportFileName('小一班', REPORT_FILE_SUFFIX.classRoster)).toBe('小一班_幼儿名册.pdf');
    expect(reportFileName('大/三:班', REPORT_FILE_SUFFIX.classRoster)).toBe('大_三_班_幼儿名册.pdf');
  });

  it('names a batch result after the batch, as .pdf or .zip', () => {
    expect(batchFileName('幼儿名册_30个班级', 'merged')).toBe('幼儿名册_30个班级.pdf');
    expect(batchFileName('幼儿名册_30个班级', 'zip')).toBe('幼儿名册_30个班级.zip');
    expect(batchFileName('a/b', 'zip')).toBe('a_b.zip');
  });
});

describe('distinctNames', () => {
  it('keeps names that are already distinct', () => {
    expect(
      names([
        { Id: 1, Name: '小一班', Year: '2026' },
        { Id: 2, Name: '小二班', Year: '2026' },
      ]),
    ).toEqual(['小一班', '小二班']);
  });

  it('adds the study year to classes of the same name, then the id if still equal', () => {
    expect(
      names([
        { Id: 1, Name: '小一班', Year: '2025-2026学年' },
        { Id: 2, Name: '小一班', Year: '2026-2027学年' },
        { Id: 3, Name: '中一班', Year: '2026-2027学年' },
        { Id: 4, Name: '中一班', Year: '2026-2027学年' },
      ]),
    ).toEqual([
      '小一班（2025-2026学年）',
      '小一班（2026-2027学年）',
      '中一班（2026-2027学年）_3',
      '中一班（2026-2027学年）_4',
    ]);
  });
});
