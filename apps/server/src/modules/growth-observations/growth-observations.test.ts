import {
  API,
  HTTP_MESSAGES,
  LOG_SHEET_POINTS_MAX,
  GROWTH_TEMPLATE_MESSAGES as M,
  type TEndpoint,
  TypeNum,
} from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { growthLogPoints, growthRecordMarks, growthRecords } from '../../db/schema';
import { LOG_SHEET_MESSAGES } from './log-sheet';
import { growthFixtures } from './test-support';

const h = useHarness();
const g = growthFixtures(h);
let admin: string;
let teacher: string;
let district: string;
let rainbow: string;
/** a sunshine template (中班, term 1) and one of 彩虹幼儿园 (小班) */
let ours: Awaited<ReturnType<typeof g.template>>;
let theirs: Awaited<ReturnType<typeof g.template>>;

beforeAll(async () => {
  [admin, teacher, district, rainbow] = (await Promise.all(
    ['admin', 'teacher', 'district', 'rainbow'].map((name) => h.login(name)),
  )) as [string, string, string, string];
  ours = await g.template(await g.sunshine(), '中班', 1);
  theirs = await g.template(await g.rainbow(), '小班', 1);
});

/** A type 5 module with 健康/身心状况 (2 points), 健康/动作发展 (1), 语言/倾听 (1). */
async function observed(typeNum: number = TypeNum.monthlyObservation, t = ours) {
  const m = await g.module(t, typeNum);
  const pts = await g.points(m, [
    ['健康', '身心状况', '情绪安定愉快'],
    ['健康', '身心状况', '能适应集体生活'],
    ['健康', '动作发展', '能单脚跳'],
    ['语言', '倾听', '能安静地听别人讲话'],
  ]);
  return { m, pts };
}
const sheetOf = (id: number, token = admin) => h.call(API.growthObservations.logSheet, { id: id }, token);
const add = (body: object, token = admin) => h.call(API.growthObservations.addPoint, body, token);
const names = async (moduleId: number) =>
  (await g.sheetRows(moduleId)).map((r) => [r.dimension, r.element, r.name, r.orderSort]);

describe('access (every route: growthTemplateManage)', () => {
  const routes: Array<[TEndpoint, unknown]> = [
    [API.growthObservations.logSheet, { id: 1 }],
    [API.growthObservations.addPoint, { tempDetailId: 1, dimension: '健康', element: '身心', title: 'x' }],
    [API.growthObservations.updatePoint, { id: 1, title: 'x' }],
    [API.growthObservations.removePoint, { id: 1 }],
    [API.growthObservations.questions, { Id: 1 }],
    [API.growthObservations.addQuestion, { tempDetailId: 1, name: 'x' }],
    [API.growthObservations.removeQuestion, { id: 1 }],
  ];
  itGuards(h, routes, () => teacher);
  it.each(routes.map(([endpoint, input]) => [endpoint.path, endpoint, input] as const))(
    '%s: the district account gets 403 too',
    async (_path, endpoint, input) => {
      const res = await h.call(endpoint, input, district);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(HTTP_MESSAGES[403]);
    },
  );
});

describe('GetCycleWriteLogSheet (F40)', () => {
  it('answers dimension → element → points, dimensions and elements in first-appearance order', async () => {
    const m = await g.module(ours, TypeNum.termObservation);
    // orderSort 10, 20, 30, 40: 语言 comes between two 健康 points; ties go by id.
    const pts = await g.points(m, [
      ['健康', '身心状况', '情绪安定愉快'],
      ['语言', '倾听', '能安静地听别人讲话'],
      ['健康', '动作发展', '能单脚跳'],
      ['健康', '身心状况', '能适应集体生活'],
    ]);
    const res = await sheetOf(m.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      msg: '获取成功',
      response: [
        {
          Name: '健康',
          info: [
            {
              Name: '身心状况',
              info: [
                { Id: pts[0]!.id, Name: '情绪安定愉快' },
                { Id: pts[3]!.id, Name: '能适应集体生活' },
              ],
            },
            { Name: '动作发展', info: [{ Id: pts[2]!.id, Name: '能单脚跳' }] },
          ],
        },
        { Name: '语言', info: [{ Name: '倾听', info: [{ Id: pts[1]!.id, Name: '能安静地听别人讲话' }] }] },
      ],
    });
  });

  it('a type 5 module has one too; an empty sheet is []', async () => {
    const { m } = await observed();
    expect((await sheetOf(m.id)).json().response).toHaveLength(2);
    const empty = await g.module(ours, TypeNum.monthlyObservation);
    expect((await sheetOf(empty.id)).json().response).toEqual([]);
  });

  it.each([TypeNum.rating, TypeNum.plate, TypeNum.cover])(
    'type %i: 400 该模块没有观察记录表',
    async (type) => {
      const m = await g.module(ours, type);
      const res = await sheetOf(m.id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        msg: M.noLogSheet,
        code: 'growthTemplates.noLogSheet',
        response: null,
      });
    },
  );

  it("answers 404 for another school's module and an unknown id", async () => {
    const { m } = await observed(TypeNum.monthlyObservation, theirs);
    const res = await sheetOf(m.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('数据不存在或已被删除');
    expect((await sheetOf(m.id, rainbow)).statusCode).toBe(200);
    expect((await sheetOf(999_999)).statusCode).toBe(404);
  });
});

