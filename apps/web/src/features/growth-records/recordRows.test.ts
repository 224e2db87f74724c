import { GROWTH_TEMPLATE_MESSAGES as GT, type TRecordRow, TypeNum } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import {
  editorWidth,
  firstMissing,
  previewHref,
  readRecordInfo,
  recordHref,
  rowActions,
  rowTitles,
  rowWhen,
} from './recordRows';

describe('the record list rules (screen 10)', () => {
  it('G04: the cover is 封面, the other rows are numbered by position', () => {
    expect(
      rowTitles([
        { Type: TypeNum.cover, Title: '我的封面' },
        { Type: TypeNum.catalogue, Title: '目录' },
        { Type: TypeNum.plate, Title: '我的家' },
      ]),
    ).toEqual(['封面', '1. 目录', '2. 我的家']);
  });

  it('G06: 去记录, 修改 and 查看 by IsWrite and Status', () => {
    expect(rowActions({ IsWrite: 1, Status: 0 })).toEqual(['write']);
    expect(rowActions({ IsWrite: 1, Status: 1 })).toEqual(['modify', 'view']);
    expect(rowActions({ IsWrite: 0, Status: 1 })).toEqual(['view']);
    expect(rowActions({ IsWrite: 0, Status: 0 })).toEqual([]);
  });

  it('G08: 80% for types 4, 5, 11, 12; 800 px otherwise', () => {
    expect([4, 5, 11, 12].map(editorWidth)).toEqual(['80%', '80%', '80%', '80%']);
    expect([1, 2, 6, 7, 8, 9, 10, 13].map(editorWidth).every((w) => w === 800)).toBe(true);
  });

  it('G03: the term for type 4, the date for type 5', () => {
    const row = { CycleName: '第一学期', Time: '2027-03-01', TimeCopy: '3月' };
    expect(rowWhen({ ...row, Type: 4 })).toBe('第一学期');
    expect(rowWhen({ ...row, Type: 5 })).toBe('2027-03-01');
    expect(rowWhen({ ...row, Type: 6 })).toBe('');
  });
});

describe('links', () => {
  const info = {
    CustomerId: 7,
    StudentName: '李想',
    TeacherId: 3,
    TempId: 9,
    TempType: 1,
    CycleId: 2,
    CycleName: '第一学期',
    StudyYearId: 1,
    GradeName: '小班',
    ClassName: '小一班',
  };

  it('G01: the info JSON goes out and comes back; a broken one is null', () => {
    const href = recordHref(info);
    expect(href.startsWith('/record?info=')).toBe(true);
    expect(readRecordInfo(href.slice('/record'.length))).toEqual(info);
    expect(readRecordInfo('?info=%7Bbroken')).toBeNull();
    expect(readRecordInfo('?info=%7B%7D')).toBeNull();
    expect(readRecordInfo('')).toBeNull();
  });

  it('G07, G42: 查看 opens the report in preview mode with the preview fields', () => {
    const href = previewHref({ Id: 5, Title: '我的家' } as TRecordRow, {
      studentId: 7,
      studentName: '李想',
      tempType: 1,
      cycleName: '第一学期',
      gradeName: '小班',
      className: '小一班',
    });
    const parsed = JSON.parse(new URLSearchParams(href.split('?')[1]).get('info')!);
    expect(href.startsWith('/growingFootprintReport?info=')).toBe(true);
    expect(parsed).toEqual({
      isPreview: true,
      Id: 5,
      CustomerId: 7,
      TempType: 1,
      CycleName: '第一学期',
      GradeName: '小班',
      ClassName: '小一班',
      StudentName: '李想',
      Title: '我的家',
    });
  });
});

describe('G12: the add dialog checks in F22’s order', () => {
  it('names the first missing field', () => {
    expect(firstMissing({})).toBe(GT.typeRequired);
    expect(firstMissing({ type: 6, title: ' ' })).toBe(GT.titleRequired);
    expect(firstMissing({ type: 4, title: '观察' })).toBe(GT.cycleRequired);
    expect(firstMissing({ type: 5, title: '观察' })).toBe(GT.timeRequired);
    expect(firstMissing({ type: 5, title: '观察', time: '2027-03-01' })).toBe(GT.operatorRequired);
    expect(firstMissing({ type: 6, title: '一页', operator: 1 })).toBeNull();
  });
});
