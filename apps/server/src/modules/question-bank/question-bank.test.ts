import { API, QUESTION_BANK_MESSAGES as M } from '@kg/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { processQuestions, questionBanks, questionnaireAnswerItems, schools } from '../../db/schema';
import { DEFAULT_QUESTION_BANKS } from '../../seed/question-bank-defaults';

const h = useHarness();
const NOT_FOUND = '数据不存在或已被删除';
let admin: string;
let teacher: string;
let district: string;
let rainbow: string;
let sunshineId: number;
let rainbowId: number;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  district = await h.login('district');
  rainbow = await h.login('rainbow');
  const all = await h.db.select({ id: schools.id, name: schools.name }).from(schools);
  sunshineId = all.find((s) => s.name === '阳光幼儿园')!.id;
  rainbowId = all.find((s) => s.name === '彩虹幼儿园')!.id;
});

type TRow = {
  Id: number;
  GradeName: string;
  Question: string;
  OrderSort: number;
  SchoolId: number;
  Name: string;
};

const page = (query: Record<string, string | number>, token = admin) =>
  h.call(API.questionBank.questionPage, query, token);
const rowsOf = async (query: Record<string, string | number>, token = admin) => {
  const res = await page({ PageSize: 200, ...query }, token);
  expect(res.statusCode).toBe(200);
  return res.json().response.data as TRow[];
};
const add = (body: object, token = admin) =>
  h.call(API.questionBank.addQuestion, { OrderSort: 0, gradeName: '通用', ...body }, token);
