import { API, importText, QUESTION_BANK_MESSAGES as M } from '@kg/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { processQuestions, questionnaireAnswers } from '../../db/schema';
import { DEFAULT_QUESTION_BANKS } from '../../seed/question-bank-defaults';

const h = useHarness();
const NOT_FOUND = '数据不存在或已被删除';
const DEFAULT_NAMES = [
  '健康',
  '语言',
  '社会',
  '科学',
  '艺术',
  '生活习惯',
  '动作发展',
  '语言发展',
  '认知发展',
  '情感与社会性',
];
let admin: string;
let teacher: string;
let district: string;
let rainbow: string;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  district = await h.login('district');
  rainbow = await h.login('rainbow');
});

type TBank = {
  Id: number;
  Name: string;
  TypeId: number;
  Description: string;
  OrderSort: number;
  QuestionCount: number;
  AnswerCount: number;
};

const list = async (token = admin) => {
  const res = await h.call(API.questionBank.banks, undefined, token);
  expect(res.statusCode).toBe(200);
  return res.json().response as TBank[];
};
const bankNamed = async (name: string, token = admin) => (await list(token)).find((b) => b.Name === name);
const addBank = (body: object, token = admin) =>
  h.call(API.questionBank.addBank, { TypeId: 1, Description: '', ...body }, token);

let seq = 0;
async function newBank(typeId: 1 | 4 = 1, token = admin) {
  seq += 1;
  const Name = `新分类${seq}`;
  const res = await addBank({ Name, TypeId: typeId }, token);
  expect(res.statusCode, res.body).toBe(200);
  return { Name, Id: res.json().response.Id as number };
}
const questionCount = async (bankId: number) =>
  (
    await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(processQuestions)
      .where(eq(processQuestions.bankId, bankId))
  )[0]!.n;

describe('access', () => {
  itGuards(
    h,
    [
      API.questionBank.banks,
      [API.questionBank.addBank, { Name: '分类', TypeId: 1 }],
      [API.questionBank.updateBank, { Id: 1, Name: '分类' }],
      [API.questionBank.sortBanks, { list: [{ id: 1, orderSort: 1 }] }],
      [API.questionBank.removeBank, { Id: 1 }],
    ],
    () => teacher,
  );
  // The district role reads statistics, not a school's question banks.
  itGuards(h, [API.questionBank.banks], () => district);
});

describe('GetCategoryList', () => {
  it('lists the default banks in order with their types and question counts', async () => {
    const banks = (await list()).filter((b) => DEFAULT_NAMES.includes(b.Name));
    expect(banks.map((b) => b.Name)).toEqual(DEFAULT_NAMES);
    for (const bank of banks) {
      const seeded = DEFAULT_QUESTION_BANKS.find((d) => d.name === bank.Name)!;
      expect(bank).toMatchObject({ TypeId: seeded.typeId, Description: seeded.description });
    }
    const health = banks.find((b) => b.Name === '健康')!;
    expect(health.QuestionCount).toBe(await questionCount(health.Id));
    expect(banks.find((b) => b.Name === '社会')!.QuestionCount).toBe(
      DEFAULT_QUESTION_BANKS.find((d) => d.name === '社会')!.questions.length,
    );
    const orders = (await list()).map((b) => b.OrderSort);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('counts answered questionnaires: 语言 has the demo’s, the nursery 动作发展 none', async () => {
    const banks = await list();
    const language = banks.find((b) => b.Name === '语言')!;
    const [row] = await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.bankId, language.Id));
    expect(language.AnswerCount).toBeGreaterThan(0);
    expect(language.AnswerCount).toBe(row!.n);
    expect(banks.find((b) => b.Name === '动作发展')!.AnswerCount).toBe(0);
  });

  it("rainbow's administrator sees only rainbow's banks", async () => {
    const ours = await list();
    const theirs = await list(rainbow);
    expect(theirs.filter((b) => DEFAULT_NAMES.includes(b.Name)).map((b) => b.Name)).toEqual(DEFAULT_NAMES);
    const ourIds = new Set(ours.map((b) => b.Id));
    expect(theirs.some((b) => ourIds.has(b.Id))).toBe(false);
    const { Name } = await newBank(1, rainbow);
    expect(await bankNamed(Name, rainbow)).toBeDefined();
    expect(await bankNamed(Name)).toBeUndefined();
  });
});

