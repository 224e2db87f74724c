import {
  API,
  TERM_REPORT_MESSAGES as M,
  TermLevel,
  type TRecordRow,
  type TTermReport,
  TypeNum,
} from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { cycles } from '../../db/schema';
import { demoSetting, recordsOf, rowOfType, save, scoredSheet } from '../growth-records/test-support';
import { type TTermWorld, termWorld } from './test-support';

const h = useHarness();
const E = API.termReports;
let w: TTermWorld;
let tempId: number;
let openTerm: number;
let rainbowTerm: number;

beforeAll(async () => {
  w = await termWorld(h);
  ({ openTerm, rainbowTerm } = w);
  tempId = (await demoSetting(h, w.teacher)).tempId;
});

const ask = (query: Record<string, unknown>, token = w.teacher) => h.call(E.report, query, token);

async function reportOf(studentId: number, token = w.teacher, cycleId = openTerm) {
  const res = await ask({ CycleId: cycleId, StudentId: studentId }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TTermReport;
}

/** The child's term observation of the open term, finished with the stars `value` gives each point. */
async function observe(studentId: number, value: (i: number) => number) {
  const records = await recordsOf(h, w.teacher, studentId, tempId);
  const [term] = await h.db.select().from(cycles).where(eq(cycles.id, openTerm));
  const row: TRecordRow =
    records.List.find((r) => r.Type === TypeNum.termObservation && r.CycleName === term!.name) ??
    rowOfType(records, TypeNum.termObservation);
  const res = await save(h, w.teacher, {
    tempId,
    row,
    studentId,
    answer: {
      dimensions: scoredSheet(row, value),
      cycleWrites: [{ Title: '故事描述', Desc: '在建构区搭了高楼。' }],
    },
    status: 1,
  });
  expect(res.statusCode, res.body).toBe(200);
  return row;
}

const observationItems = (report: TTermReport) =>
  report.domains.flatMap((d) => d.table.flatMap((c) => c.data)).filter((i) => i.Source === 'observation');
/** The chart's count of a level in a domain, this term (the last x). */
const countOf = (report: TTermReport, domain: string, levelName: string) =>
  report.domains
    .find((d) => d.Name === domain)!
    .Series.find((s) => s.name === levelName)!
    .data.at(-1)!;

describe('access (screen 13)', () => {
  itGuards(
    h,
    [
      [E.report, { CycleId: 1, StudentId: 1 }],
      [E.saveMessage, { CycleId: 1, StudentId: 1, Content: '' }],
      [
        E.saveChildAdvice,
        { CycleId: 1, StudentId: 1, Dimension: '健康', Element: '身心状况', Point: '', Advice: '' },
      ],
    ],
    () => w.doctor,
  );

  it("another school's child or term, and a teacher's other class, answer 404 to reads and writes", async () => {
    const message = (StudentId: number, CycleId = openTerm) =>
      h.call(E.saveMessage, { StudentId, CycleId, Content: '你好' }, w.teacher);
    const advice = (StudentId: number, CycleId = openTerm) =>
      h.call(
        E.saveChildAdvice,
        { StudentId, CycleId, Dimension: '健康', Element: '身心状况', Point: '', Advice: '多陪孩子运动' },
        w.teacher,
      );
    for (const [student, cycle] of [
      [w.foreign, openTerm],
      [w.mine[0]!, rainbowTerm],
      [w.middle, openTerm],
    ] as const) {
      expect((await ask({ CycleId: cycle, StudentId: student })).statusCode).toBe(404);
      expect((await message(student, cycle)).statusCode).toBe(404);
      expect((await advice(student, cycle)).statusCode).toBe(404);
    }
    // the 园长 sees the whole school
    expect((await reportOf(w.middle, w.admin)).StudentId).toBe(w.middle);
  });
});

describe('I02: the query and the writes are checked', () => {
  it.each([
    [{ StudentId: 1 }, M.cycleRequired],
    [{ CycleId: 0, StudentId: 1 }, M.cycleRequired],
    [{ CycleId: 'x', StudentId: 1 }, M.cycleRequired],
    [{ CycleId: 1 }, M.studentRequired],
    [{ CycleId: 1, StudentId: -2 }, M.studentRequired],
  ])('report %j is refused with its message', async (query, message) => {
    const res = await ask(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toBe(message);
  });

  it.each([
    [E.saveMessage, { Content: 'x'.repeat(501) }, M.messageTooLong],
    [E.saveMessage, { Content: '' }, null],
    [E.saveChildAdvice, { Dimension: '', Element: '身心状况', Point: '', Advice: '' }, M.pointRequired],
    [E.saveChildAdvice, { Dimension: '健康', Element: ' ', Point: '', Advice: '' }, M.pointRequired],
    [
      E.saveChildAdvice,
      { Dimension: '健康', Element: '身心状况', Point: 'x'.repeat(101), Advice: '' },
      M.pointRequired,
    ],
    [
      E.saveChildAdvice,
      { Dimension: '健康', Element: '身心状况', Point: '', Advice: '建'.repeat(501) },
      M.adviceTooLong,
    ],
  ])('%#: a write with %j answers its message', async (endpoint, body, message) => {
    const res = await h.call(endpoint, { StudentId: w.mine[0], CycleId: openTerm, ...body }, w.teacher);
    if (message === null) {
      expect(res.statusCode, res.body).toBe(200);
      return;
    }
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toBe(message);
  });
});

describe('I07 I09 I17, DECISIONS 45: the report is computed from the term observation', () => {
  it('levels, colours and the chart follow the stars; a changed star moves the count', async () => {
    const child = w.mine[3]!;
    // 1, 2, 3, 0 stars in turn: every level and not observed
    await observe(child, (i) => (i % 4 === 3 ? 0 : (i % 4) + 1));
    const report = await reportOf(child);
    expect(report.IsBaby).toBe(false);
    expect(report.Legend.map((l) => [l.Name, l.Color])).toEqual([
      ['加油', '#F56C6C'],
      ['突出', '#409EFF'],
      ['真棒', '#67C23A'],
    ]);
    const items = observationItems(report);
    expect(items.length).toBeGreaterThan(8);
    items.forEach((item, i) => {
      const stars = i % 4 === 3 ? 0 : (i % 4) + 1;
      expect(item.Level).toBe(stars);
      expect(item.Iscolor).toBe(stars > 0);
      expect(item.Color).toBe(['', '#F56C6C', '#409EFF', '#67C23A'][stars]);
      // 教育建议 for the red items only, from the product's library
      if (stars === 1) expect(item.InterveneContent.length).toBeGreaterThan(20);
      else expect(item.InterveneContent).toBe('');
    });
    const health = report.domains.find((d) => d.Name === '健康')!;
    const healthLevels = health.table.flatMap((c) => c.data).filter((i) => i.Source === 'observation');
    expect(health.Legend_data).toEqual(['加油', '突出', '真棒']);
    expect(health.Xaxis_data.at(-1)).toBe(report.CycleName);
    const red = healthLevels.filter((i) => i.Level === TermLevel.keepTrying).length;
    const themeRed = health.table
      .flatMap((c) => c.data)
      .filter((i) => i.Source === 'theme' && i.Level === 1).length;
    expect(countOf(report, '健康', '加油')).toBe(red + themeRed);
    // not observed is counted nowhere
    const counted = health.Series.reduce((sum, s) => sum + s.data.at(-1)!, 0);
    expect(counted).toBe(health.table.flatMap((c) => c.data).filter((i) => i.Iscolor).length);
    expect(health.Observed).toBe(counted);

    // the first point of 健康 goes from 1 star to 3: 加油 one less, 真棒 one more
    await observe(child, (i) => (i === 0 ? 3 : i % 4 === 3 ? 0 : (i % 4) + 1));
    const after = await reportOf(child);
    expect(countOf(after, '健康', '加油')).toBe(countOf(report, '健康', '加油') - 1);
    expect(countOf(after, '健康', '真棒')).toBe(countOf(report, '健康', '真棒') + 1);
    expect(observationItems(after)[0]!.Level).toBe(TermLevel.great);
  });

  it('a child without a term observation gets every domain of the framework, nothing observed', async () => {
    const report = await reportOf(w.middle, w.admin);
    expect(report.domains.map((d) => d.Name)).toEqual(['健康', '语言', '社会', '科学', '艺术']);
    const items = observationItems(report);
    expect(items.length).toBeGreaterThan(20);
    expect(
      items.every((i) => i.Level === 0 && !i.Iscolor && i.Color === '' && i.InterveneContent === ''),
    ).toBe(true);
  });
});

describe('老师寄语', () => {
  it('is saved, shown with its writer, and a save from a stale copy answers 409', async () => {
    const child = w.mine[4]!;
    expect((await reportOf(child)).TeacherMessage).toBe('');
    const first = await h.call(
      E.saveMessage,
      { StudentId: child, CycleId: openTerm, Content: '本学期你学会了自己穿衣服，真棒！', UpdatedAt: null },
      w.teacher,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().msg).toBe('保存成功');
    const report = await reportOf(child);
    expect(report.TeacherMessage).toBe('本学期你学会了自己穿衣服，真棒！');
    expect(report.TeacherMessageBy).not.toBe('');
    expect(report.TeacherMessageUpdatedAt).toBe(first.json().response.UpdatedAt);

    // someone who opened it before the first save (no copy then) is refused, and nothing changes
    const stale = await h.call(
      E.saveMessage,
      { StudentId: child, CycleId: openTerm, Content: '另一段话', UpdatedAt: null },
      w.admin,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toContain('刚刚修改了老师寄语');
    expect((await reportOf(child)).TeacherMessage).toBe('本学期你学会了自己穿衣服，真棒！');

    const next = await h.call(
      E.saveMessage,
      { StudentId: child, CycleId: openTerm, Content: '继续加油', UpdatedAt: report.TeacherMessageUpdatedAt },
      w.admin,
    );
    expect(next.statusCode, next.body).toBe(200);
    expect((await reportOf(child)).TeacherMessage).toBe('继续加油');
  });
});

describe('教育建议', () => {
  it("a teacher's advice for one child replaces the library's for that item; empty goes back", async () => {
    const child = w.mine[5]!;
    await observe(child, () => 1);
    const report = await reportOf(child);
    const domain = report.domains[0]!;
    const category = domain.table[0]!;
    const item = category.data[0]!;
    const library = item.InterveneContent;
    expect(library).not.toBe('');
    const body = {
      StudentId: child,
      CycleId: openTerm,
      Dimension: domain.Name,
      Element: category.CategoryName,
      Point: item.Point,
    };
    const set = await h.call(E.saveChildAdvice, { ...body, Advice: '每天和孩子一起散步十分钟。' }, w.teacher);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().response).toEqual({ Advice: '每天和孩子一起散步十分钟。', AdviceAdjusted: true });
    const adjusted = (await reportOf(child)).domains[0]!.table[0]!.data[0]!;
    expect(adjusted.InterveneContent).toBe('每天和孩子一起散步十分钟。');
    expect(adjusted.AdviceAdjusted).toBe(true);
    // another child keeps the library's
    const sibling = w.mine[6]!;
    await observe(sibling, () => 1);
    expect((await reportOf(sibling)).domains[0]!.table[0]!.data[0]!.InterveneContent).toBe(library);

    const reset = await h.call(E.saveChildAdvice, { ...body, Advice: '' }, w.teacher);
    expect(reset.json().response).toEqual({ Advice: library, AdviceAdjusted: false });
    expect((await reportOf(child)).domains[0]!.table[0]!.data[0]!.InterveneContent).toBe(library);
  });
});
