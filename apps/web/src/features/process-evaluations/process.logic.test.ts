import { PROCESS_PAGE_SET, ProcessPageType } from '@kg/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  deleteConfirmKey,
  handbookBatch,
  handbookHref,
  isSelectable,
  mayRetitle,
  processListHref,
  rangeText,
  readProcessInfo,
  titleForRange,
  toggleSelection,
  withoutDeleted,
} from './process.logic';

const done = (Id: number) => ({ Id, Status: 1 });
const open = (Id: number) => ({ Id, Status: 0 });

describe('the selection (H05-H07)', () => {
  it('selects finished entries only', () => {
    expect(isSelectable(done(1))).toBe(true);
    expect(isSelectable(open(1))).toBe(false);
    expect(toggleSelection([], open(7))).toEqual({ selected: [], refused: 'unfinished' });
    expect(toggleSelection([], done(7))).toEqual({ selected: [7] });
  });

  it('takes four, refuses the fifth (最多选择四个) and keeps the four', () => {
    let selected: number[] = [];
    for (const id of [1, 2, 3, 4]) {
      const step = toggleSelection(selected, done(id));
      expect(step.refused).toBeUndefined();
      selected = step.selected;
    }
    expect(selected).toEqual([1, 2, 3, 4]);
    expect(toggleSelection(selected, done(5))).toEqual({ selected: [1, 2, 3, 4], refused: 'max' });
    // Unselecting one makes room again.
    const fewer = toggleSelection(selected, done(2)).selected;
    expect(fewer).toEqual([1, 3, 4]);
    expect(toggleSelection(fewer, done(5))).toEqual({ selected: [1, 3, 4, 5] });
  });

  it('opens the handbook with Ids as a JSON list, type 0, studentId and StudentName (H09)', () => {
    const href = handbookHref({ ids: [7, 3], studentId: 12, studentName: '李 想' });
    const [path, search] = href.split('?');
    expect(path).toBe('/all_result');
    const query = new URLSearchParams(search);
    expect(JSON.parse(query.get('Ids')!)).toEqual([7, 3]);
    expect(query.get('type')).toBe('0');
    expect(query.get('studentId')).toBe('12');
    expect(query.get('StudentName')).toBe('李 想');
  });

  it('prints a class batch of the children with finished entries, names kept apart, the rest skipped', () => {
    const child = (StudentId: number, StudentName: string, HandbookIds: number[]) => ({
      StudentId,
      StudentName,
      HandbookIds,
      Photo: '',
      Gender: '女',
      IsBaby: false,
      BabyLevel: null,
      Total: HandbookIds.length,
      Finished: HandbookIds.length,
    });
    const batch = handbookBatch([child(1, '李想', [4, 9]), child(2, '王乐', []), child(3, '李想', [7])]);
    expect(batch.items).toEqual([
      {
        label: '李想',
        name: '李想_成长手册（1）',
        query: { Ids: '[4,9]', studentId: '1', StudentName: '李想' },
      },
      {
        label: '李想',
        name: '李想_成长手册（3）',
        query: { Ids: '[7]', studentId: '3', StudentName: '李想' },
      },
    ]);
    expect(batch.skipped).toEqual(['王乐']);
  });

  it('drops deleted entries from the selection (H11)', () => {
    expect(withoutDeleted([1, 2, 3], [2, 9])).toEqual([1, 3]);
  });

  it('asks 是否确认删除? for one entry and 是否继续此操作? for several', () => {
    expect(deleteConfirmKey(1)).toBe('deleteOne');
    expect(deleteConfirmKey(2)).toBe('deleteMany');
  });
});

describe('the add dialog (H10, DECISIONS 31)', () => {
  it('suggests yyyy-MM-dd至yyyy-MM-dd from the range', () => {
    expect(titleForRange([dayjs('2026-09-01'), dayjs('2026-09-30')])).toBe('2026-09-01至2026-09-30');
  });

  it('replaces only an empty or suggested title', () => {
    expect(mayRetitle(undefined, undefined)).toBe(true);
    expect(mayRetitle('  ', '2026-09-01至2026-09-30')).toBe(true);
    expect(mayRetitle('2026-09-01至2026-09-30', '2026-09-01至2026-09-30')).toBe(true);
    expect(mayRetitle('九月观察', '2026-09-01至2026-09-30')).toBe(false);
  });
});

describe('dataInfo (H01)', () => {
  const info = {
    StudentId: 12,
    StudentName: '李小米',
    CycleId: 3,
    IsBaby: false,
    BabyLevel: null,
    ClassName: '小一班',
    GradeName: '小班',
  };

  it('reads back what the class view links to, escaped once or twice', () => {
    const href = processListHref(info);
    expect(href.startsWith('/addProcessEvaluate?dataInfo=%7B')).toBe(true);
    expect(readProcessInfo(href.split('?')[1]!)).toEqual(info);
    const twice = `dataInfo=${encodeURIComponent(encodeURIComponent(JSON.stringify(info)))}`;
    expect(readProcessInfo(twice)).toEqual(info);
  });

  it('fills defaults and refuses a link without a child', () => {
    expect(readProcessInfo(`dataInfo=${encodeURIComponent('{"StudentId":"5"}')}`)).toMatchObject({
      StudentId: 5,
      CycleId: 0,
      IsBaby: false,
    });
    expect(readProcessInfo('dataInfo=%7B%7D')).toBeNull();
    expect(readProcessInfo('dataInfo=oops')).toBeNull();
    expect(readProcessInfo('')).toBeNull();
  });
});

describe('tiles', () => {
  it('shows a range, one day, or nothing', () => {
    expect(rangeText({ StartDate: '2026-09-01', EndDate: '2026-09-30' })).toBe('09-01 – 09-30');
    expect(rangeText({ StartDate: '2026-12-01', EndDate: '2027-01-15' })).toBe('2026-12-01 – 2027-01-15');
    expect(rangeText({ StartDate: '2026-09-01', EndDate: '2026-09-01' })).toBe('09-01');
    expect(rangeText({ StartDate: '', EndDate: '' })).toBe('');
  });

  it('every entry starts with the 11 page items, the back cover last', () => {
    expect(PROCESS_PAGE_SET).toHaveLength(11);
    expect(PROCESS_PAGE_SET.at(-1)?.type).toBe(ProcessPageType.plate);
  });
});
