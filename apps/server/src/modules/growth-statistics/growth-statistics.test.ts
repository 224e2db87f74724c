import { API, HTTP_MESSAGES, GROWTH_TEMPLATE_MESSAGES as M, type TEndpoint, TypeNum } from '@kg/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { growthFixtures } from '../growth-observations/test-support';

const h = useHarness();
const g = growthFixtures(h);
let admin: string;
let teacher: string;
let district: string;
let rainbow: string;

type TTemplate = Awaited<ReturnType<typeof g.template>>;
type TModule = Awaited<ReturnType<typeof g.module>>;
let ours: TTemplate;
let theirs: TTemplate;
let monthly: TModule;
let pointIds: number[];
let one: Awaited<ReturnType<typeof g.classNamed>>;
let two: Awaited<ReturnType<typeof g.classNamed>>;
let small: Awaited<ReturnType<typeof g.classNamed>>;
let rainbowClass: Awaited<ReturnType<typeof g.classNamed>>;

beforeAll(async () => {
  [admin, teacher, district, rainbow] = (await Promise.all(
    ['admin', 'teacher', 'district', 'rainbow'].map((name) => h.login(name)),
  )) as [string, string, string, string];
  const sunshine = await g.sunshine();
  ours = await g.template(sunshine, '中班', 1);
  theirs = await g.template(await g.rainbow(), '大班', 1);
  one = await g.classNamed(sunshine, '中一班');
  two = await g.classNamed(sunshine, '中二班');
  small = await g.classNamed(sunshine, '小一班');
  rainbowClass = await g.classNamed(await g.rainbow(), '大一班');

  monthly = await g.module(ours, TypeNum.monthlyObservation, { title: '十月观察', time: '2026-10-01' });
  // orderSort puts 语言 between two 健康 points: the table follows the log sheet's grouping.
  const pts = await g.points(monthly, [
    ['健康', '身心状况', '情绪安定愉快'],
    ['语言', '倾听', '能安静地听别人讲话'],
    ['健康', '身心状况', '能适应集体生活'],
    ['健康', '动作发展', '能单脚跳'],
  ]);
  // p1 情绪安定愉快, p2 能适应集体生活, p3 能单脚跳, p4 能安静地听别人讲话 (sheet order)
  pointIds = [pts[0]!.id, pts[2]!.id, pts[3]!.id, pts[1]!.id];
  const [p1, p2, p3, p4] = pointIds as [number, number, number, number];
  // 中一班: two finished records and a draft
  await g.record(monthly, {
    studentId: one.children[0]!,
    classId: one.id,
    status: 1,
    marks: { [p1]: 1, [p2]: 2, [p3]: 3, [p4]: 1 },
  });
  await g.record(monthly, {
    studentId: one.children[1]!,
    classId: one.id,
    status: 1,
    marks: { [p1]: 1, [p2]: 1, [p3]: 2 },
  });
  await g.record(monthly, {
    studentId: one.children[2]!,
    classId: one.id,
    status: 0,
    marks: { [p1]: 3, [p2]: 3, [p3]: 3, [p4]: 3 },
  });
  // 中二班: one finished record, one draft
  await g.record(monthly, {
    studentId: two.children[0]!,
    classId: two.id,
    status: 1,
    marks: { [p1]: 2, [p4]: 3 },
  });
  await g.record(monthly, { studentId: two.children[1]!, classId: two.id, status: 0, marks: { [p1]: 1 } });
  // another type 5 module of the same template: its records are not this table's
  const otherMonth = await g.module(ours, TypeNum.monthlyObservation, {
    title: '十一月观察',
    time: '2026-11-01',
  });
  const [q] = await g.points(otherMonth, [['健康', '身心状况', '情绪安定愉快']]);
  await g.record(otherMonth, {
    studentId: one.children[0]!,
    classId: one.id,
    status: 1,
    marks: { [q!.id]: 1 },
  });
});

const tableOf = (v: Record<string, string | number>, token = admin) =>
  h.call(API.growthStatistics.table, v, token);
const exportOf = (v: Record<string, string | number>, token = admin) =>
  h.call(API.growthStatistics.exportTable, v, token);
const of = (m: { id: number; templateId: number }, ClassId = 0) => ({
  TempId: m.templateId,
  TempDetailId: m.id,
  CycleId: 0,
  StudyYearId: 0,
  ClassId,
  ClassName: '',
});
const row = (i: number, names: [string, string, string], counts: [number, number, number]) => ({
  PointId: pointIds[i],
  OneName: names[0],
  TwoName: names[1],
  ThreeName: names[2],
  Often: counts[0],
  Sometimes: counts[1],
  Never: counts[2],
});
const N1: [string, string, string] = ['健康', '身心状况', '情绪安定愉快'];
const N2: [string, string, string] = ['健康', '身心状况', '能适应集体生活'];
const N3: [string, string, string] = ['健康', '动作发展', '能单脚跳'];
const N4: [string, string, string] = ['语言', '倾听', '能安静地听别人讲话'];

