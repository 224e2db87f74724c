import type { TThemeGrid } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import {
  cellValue,
  columnGroups,
  gridBase,
  gridSaveRequest,
  pruneEdits,
  setCell,
  setColumn,
} from './grid.logic';

const column = (id: number, title: string, keyword: string, max = 3) => ({
  Eval_ThemeQuestionId: id,
  Eval_ThemeDetailId: 11,
  EvaluateTitle: title,
  KeyWord: keyword,
  Describe: `描述${id}`,
  MaxStars: max,
});
const grid: TThemeGrid = {
  ThemeId: 1,
  ThemeMapId: 2,
  Title: '秋天来了',
  ClassName: '中一班',
  GradeName: '中班',
  StudyYearName: '2026-2027',
  Columns: [
    column(1, '教师评价', '健康', 9),
    column(2, '教师评价', '语言', 9),
    column(3, '家长评价', '健康'),
  ],
  Rows: [
    {
      StudentId: 10,
      Name: '甲',
      Status: 2,
      Scores: { 1: 9, 2: 5, 3: 3 },
      UpdatedAt: '2026-11-02T00:00:00.000Z',
    },
    { StudentId: 11, Name: '乙', Status: 0, Scores: { 1: 0, 2: 0, 3: 0 }, UpdatedAt: null },
  ],
};

describe('the theme class grid', () => {
  it('keeps only the cells that differ from the server', () => {
    let edits = setCell(grid, {}, 11, 1, 7);
    expect(edits).toEqual({ 11: { 1: 7 } });
    expect(cellValue(grid, edits, 11, 1)).toBe(7);
    expect(cellValue(grid, edits, 10, 2)).toBe(5);
    edits = setCell(grid, edits, 11, 1, 0);
    expect(edits).toEqual({});
  });

  it('sets a whole column at once, keeping as edits only the children whose stars change', () => {
    const edits = setColumn(grid, setCell(grid, {}, 11, 2, 4), 1, 9);
    expect(edits).toEqual({ 11: { 1: 9, 2: 4 } });
    expect(setColumn(grid, edits, 1, 0)).toEqual({ 10: { 1: 0 }, 11: { 2: 4 } });
  });

  it('saves each changed child with every star of their row', () => {
    const edits = setCell(grid, setCell(grid, {}, 11, 3, 2), 10, 2, 6);
    expect(gridSaveRequest(grid, edits)).toEqual({
      ThemeId: 1,
      ThemeMapId: 2,
      Rows: [
        {
          CustomerId: 10,
          Scores: [
            { eval_ThemeQuestionId: 1, score: 9 },
            { eval_ThemeQuestionId: 2, score: 6 },
            { eval_ThemeQuestionId: 3, score: 3 },
          ],
        },
        {
          CustomerId: 11,
          Scores: [
            { eval_ThemeQuestionId: 1, score: 0 },
            { eval_ThemeQuestionId: 2, score: 0 },
            { eval_ThemeQuestionId: 3, score: 2 },
          ],
        },
      ],
    });
  });

  it('drops restored edits of children or descriptions no longer there, and those already saved', () => {
    expect(pruneEdits(grid, { 10: { 1: 9, 2: 4 }, 99: { 1: 3 }, 11: { 42: 1 } })).toEqual({ 10: { 2: 4 } });
  });

  it('groups the columns by entry, then keyword', () => {
    expect(
      columnGroups(grid.Columns).map((e) => [e.title, e.keywords.map((k) => [k.keyword, k.columns.length])]),
    ).toEqual([
      [
        '教师评价',
        [
          ['健康', 1],
          ['语言', 1],
        ],
      ],
      ['家长评价', [['健康', 1]]],
    ]);
  });

  it('starts a draft from the latest save of the class', () => {
    expect(gridBase(grid)).toBe('2026-11-02T00:00:00.000Z');
    expect(gridBase({ ...grid, Rows: [grid.Rows[1]!] })).toBe('');
  });
});