const addId = async (body: object, token = admin) => {
  const res = await add(body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response.Id as number;
};

let bankSeq = 0;
/** A bank of its own for a test (names are unique per school and at most 20 characters). */
async function newBank(typeId: 1 | 4 = 1, token = admin) {
  bankSeq += 1;
  const name = `测试分类${bankSeq}`;
  const res = await h.call(API.questionBank.addBank, { Name: name, TypeId: typeId }, token);
  expect(res.statusCode, res.body).toBe(200);
  return name;
}

const stored = (id: number) =>
  h.db
    .select()
    .from(processQuestions)
    .where(eq(processQuestions.id, id))
    .then((r) => r[0]);
const countOf = async (ids: number[]) =>
  (
    await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(processQuestions)
      .where(inArray(processQuestions.id, ids))
  )[0]!.n;

const defaults = (name: string) => DEFAULT_QUESTION_BANKS.find((b) => b.name === name)!.questions;

describe('access', () => {
  itGuards(
    h,
    [
      [API.questionBank.questionPage, { Name: '健康' }],
      [API.questionBank.addQuestion, { Question: '题', OrderSort: 0, Name: '健康' }],
      [API.questionBank.updateQuestion, { Id: 1, Question: '题', OrderSort: 0 }],
      [API.questionBank.removeQuestions, { ids: [1] }],
    ],
    () => teacher,
  );
  // The district role reads statistics, not a school's question banks.
  itGuards(h, [[API.questionBank.questionPage, { Name: '健康' }]], () => district);
});

describe('GetProceQuestionPage (D03, D18)', () => {
  it('pages a bank: rows in data, total in dataCount, each row as D18 describes', async () => {
    const res = await page({ Name: '健康', PageSize: 10, PageIndex: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.response).toMatchObject({ dataCount: defaults('健康').length, page: 1, pageSize: 10 });
    expect(body.response.data).toHaveLength(10);
    for (const row of body.response.data as TRow[]) {
      expect(Object.keys(row).sort()).toEqual([
        'GradeName',
        'Id',
        'Name',
        'OrderSort',
        'Question',
        'SchoolId',
      ]);
      expect(row).toMatchObject({ Name: '健康', SchoolId: sunshineId });
    }
    expect(body.response.data[0].Question).toBe(defaults('健康')[0]!.text);
  });

  it('page 2 holds the next rows; the last page the rest', async () => {
    const first = (await page({ Name: '健康', PageSize: 10, PageIndex: 1 })).json().response.data as TRow[];
    const second = (await page({ Name: '健康', PageSize: 10, PageIndex: 2 })).json().response.data as TRow[];
    expect(second).toHaveLength(10);
    const firstIds = new Set(first.map((r) => r.Id));
    expect(second.some((r) => firstIds.has(r.Id))).toBe(false);
    const all = await rowsOf({ Name: '健康' });
    expect(all.slice(10, 20).map((r) => r.Id)).toEqual(second.map((r) => r.Id));
    const last = (await page({ Name: '健康', PageSize: 10, PageIndex: 4 })).json().response;
    expect(last.data).toHaveLength(defaults('健康').length - 30);
    expect(last.dataCount).toBe(defaults('健康').length);
  });

  it('orders by OrderSort, then by Id', async () => {
    const Name = await newBank();
    const a = await addId({ Name, Question: '排序甲', OrderSort: 5 });
    const b = await addId({ Name, Question: '排序乙', OrderSort: 1 });
    const c = await addId({ Name, Question: '排序丙', OrderSort: 5 });
    const d = await addId({ Name, Question: '排序丁', OrderSort: 0 });
    const e = await addId({ Name, Question: '排序戊', OrderSort: 9999 });
    expect((await rowsOf({ Name })).map((r) => r.Id)).toEqual([d, b, a, c, e]);
  });

  it('filters by GradeName (scope)', async () => {
    for (const scope of ['通用', '中班']) {
      const res = await page({ Name: '健康', GradeName: scope, PageSize: 200 });
      const expected = defaults('健康').filter((q) => q.scope === scope);
      expect(res.json().response.dataCount).toBe(expected.length);
      expect((res.json().response.data as TRow[]).map((r) => r.Question)).toEqual(
        expected.map((q) => q.text),
      );
    }
  });

  it('filters by Keyword (words of the question; % and _ taken literally)', async () => {
    const expected = defaults('健康').filter((q) => q.text.includes('筷子'));
    expect(expected.length).toBeGreaterThan(0);
    const rows = await rowsOf({ Name: '健康', Keyword: '筷子' });
    expect(rows.map((r) => r.Question)).toEqual(expected.map((q) => q.text));
    expect(await rowsOf({ Name: '健康', Keyword: '%' })).toEqual([]);
    expect(await rowsOf({ Name: '健康', Keyword: '_' })).toEqual([]);
    const both = await rowsOf({ Name: '健康', Keyword: '筷子', GradeName: '大班' });
    expect(both.map((r) => r.Question)).toEqual(
      expected.filter((q) => q.scope === '大班').map((q) => q.text),
    );
  });

  it("ignores a SchoolId of another school: the caller's school's rows come back", async () => {
    const rows = await rowsOf({ Name: '健康', SchoolId: rainbowId });
    expect(rows).toHaveLength(defaults('健康').length);
    expect(rows.every((r) => r.SchoolId === sunshineId)).toBe(true);
    const theirs = await rowsOf({ Name: '健康' }, rainbow);
    expect(theirs.every((r) => r.SchoolId === rainbowId)).toBe(true);
    expect(theirs.map((r) => r.Id).some((id) => rows.some((r) => r.Id === id))).toBe(false);
  });

  it('answers 404 for an unknown bank, and for a bank only another school has', async () => {
    const unknown = await page({ Name: '没有这个分类' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(NOT_FOUND);
    const theirs = await h.call(API.questionBank.addBank, { Name: '彩虹专属分类', TypeId: 1 }, rainbow);
    expect(theirs.statusCode).toBe(200);
    expect((await page({ Name: '彩虹专属分类' }, rainbow)).statusCode).toBe(200);
    const res = await page({ Name: '彩虹专属分类' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(NOT_FOUND);
  });

  it('asks for the bank when Name is missing, and refuses an unknown scope', async () => {
    const res = await page({});
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(M.bankRequired);
    const scope = await page({ Name: '健康', GradeName: '小小班' });
    expect(scope.statusCode).toBe(400);
    expect(scope.json().msg).toBe(M.scopeInvalid);
  });
});

describe('AddProceQuestion (D09, D11)', () => {
  it('adds a question: 增加成功 and it is listed with its scope and order', async () => {
    const Name = await newBank();
    const res = await add({ Name, Question: '  能主动整理玩具  ', OrderSort: 3, gradeName: '中班' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: '增加成功' });
    const id = res.json().response.Id;
    expect(await rowsOf({ Name })).toEqual([
      { Id: id, GradeName: '中班', Question: '能主动整理玩具', OrderSort: 3, SchoolId: sunshineId, Name },
    ]);
  });

  it.each([
    ['an empty question', { Question: '' }, M.questionRequired],
    ['a blank question', { Question: '   ' }, M.questionRequired],
    ['no question', { Question: undefined }, M.questionRequired],
    ['no OrderSort', { OrderSort: undefined }, M.orderRequired],
    ['OrderSort -1', { OrderSort: -1 }, M.orderInvalid],
    ['OrderSort 10000', { OrderSort: 10000 }, M.orderInvalid],
    ['OrderSort 1.5', { OrderSort: 1.5 }, M.orderInvalid],
    ['201 characters', { Question: '问'.repeat(201) }, M.questionTooLong],
    ['an unknown gradeName', { gradeName: '小小班' }, M.scopeInvalid],
    ['托班 in a kindergarten bank', { gradeName: '托班' }, M.scopeInvalid],
    ['no bank', { Name: '' }, M.bankRequired],
  ])('refuses %s with its message', async (_, over, msg) => {
    const res = await add({ Name: '健康', Question: '校验用的问题', ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg });
    expect(await rowsOf({ Name: '健康', Keyword: '校验用的问题' })).toEqual([]);
  });

  it('takes 200 characters, and OrderSort 0 and 9999', async () => {
    const Name = await newBank();
    await addId({ Name, Question: '长'.repeat(200), OrderSort: 9999 });
    await addId({ Name, Question: '短', OrderSort: 0 });
    expect((await rowsOf({ Name })).map((r) => r.OrderSort)).toEqual([0, 9999]);
  });

  it('refuses the same question twice in one scope, not in another scope or bank', async () => {
    const Name = await newBank();
    const Other = await newBank();
    await addId({ Name, Question: '重复的问题', gradeName: '小班' });
    const twice = await add({ Name, Question: ' 重复的问题', gradeName: '小班' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe(M.questionTaken);
    await addId({ Name, Question: '重复的问题', gradeName: '大班' });
    await addId({ Name: Other, Question: '重复的问题', gradeName: '小班' });
    // An existing default question of 健康, in its own scope.
    const seeded = defaults('健康').find((q) => q.scope === '中班')!;
    const res = await add({ Name: '健康', Question: seeded.text, gradeName: '中班' });
    expect(res.json().msg).toBe(M.questionTaken);
  });

  it('a kindergarten bank stores an empty or missing gradeName as 通用 (D06)', async () => {
    const Name = await newBank();
    const empty = await addId({ Name, Question: '空的适用范围', gradeName: '' });
    const missing = await addId({ Name, Question: '没有适用范围', gradeName: undefined });
    expect((await stored(empty))!.gradeName).toBe('通用');
    expect((await stored(missing))!.gradeName).toBe('通用');
  });

  it('a nursery bank (生活习惯) stores 托班 whatever is sent (D06)', async () => {
    const ids = [
      await addId({ Name: '生活习惯', Question: '托班题一', gradeName: '中班' }),
      await addId({ Name: '生活习惯', Question: '托班题二', gradeName: '' }),
      await addId({ Name: '生活习惯', Question: '托班题三', gradeName: '托班' }),
      await addId({ Name: '生活习惯', Question: '托班题四', gradeName: undefined }),
    ];
    for (const id of ids) expect((await stored(id))!.gradeName).toBe('托班');
    const twice = await add({ Name: '生活习惯', Question: '托班题一', gradeName: '大班' });
    expect(twice.json().msg).toBe(M.questionTaken);
  });

  it('answers 404 for a bank only another school has, writing nothing', async () => {
    const theirs = await newBank(1, rainbow);
    const res = await add({ Name: theirs, Question: '跨园的问题' });
    expect(res.statusCode).toBe(404);
    expect(await rowsOf({ Name: theirs }, rainbow)).toEqual([]);
  });
});

describe('UpdateProceQuestion (D10)', () => {
  const update = (body: object, token = admin) =>
    h.call(API.questionBank.updateQuestion, { OrderSort: 0, gradeName: '通用', ...body }, token);

  it('changes text, scope and order: 修改成功, persisted', async () => {
    const Name = await newBank();
    const id = await addId({ Name, Question: '原来的问题', OrderSort: 1, gradeName: '小班' });
    const res = await update({ Id: id, Question: '修改后的问题', OrderSort: 8, gradeName: '大班' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: '修改成功' });
    expect(await rowsOf({ Name })).toEqual([
      { Id: id, GradeName: '大班', Question: '修改后的问题', OrderSort: 8, SchoolId: sunshineId, Name },
    ]);
  });

  it('keeps its own text without calling it a duplicate; refuses a sibling’s text in the same scope', async () => {
    const Name = await newBank();
    const one = await addId({ Name, Question: '问题一', gradeName: '中班' });
    await addId({ Name, Question: '问题二', gradeName: '中班' });
    expect((await update({ Id: one, Question: '问题一', OrderSort: 4, gradeName: '中班' })).statusCode).toBe(
      200,
    );
    const res = await update({ Id: one, Question: '问题二', gradeName: '中班' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(M.questionTaken);
    expect((await update({ Id: one, Question: '问题二', gradeName: '小班' })).statusCode).toBe(200);
  });

  it('a nursery question stays 托班; a kindergarten one cannot become 托班 (D06)', async () => {
    const nursery = await addId({ Name: '动作发展', Question: '能扶栏杆上下楼梯', gradeName: '托班' });
    expect((await update({ Id: nursery, Question: '能扶栏杆上下楼梯', gradeName: '大班' })).statusCode).toBe(
      200,
    );
    expect((await stored(nursery))!.gradeName).toBe('托班');
    const Name = await newBank();
    const kinder = await addId({ Name, Question: '幼儿园的问题', gradeName: '中班' });
    const res = await update({ Id: kinder, Question: '幼儿园的问题', gradeName: '托班' });
    expect(res.json().msg).toBe(M.scopeInvalid);
    expect((await stored(kinder))!.gradeName).toBe('中班');
  });

  it.each([
    ['an empty question', { Question: '' }, M.questionRequired],
    ['no OrderSort', { OrderSort: undefined }, M.orderRequired],
    ['OrderSort 10000', { OrderSort: 10000 }, M.orderInvalid],
    ['201 characters', { Question: '问'.repeat(201) }, M.questionTooLong],
    ['an unknown gradeName', { gradeName: '学前班' }, M.scopeInvalid],
  ])('refuses %s with its message', async (_, over, msg) => {
    const Name = await newBank();
    const id = await addId({ Name, Question: '待修改', OrderSort: 2, gradeName: '小班' });
    const res = await update({ Id: id, Question: '改了', ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
    expect(await stored(id)).toMatchObject({ question: '待修改', orderSort: 2, gradeName: '小班' });
  });

  it("answers 404 for another school's question (unchanged) and for an unknown id", async () => {
    const theirBank = await newBank(1, rainbow);
    const theirs = await addId({ Name: theirBank, Question: '彩虹的问题' }, rainbow);
    const res = await update({ Id: theirs, Question: '被改了' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(NOT_FOUND);
    expect((await stored(theirs))!.question).toBe('彩虹的问题');
    expect((await update({ Id: 99_999_999, Question: '无' })).statusCode).toBe(404);
  });
});

describe('DeleteProceQuestion (D08)', () => {
  const del = (ids: unknown, token = admin) => h.call(API.questionBank.removeQuestions, { ids }, token);

  it('deletes several at once: 删除成功, they are gone, the rest stays', async () => {
    const Name = await newBank();
    const a = await addId({ Name, Question: '删一' });
    const b = await addId({ Name, Question: '删二' });
    const c = await addId({ Name, Question: '留三' });
    const res = await del([a, b, a]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: '删除成功' });
    expect(await countOf([a, b])).toBe(0);
    expect((await rowsOf({ Name })).map((r) => r.Id)).toEqual([c]);
  });

  it("answers 404 when one id is another school's, deleting nothing", async () => {
    const Name = await newBank();
    const ours = [await addId({ Name, Question: '我们的一' }), await addId({ Name, Question: '我们的二' })];
    const theirBank = await newBank(1, rainbow);
    const theirs = await addId({ Name: theirBank, Question: '他们的' }, rainbow);
    const res = await del([...ours, theirs]);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(NOT_FOUND);
    expect(await countOf([...ours, theirs])).toBe(3);
    expect((await del([...ours, 99_999_999])).statusCode).toBe(404);
    expect(await countOf(ours)).toBe(2);
  });

  it('asks to select questions when ids is empty', async () => {
    const res = await del([]);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(M.selectToDelete);
  });

  it('deletes an answered question; the answers keep its text', async () => {
    const [bank] = await h.db
      .select({ id: questionBanks.id })
      .from(questionBanks)
      .where(and(eq(questionBanks.schoolId, sunshineId), eq(questionBanks.name, '语言')));
    const [answered] = await h.db
      .select({ id: questionnaireAnswerItems.questionId, question: questionnaireAnswerItems.question })
      .from(questionnaireAnswerItems)
      .innerJoin(processQuestions, eq(processQuestions.id, questionnaireAnswerItems.questionId))
      .where(eq(processQuestions.bankId, bank!.id))
      .limit(1);
    expect(answered).toBeDefined();
    const res = await del([answered!.id]);
    expect(res.statusCode).toBe(200);
    expect(await countOf([answered!.id!])).toBe(0);
    const kept = await h.db
      .select({ questionId: questionnaireAnswerItems.questionId })
      .from(questionnaireAnswerItems)
      .where(eq(questionnaireAnswerItems.question, answered!.question));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((k) => k.questionId === null)).toBe(true);
  });
});
