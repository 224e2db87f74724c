import { REPORT_ROUTES, type THubStudent, type TReportHub } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { hubBatch, hubColumns, reportHref } from './hub.logic';

const child = (id: number, name: string, more: Partial<THubStudent> = {}): THubStudent => ({
  StudentId: id,
  StudentName: name,
  Gender: 1,
  IsBaby: false,
  FootprintDone: 0,
  FootprintTotal: 10,
  ThemeStates: [0],
  HandbookTotal: 0,
  HandbookFinished: 0,
  HandbookIds: [],
  TermObserved: 0,
  BanksDone: 0,
  TeacherMessage: '',
  TeacherMessageUpdatedAt: null,
  ...more,
});

const hub = (students: THubStudent[], more: Partial<TReportHub> = {}): TReportHub => ({
  CycleId: 7,
  CycleName: '2026-2027学年第一学期',
  Terms: [],
  Classes: [],
  ClassId: 3,
  ClassName: '小一班',
  GradeId: 2,
  GradeName: '小班',
  StudyYearName: '2026-2027学年',
  SchoolName: '阳光幼儿园',
  TempId: 11,
  TempType: 1,
  Themes: [{ ThemeId: 5, ThemeMapId: 50, Title: '秋天来了' }],
  BankCount: 2,
  Students: students,
  ...more,
});

describe('the hub columns', () => {
  it('are 成长足迹 (with a template), each theme, 成长手册, 学期评价报告 and the parent edition', () => {
    expect(hubColumns(hub([])).map((c) => c.kind)).toEqual([
      'footprint',
      'theme',
      'handbook',
      'term',
      'parent',
    ]);
    expect(hubColumns(hub([], { TempId: 0, Themes: [] })).map((c) => c.kind)).toEqual([
      'handbook',
      'term',
      'parent',
    ]);
    // a 托班 class opens the nursery routes
    const nursery = hub([child(1, '甲', { IsBaby: true })]);
    expect(
      hubColumns(nursery)
        .slice(-2)
        .map((c) => c.route),
    ).toEqual([REPORT_ROUTES.termReportBaby, REPORT_ROUTES.parentHandbookBaby]);
    expect(hubColumns(hub([])).at(-1)!.suffix).toBe('成长档案');
  });

  it('link each child to the report, none where there is nothing to open', () => {
    const h = hub([
      child(1, '甲'),
      child(2, '乙', { ThemeStates: [2], HandbookIds: [8, 9], HandbookFinished: 2 }),
    ]);
    const [footprint, theme, handbook, term, parent] = hubColumns(h);
    const [a, b] = h.Students;
    expect(reportHref(footprint!, a!, h, 4)).toContain(`${REPORT_ROUTES.growingFootprint}?info=`);
    expect(reportHref(theme!, a!, h, 4)).toBeNull();
    expect(reportHref(theme!, b!, h, 4)).toContain('ThemeMapId=50');
    expect(reportHref(handbook!, a!, h, 4)).toBeNull();
    expect(reportHref(handbook!, b!, h, 4)).toContain(encodeURIComponent('[8,9]'));
    const link = new URL(reportHref(term!, a!, h, 4)!, 'http://x');
    expect(link.pathname).toBe(REPORT_ROUTES.termReport);
    expect(JSON.parse(link.searchParams.get('dataInfo')!)).toMatchObject({
      CycleId: 7,
      StudentId: 1,
      StudentName: '甲',
    });
    // H42: the parent edition's dataInfo names the grade and class too
    const parentLink = new URL(reportHref(parent!, a!, h, 4)!, 'http://x');
    expect(parentLink.pathname).toBe(REPORT_ROUTES.parentHandbook);
    expect(JSON.parse(parentLink.searchParams.get('dataInfo')!)).toMatchObject({
      CycleId: 7,
      StudentId: 1,
      GradeName: '小班',
      ClassName: '小一班',
      IsBaby: false,
    });
  });
});

describe('a column printed for the class', () => {
  it('prints every child with something to print, names the skipped and those with pages lacking data', () => {
    const h = hub([
      child(1, '甲', { ThemeStates: [2] }),
      child(2, '乙', { ThemeStates: [1] }),
      child(3, '丙'),
      child(4, '甲', { TermObserved: 1, TeacherMessage: '好' }),
    ]);
    const [, theme, , term] = hubColumns(h);
    const themes = hubBatch(theme!, h, 4);
    expect(themes.items.map((i) => i.label)).toEqual(['甲', '乙']);
    expect(themes.items[0]!.query).toEqual({ ThemeId: 5, CustomerId: 1, ThemeMapId: 50 });
    expect(themes.skipped).toEqual(['丙', '甲']);
    expect(themes.partial).toEqual(['乙']);
    const terms = hubBatch(term!, h, 4);
    expect(terms.items).toHaveLength(4);
    // two children called 甲 get two files
    expect(new Set(terms.items.map((i) => i.name)).size).toBe(4);
    expect(terms.partial).toEqual(['甲', '乙', '丙']);
    expect(JSON.parse(String(terms.items[3]!.query.dataInfo))).toMatchObject({ CycleId: 7, StudentId: 4 });
  });
});