describe('access', () => {
  const routes: Array<[TEndpoint, unknown]> = [
    [API.growthStatistics.table, { TempId: 1, TempDetailId: 1 }],
    [API.growthStatistics.exportTable, { TempId: 1, TempDetailId: 1 }],
  ];
  itGuards(h, routes, () => teacher);
  it.each(routes.map(([endpoint, input]) => [endpoint.path, endpoint, input] as const))(
    '%s: the district account gets 403',
    async (_path, endpoint, input) => {
      const res = await h.call(endpoint, input, district);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(HTTP_MESSAGES[403]);
    },
  );
});

describe('GetTableByGrowDetail (F47, F50)', () => {
  it('ClassId 0: every class of the grade, finished records only, every point in sheet order', async () => {
    const res = await tableOf(of(monthly));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      msg: '获取成功',
      response: {
        Title: '十月观察',
        RecordCount: 3,
        Rows: [row(0, N1, [2, 1, 0]), row(1, N2, [1, 1, 0]), row(2, N3, [0, 1, 1]), row(3, N4, [1, 0, 1])],
      },
    });
  });

  it('one class: only its finished records', async () => {
    const first = (await tableOf(of(monthly, one.id))).json().response;
    expect(first.RecordCount).toBe(2);
    expect(first.Rows).toEqual([
      row(0, N1, [2, 0, 0]),
      row(1, N2, [1, 1, 0]),
      row(2, N3, [0, 1, 1]),
      row(3, N4, [1, 0, 0]),
    ]);
    const second = (await tableOf(of(monthly, two.id))).json().response;
    expect(second.RecordCount).toBe(1);
    expect(second.Rows).toEqual([
      row(0, N1, [0, 1, 0]),
      row(1, N2, [0, 0, 0]),
      row(2, N3, [0, 0, 0]),
      row(3, N4, [0, 0, 1]),
    ]);
  });

  it('a module without records or points answers zeros, or no rows', async () => {
    const fresh = await g.module(ours, TypeNum.monthlyObservation, { title: '空的' });
    const [p] = await g.points(fresh, [['健康', '身心状况', '情绪安定愉快']]);
    expect((await tableOf(of(fresh))).json().response).toEqual({
      Title: '空的',
      RecordCount: 0,
      Rows: [
        {
          PointId: p!.id,
          OneName: '健康',
          TwoName: '身心状况',
          ThreeName: '情绪安定愉快',
          Often: 0,
          Sometimes: 0,
          Never: 0,
        },
      ],
    });
    const bare = await g.module(ours, TypeNum.monthlyObservation, { title: '没有观察点' });
    expect((await tableOf(of(bare))).json().response).toEqual({
      Title: '没有观察点',
      RecordCount: 0,
      Rows: [],
    });
  });

  it.each([TypeNum.termObservation, TypeNum.rating, TypeNum.cover])(
    'type %i: 400 该模块没有观察记录表',
    async (type) => {
      const m = await g.module(ours, type);
      const res = await tableOf(of(m));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        msg: M.noLogSheet,
        code: 'growthTemplates.noLogSheet',
        response: null,
      });
    },
  );

  it('answers 404 for a class of another grade, of another school, or unknown', async () => {
    for (const classId of [small.id, rainbowClass.id, 999_999]) {
      const res = await tableOf(of(monthly, classId));
      expect(res.statusCode, String(classId)).toBe(404);
      expect(res.json().msg).toBe('数据不存在或已被删除');
    }
  });

  it("answers 404 for a module of another template, another school's module, an unknown one", async () => {
    const foreign = await g.module(theirs, TypeNum.monthlyObservation);
    expect((await tableOf({ ...of(monthly), TempId: theirs.id })).statusCode).toBe(404);
    expect((await tableOf(of(foreign))).statusCode).toBe(404);
    expect((await tableOf(of(foreign), rainbow)).statusCode).toBe(200);
    expect((await tableOf({ ...of(monthly), TempDetailId: 999_999 })).statusCode).toBe(404);
  });

  it('refuses a query without TempId or TempDetailId', async () => {
    expect((await h.call(API.growthStatistics.table, { TempDetailId: monthly.id }, admin)).statusCode).toBe(
      400,
    );
    expect((await h.call(API.growthStatistics.table, { TempId: ours.id }, admin)).statusCode).toBe(400);
  });
});