describe('AddCategory', () => {
  it('creates a bank at the end: 添加成功, no questions or answers yet', async () => {
    const before = await list();
    const res = await addBank({ Name: ' 托班习惯 ', TypeId: 4, Description: '托班的日常习惯' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: '添加成功' });
    const after = await list();
    expect(after.at(-1)).toEqual({
      Id: res.json().response.Id,
      Name: '托班习惯',
      TypeId: 4,
      Description: '托班的日常习惯',
      OrderSort: Math.max(...before.map((b) => b.OrderSort)) + 1,
      QuestionCount: 0,
      AnswerCount: 0,
    });
    const questions = await h.call(API.questionBank.questionPage, { Name: '托班习惯' }, admin);
    expect(questions.json().response.dataCount).toBe(0);
  });

  it.each([
    ['a taken name', { Name: '健康' }, M.bankNameTaken],
    ['a taken name with spaces', { Name: ' 语言 ' }, M.bankNameTaken],
    ['an empty name', { Name: '' }, M.bankNameRequired],
    ['no name', { Name: undefined }, M.bankNameRequired],
    ['21 characters', { Name: '名'.repeat(21) }, M.bankNameTooLong],
    ['no TypeId', { TypeId: undefined }, M.bankTypeRequired],
    ['TypeId 2', { TypeId: 2 }, M.bankTypeRequired],
    [
      'a 201-character description',
      { Name: '说明太长', Description: '说'.repeat(201) },
      M.bankDescriptionTooLong,
    ],
  ])('refuses %s with its message', async (_, over, msg) => {
    const before = (await list()).length;
    const res = await addBank({ Name: '校验分类', ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg });
    expect((await list()).length).toBe(before);
  });

  it('takes 20 characters, and a name another school already uses', async () => {
    expect((await addBank({ Name: '二'.repeat(20) })).statusCode).toBe(200);
    const { Name } = await newBank(1, rainbow);
    expect((await addBank({ Name })).statusCode).toBe(200);
  });
});