describe('AddObservationPoint (F40)', () => {
  it('adds after the last point of its element and numbers the sheet 1..n: 添加成功', async () => {
    const { m } = await observed();
    const res = await add({
      tempDetailId: m.id,
      dimension: ' 健康 ',
      element: '身心状况',
      title: ' 愿意午睡 ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: '添加成功' });
    const [row] = await h.db
      .select()
      .from(growthLogPoints)
      .where(eq(growthLogPoints.id, res.json().response.Id));
    expect(row).toMatchObject({ moduleId: m.id, dimension: '健康', element: '身心状况', name: '愿意午睡' });
    expect(await names(m.id)).toEqual([
      ['健康', '身心状况', '情绪安定愉快', 1],
      ['健康', '身心状况', '能适应集体生活', 2],
      ['健康', '身心状况', '愿意午睡', 3],
      ['健康', '动作发展', '能单脚跳', 4],
      ['语言', '倾听', '能安静地听别人讲话', 5],
    ]);
  });

  it('a new element goes after its dimension, a new dimension at the end', async () => {
    const { m } = await observed();
    expect(
      (await add({ tempDetailId: m.id, dimension: '艺术', element: '表现', title: '喜欢唱歌' })).statusCode,
    ).toBe(200);
    expect(
      (await add({ tempDetailId: m.id, dimension: '健康', element: '生活习惯', title: '饭前洗手' }))
        .statusCode,
    ).toBe(200);
    expect((await names(m.id)).map((r) => r[2])).toEqual([
      '情绪安定愉快',
      '能适应集体生活',
      '能单脚跳',
      '饭前洗手',
      '能安静地听别人讲话',
      '喜欢唱歌',
    ]);
    const sheet = (await sheetOf(m.id)).json().response;
    expect(sheet.map((d: { Name: string }) => d.Name)).toEqual(['健康', '语言', '艺术']);
  });

  it('refuses a point its element already has (该要素下已有相同的观察点); another element may have it', async () => {
    const { m } = await observed();
    const twin = await add({
      tempDetailId: m.id,
      dimension: '健康',
      element: '身心状况',
      title: '情绪安定愉快',
    });
    expect(twin.statusCode).toBe(400);
    expect(twin.json()).toEqual({
      success: false,
      msg: M.pointExists,
      code: 'growthTemplates.pointExists',
      response: null,
    });
    const other = await add({
      tempDetailId: m.id,
      dimension: '健康',
      element: '动作发展',
      title: '情绪安定愉快',
    });
    expect(other.statusCode).toBe(200);
    expect(await g.sheetRows(m.id)).toHaveLength(5);
  });

  it('lets only one of two identical points sent at once in', async () => {
    const { m } = await observed();
    const body = { tempDetailId: m.id, dimension: '社会', element: '人际交往', title: '愿意和小朋友一起玩' };
    const answers = await Promise.all([add(body), add(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().msg).toBe(M.pointExists);
    expect((await names(m.id)).filter((r) => r[2] === body.title)).toHaveLength(1);
  });

  it.each([
    ['no dimension', { dimension: undefined }, M.dimensionRequired],
    ['a blank dimension', { dimension: '  ' }, M.dimensionRequired],
    ['no element', { element: undefined }, M.elementRequired],
    ['a blank element', { element: '' }, M.elementRequired],
    ['no point', { title: undefined }, M.pointNameRequired],
    ['a blank point', { title: ' ' }, M.pointNameRequired],
    ['a point of 101 characters', { title: '长'.repeat(101) }, M.pointNameTooLong],
  ])('refuses %s with its message', async (_, over, msg) => {
    const { m } = await observed();
    const res = await add({
      tempDetailId: m.id,
      dimension: '健康',
      element: '身心状况',
      title: '新的点',
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
    expect(await g.sheetRows(m.id)).toHaveLength(4);
  });

  it('takes a point of exactly 100 characters', async () => {
    const { m } = await observed();
    const res = await add({
      tempDetailId: m.id,
      dimension: '健康',
      element: '身心状况',
      title: '长'.repeat(100),
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a module without a log sheet, and answers 404 for another school’s', async () => {
    const rating = await g.module(ours, TypeNum.rating);
    const body = { dimension: '健康', element: '身心状况', title: '新的点' };
    const wrong = await add({ tempDetailId: rating.id, ...body });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe(M.noLogSheet);
    const { m } = await observed(TypeNum.termObservation, theirs);
    expect((await add({ tempDetailId: m.id, ...body })).statusCode).toBe(404);
    expect(await g.sheetRows(m.id)).toHaveLength(4);
  });

  it(`refuses a point beyond ${LOG_SHEET_POINTS_MAX} in one sheet`, async () => {
    const m = await g.module(ours, TypeNum.monthlyObservation);
    await g.points(
      m,
      Array.from(
        { length: LOG_SHEET_POINTS_MAX },
        (_, i) => ['健康', '身心状况', `观察点${i + 1}`] as [string, string, string],
      ),
    );
    const res = await add({ tempDetailId: m.id, dimension: '健康', element: '身心状况', title: '再多一个' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(LOG_SHEET_MESSAGES.logSheetFull);
  });
});

describe('UpdateObservationPoint (F40)', () => {
  const update = (body: object, token = admin) => h.call(API.growthObservations.updatePoint, body, token);

  it('renames a point in place: 修改成功', async () => {
    const { m, pts } = await observed();
    const res = await update({ id: pts[1]!.id, title: ' 能适应幼儿园的集体生活 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: '修改成功', response: null });
    expect((await names(m.id))[1]).toEqual(['健康', '身心状况', '能适应幼儿园的集体生活', 20]);
  });

  it('keeping its own name is fine; taking a sibling’s name is refused', async () => {
    const { pts } = await observed();
    expect((await update({ id: pts[0]!.id, title: '情绪安定愉快' })).statusCode).toBe(200);
    const twin = await update({ id: pts[0]!.id, title: '能适应集体生活' });
    expect(twin.statusCode).toBe(400);
    expect(twin.json().msg).toBe(M.pointExists);
    // the same name under another element is another point
    expect((await update({ id: pts[2]!.id, title: '能适应集体生活' })).statusCode).toBe(200);
  });

  it.each([
    ['no name', {}, M.pointNameRequired],
    ['a blank name', { title: '   ' }, M.pointNameRequired],
    ['101 characters', { title: '长'.repeat(101) }, M.pointNameTooLong],
  ])('refuses %s with its message', async (_, over, msg) => {
    const { pts } = await observed();
    const res = await update({ id: pts[0]!.id, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it("answers 404 for another school's point and an unknown one", async () => {
    const { m, pts } = await observed(TypeNum.monthlyObservation, theirs);
    expect((await update({ id: pts[0]!.id, title: '改名' })).statusCode).toBe(404);
    expect((await update({ id: 999_999, title: '改名' })).statusCode).toBe(404);
    expect((await names(m.id))[0]![2]).toBe('情绪安定愉快');
  });
});

describe('DeleteObservationPoint (F40)', () => {
  const remove = (id: number, token = admin) => h.call(API.growthObservations.removePoint, { id }, token);

  it('deletes a point, with the marks records gave it: 删除成功', async () => {
    const { m, pts } = await observed();
    const klass = await g.classNamed(ours.schoolId, '中一班');
    const rec = await g.record(m, {
      studentId: klass.children[0]!,
      classId: klass.id,
      status: 1,
      marks: { [pts[0]!.id]: 1, [pts[1]!.id]: 2 },
    });
    const res = await remove(pts[0]!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: '删除成功', response: null });
    expect((await names(m.id)).map((r) => r[2])).toEqual([
      '能适应集体生活',
      '能单脚跳',
      '能安静地听别人讲话',
    ]);
    const marks = await h.db.select().from(growthRecordMarks).where(eq(growthRecordMarks.recordId, rec.id));
    expect(marks.map((x) => x.pointId)).toEqual([pts[1]!.id]);
    expect(await h.db.select().from(growthRecords).where(eq(growthRecords.id, rec.id))).toHaveLength(1);
    expect((await remove(pts[0]!.id)).statusCode).toBe(404);
  });

  it("answers 404 for another school's point", async () => {
    const { m, pts } = await observed(TypeNum.monthlyObservation, theirs);
    expect((await remove(pts[0]!.id)).statusCode).toBe(404);
    expect(await g.sheetRows(m.id)).toHaveLength(4);
  });

  it('refuses a body without an id', async () => {
    const res = await h.call(API.growthObservations.removePoint, {}, admin);
    expect(res.statusCode).toBe(400);
  });
});

describe('growth questions (type 12, F41)', () => {
  const list = (id: number, token = admin) => h.call(API.growthObservations.questions, { Id: id }, token);
  const addQ = (body: object, token = admin) => h.call(API.growthObservations.addQuestion, body, token);
  const removeQ = (id: number, token = admin) => h.call(API.growthObservations.removeQuestion, { id }, token);
  async function rated(t = ours) {
    const m = await g.module(t, TypeNum.rating);
    const qs = await g.questions(m, ['能主动向老师问好', '能自己穿脱衣服', '愿意分享玩具']);
    return { m, qs };
  }

  it('lists a module’s questions in order', async () => {
    const { m, qs } = await rated();
    const res = await list(m.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toEqual(qs.map((q) => ({ Id: q.id, Name: q.name })));
  });

  it.each([TypeNum.monthlyObservation, TypeNum.termObservation, TypeNum.exercise])(
    'type %i: 400 该模块没有成长问题 (list and add)',
    async (type) => {
      const m = await g.module(ours, type);
      const listed = await list(m.id);
      expect(listed.statusCode).toBe(400);
      expect(listed.json().msg).toBe(M.noGrowthQuestions);
      const added = await addQ({ tempDetailId: m.id, name: '新的问题' });
      expect(added.statusCode).toBe(400);
      expect(added.json().msg).toBe(M.noGrowthQuestions);
    },
  );

  it('adds a question at the end: 添加成功; the same question twice is refused', async () => {
    const { m } = await rated();
    const res = await addQ({ tempDetailId: m.id, name: ' 能收拾好自己的玩具 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      msg: '添加成功',
      response: { Id: expect.any(Number) },
    });
    expect(await g.questionNames(m.id)).toEqual([
      '能主动向老师问好',
      '能自己穿脱衣服',
      '愿意分享玩具',
      '能收拾好自己的玩具',
    ]);
    const twin = await addQ({ tempDetailId: m.id, name: '愿意分享玩具' });
    expect(twin.statusCode).toBe(400);
    expect(twin.json()).toEqual({
      success: false,
      msg: M.questionExists,
      code: 'growthTemplates.questionExists',
      response: null,
    });
  });

  it('lets only one of two identical questions sent at once in', async () => {
    const { m } = await rated();
    const body = { tempDetailId: m.id, name: '能安静地午睡' };
    const answers = await Promise.all([addQ(body), addQ(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().msg).toBe(M.questionExists);
  });

  it.each([
    ['no name', {}, M.questionRequired],
    ['a blank name', { name: '  ' }, M.questionRequired],
    ['101 characters', { name: '长'.repeat(101) }, M.questionTooLong],
  ])('refuses %s with its message', async (_, over, msg) => {
    const { m } = await rated();
    const res = await addQ({ tempDetailId: m.id, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
    expect(await g.questionNames(m.id)).toHaveLength(3);
  });

  it('deletes a question: 删除成功; a second delete is 404', async () => {
    const { m, qs } = await rated();
    const res = await removeQ(qs[1]!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: '删除成功', response: null });
    expect(await g.questionNames(m.id)).toEqual(['能主动向老师问好', '愿意分享玩具']);
    expect((await removeQ(qs[1]!.id)).statusCode).toBe(404);
  });

  it("answers 404 for another school's module and question", async () => {
    const { m, qs } = await rated(theirs);
    expect((await list(m.id)).statusCode).toBe(404);
    expect((await addQ({ tempDetailId: m.id, name: '新的问题' })).statusCode).toBe(404);
    expect((await removeQ(qs[0]!.id)).statusCode).toBe(404);
    expect(await g.questionNames(m.id)).toHaveLength(3);
    expect((await list(m.id, rainbow)).json().response).toHaveLength(3);
  });
});