async function sheetOf(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ExcelJS.Buffer);
  return book.worksheets[0]!;
}
const values = (sheet: ExcelJS.Worksheet, r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
const merges = (sheet: ExcelJS.Worksheet) =>
  [...(sheet.model as unknown as { merges: string[] }).merges].sort();

describe('Export_GetTableByGrowDetail (F48, F51)', () => {
  it('one class: a real .xlsx named after grade, class and module, with title, header and counts', async () => {
    const res = await exportOf({
      ...of(monthly, one.id),
      GradeName: '伪造',
      ClassName: '伪造',
      Title: '伪造',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="observation-statistics.xlsx"; filename*=UTF-8''${encodeURIComponent('中班中一班_十月观察_观察统计.xlsx')}`,
    );
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.getCell('A1').value).toBe('中班中一班 十月观察（10月） 典型行为观察统计');
    expect(sheet.getCell('A2').value).toBe('已完成记录：2 份');
    expect(values(sheet, 3)).toEqual(['维度', '要素', '观察点', '经常', '偶尔', '从未']);
    expect(values(sheet, 4)).toEqual(['健康', '身心状况', '情绪安定愉快', 2, 0, 0]);
    expect(values(sheet, 5)).toEqual(['健康', '身心状况', '能适应集体生活', 1, 1, 0]);
    expect(values(sheet, 6)).toEqual(['健康', '动作发展', '能单脚跳', 0, 1, 1]);
    expect(values(sheet, 7)).toEqual(['语言', '倾听', '能安静地听别人讲话', 1, 0, 0]);
    expect(sheet.rowCount).toBe(7);
    expect(merges(sheet)).toEqual(['A1:F1', 'A2:F2', 'A4:A6', 'B4:B5'].sort());
    expect(sheet.getCell('A5').isMerged).toBe(true);
    expect(sheet.getCell('A5').master.address).toBe('A4');
    expect(sheet.getCell('B6').isMerged).toBe(false);
    expect(sheet.getCell('C5').border?.left?.style).toBe('thin');
    expect(sheet.getColumn(3).width).toBeGreaterThan(sheet.getColumn(4).width!);
  });

  it('ClassId 0: every class, named after the grade', async () => {
    const res = await exportOf(of(monthly));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('中班_十月观察_观察统计.xlsx'));
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.getCell('A1').value).toBe('中班 十月观察（10月） 典型行为观察统计');
    expect(sheet.getCell('A2').value).toBe('已完成记录：3 份');
    expect(values(sheet, 4)).toEqual(['健康', '身心状况', '情绪安定愉快', 2, 1, 0]);
    expect(values(sheet, 7)).toEqual(['语言', '倾听', '能安静地听别人讲话', 1, 0, 1]);
  });

  it('merges only runs: one dimension of single elements, and an element name shared by two dimensions', async () => {
    const m = await g.module(ours, TypeNum.monthlyObservation, { title: '合并' });
    await g.points(m, [
      ['健康', '习惯', 'a'],
      ['健康', '习惯', 'b'],
      ['社会', '习惯', 'c'],
      ['社会', '交往', 'd'],
      ['艺术', '表现', 'e'],
    ]);
    const sheet = await sheetOf((await exportOf(of(m))).rawPayload);
    expect(merges(sheet)).toEqual(['A1:F1', 'A2:F2', 'A4:A5', 'A6:A7', 'B4:B5'].sort());
  });

  it('an empty sheet still has title and header', async () => {
    const m = await g.module(ours, TypeNum.monthlyObservation, { title: '空表' });
    const sheet = await sheetOf((await exportOf(of(m))).rawPayload);
    expect(values(sheet, 3)).toEqual(['维度', '要素', '观察点', '经常', '偶尔', '从未']);
    expect(sheet.rowCount).toBe(3);
  });

  it('refusals answer JSON: 404 for another school or class, 400 for a module without statistics', async () => {
    const foreign = await g.module(theirs, TypeNum.monthlyObservation);
    const notFound = await exportOf(of(foreign));
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['content-type']).toContain('application/json');
    expect(notFound.json()).toEqual({
      success: false,
      msg: '数据不存在或已被删除',
      code: 'request.notFound',
      response: null,
    });
    expect((await exportOf(of(monthly, small.id))).statusCode).toBe(404);
    const term = await g.module(ours, TypeNum.termObservation);
    const wrong = await exportOf(of(term));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe(M.noLogSheet);
  });
});