describe('UpdateCategory', () => {
  const update = (body: object, token = admin) => h.call(API.questionBank.updateBank, body, token);

  it('renames and describes a bank: 修改成功; the questions follow the new name; the type stays', async () => {
    const { Id, Name } = await newBank(4);
    await h.call(API.questionBank.addQuestion, { Name, Question: '会自己洗手', OrderSort: 0 }, admin);
    const res = await update({ Id, Name: '改名后的分类', Description: '新的说明', TypeId: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: '修改成功' });
    expect(await bankNamed('改名后的分类')).toMatchObject({
      Id,
      TypeId: 4,
      Description: '新的说明',
      QuestionCount: 1,
    });
    const byNew = await h.call(API.questionBank.questionPage, { Name: '改名后的分类' }, admin);
    expect(byNew.json().response.data[0]).toMatchObject({ Question: '会自己洗手', GradeName: '托班' });
    expect((await h.call(API.questionBank.questionPage, { Name }, admin)).statusCode).toBe(404);
  });

  it('keeps its own name; refuses another bank’s name and an empty one', async () => {
    const { Id, Name } = await newBank();
    expect((await update({ Id, Name, Description: '只改说明' })).statusCode).toBe(200);
    const taken = await update({ Id, Name: '科学' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().msg).toBe(M.bankNameTaken);
    expect((await update({ Id, Name: '' })).json().msg).toBe(M.bankNameRequired);
    expect((await update({ Id, Name: '名'.repeat(21) })).json().msg).toBe(M.bankNameTooLong);
    expect(await bankNamed(Name)).toMatchObject({ Id, Description: '只改说明' });
  });

  it("answers 404 for another school's bank, leaving it as it was", async () => {
    const theirs = await newBank(1, rainbow);
    const res = await update({ Id: theirs.Id, Name: '被改名' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(NOT_FOUND);
    expect(await bankNamed(theirs.Name, rainbow)).toBeDefined();
  });
});

describe('SortCategory', () => {
  const sort = (items: { id: number; orderSort: number }[], token = admin) =>
    h.call(API.questionBank.sortBanks, { list: items }, token);
  const numbered = (banks: TBank[]) => banks.map((b, i) => ({ id: b.Id, orderSort: i + 1 }));

  it('orders every bank as sent (1-based), then back', async () => {
    const before = await list();
    const reversed = [...before].reverse();
    const res = await sort(numbered(reversed));
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const after = await list();
    expect(after.map((b) => b.Id)).toEqual(reversed.map((b) => b.Id));
    expect(after.map((b) => b.OrderSort)).toEqual(reversed.map((_, i) => i + 1));
    expect((await sort(numbered(before))).statusCode).toBe(200);
    expect((await list()).map((b) => b.Id)).toEqual(before.map((b) => b.Id));
  });

  it("answers 404 for a list with another school's bank, changing no order", async () => {
    const before = await list();
    const theirs = (await list(rainbow))[0]!;
    const theirsBefore = await list(rainbow);
    const res = await sort([
      ...numbered([...before].reverse()),
      { id: theirs.Id, orderSort: before.length + 1 },
    ]);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(NOT_FOUND);
    expect(await list()).toEqual(before);
    expect(await list(rainbow)).toEqual(theirsBefore);
  });

  it('refuses duplicate ids and an empty list: 排序数据不完整，请刷新后重试', async () => {
    const before = await list();
    const items = numbered([...before].reverse());
    const twice = await sort([...items, { id: items[0]!.id, orderSort: 99 }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe(M.sortListInvalid);
    expect((await sort([])).json().msg).toBe(M.sortListInvalid);
    expect(await list()).toEqual(before);
  });
});

describe('DeleteCategory', () => {
  const del = (Id: number, token = admin) => h.call(API.questionBank.removeBank, { Id }, token);

  it('refuses a bank with answers (语言), saying how many, and keeps it', async () => {
    const language = (await bankNamed('语言'))!;
    const res = await del(language.Id);
    expect(res.statusCode).toBe(400);
    const msg: string = res.json().msg;
    expect(msg.startsWith('该分类已有 ')).toBe(true);
    expect(msg).toContain('份问卷评价记录');
    expect(msg).toBe(importText(M.bankHasAnswers, { count: language.AnswerCount }));
    expect(await bankNamed('语言')).toEqual(language);
  });

  it('deletes a fresh bank with its questions: 删除成功', async () => {
    const { Id, Name } = await newBank();
    for (const Question of ['要删的一', '要删的二'])
      await h.call(API.questionBank.addQuestion, { Name, Question, OrderSort: 0 }, admin);
    expect(await questionCount(Id)).toBe(2);
    const res = await del(Id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: '删除成功' });
    expect(await bankNamed(Name)).toBeUndefined();
    expect(await questionCount(Id)).toBe(0);
    expect((await del(Id)).statusCode).toBe(404);
  });

  it("answers 404 for another school's bank, which stays with its questions", async () => {
    const theirs = (await bankNamed('社会', rainbow))!;
    const res = await del(theirs.Id);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(NOT_FOUND);
    expect(await bankNamed('社会', rainbow)).toEqual(theirs);
    expect(theirs.QuestionCount).toBeGreaterThan(0);
  });

  it('a deleted name can be used again', async () => {
    const { Id, Name } = await newBank();
    expect((await del(Id)).statusCode).toBe(200);
    const again = await addBank({ Name });
    expect(again.statusCode).toBe(200);
    expect((await bankNamed(Name))!.Id).not.toBe(Id);
  });
});
