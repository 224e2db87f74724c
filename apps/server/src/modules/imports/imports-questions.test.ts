import { API, IMPORT_MESSAGES as M, QUESTION_BANK_MESSAGES } from '@kg/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { processQuestions, questionBanks, schools } from '../../db/schema';
import { tempDataDir, uploadExcel } from '../uploads/test-support';
import { importFixtures } from './test-support';

const h = useHarness({ dataDir: tempDataDir('imports-questions') });

const HEADER = ['适用范围', '问题', '排序'];
const { filled, workbook, loaded } = importFixtures(h);
let admin: string;
let teacher: string;
let rainbow: string;
let sunshineId: number;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  rainbow = await h.login('rainbow');
  const all = await h.db.select({ id: schools.id, name: schools.name }).from(schools);
  sunshineId = all.find((s) => s.name === '阳光幼儿园')!.id;
});

let seq = 0;
/** A bank of its own for a test. */
async function newBank(typeId: 1 | 4 = 1, token = admin) {
  seq += 1;
  const Name = `导入分类${seq}`;
  const res = await h.call(API.questionBank.addBank, { Name, TypeId: typeId }, token);
  expect(res.statusCode, res.body).toBe(200);
  return Name;
}
const importInto = async (OtherName: string, data: Buffer, token = admin) =>
  h.call(API.imports.questions, { fileName: await uploadExcel(h, token, data), OtherName }, token);
/** A workbook with the template's header and `rows` from Excel row 2 on. */
const sheet = (rows: unknown[][]) => workbook([HEADER, ...rows]);

const questionsOf = (bankName: string, schoolId = sunshineId) =>
  h.db
    .select({
      gradeName: processQuestions.gradeName,
      question: processQuestions.question,
      orderSort: processQuestions.orderSort,
    })
    .from(processQuestions)
    .innerJoin(questionBanks, eq(questionBanks.id, processQuestions.bankId))
    .where(and(eq(questionBanks.schoolId, schoolId), eq(questionBanks.name, bankName)))
    .orderBy(asc(processQuestions.orderSort), asc(processQuestions.id));
const countOf = async (bankName: string, schoolId = sunshineId) =>
  (
    await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(processQuestions)
      .innerJoin(questionBanks, eq(questionBanks.id, processQuestions.bankId))
      .where(and(eq(questionBanks.schoolId, schoolId), eq(questionBanks.name, bankName)))
  )[0]!.n;

const SCOPES = ['通用', '中班', ''];
const twenty = () => Array.from({ length: 20 }, (_, i) => [SCOPES[i % 3], `导入的问题${i + 1}`, i + 1]);

describe('access (D13)', () => {
  itGuards(
    h,
    [[API.imports.questions, { fileName: '00000000-0000-4000-8000-000000000000.xlsx', OtherName: '健康' }]],
    () => teacher,
  );
});

describe('question template (D13, D17)', () => {
  it('is a public .xlsx with 适用范围, 问题, 排序 and an example row', async () => {
    const res = await h.call(API.imports.template, { kind: 'question' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('过程评价题目导入模板.xlsx')}`,
    );
    const first = await loaded(res.rawPayload);
    expect(first.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect(first.getRow(2).values).toEqual([undefined, '通用', '能安静地倾听别人讲话，不随意打断', 10]);
    const validations = (
      first as unknown as { dataValidations: { model: Record<string, ExcelJS.DataValidation> } }
    ).dataValidations.model;
    expect(validations.A2).toMatchObject({ type: 'list', formulae: ['"通用,大班,中班,小班,托班"'] });
  });

  it('a filled template imports its rows and skips the example row', async () => {
    const Name = await newBank();
    const data = await filled('question', [
      ['大班', '能按顺序讲述一件事', 2],
      ['', '愿意回答老师的问题'],
    ]);
    const res = await importInto(Name, data);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: '导入成功 2 条', response: { Count: 2 } });
    expect(await questionsOf(Name)).toEqual([
      { gradeName: '大班', question: '能按顺序讲述一件事', orderSort: 2 },
      { gradeName: '通用', question: '愿意回答老师的问题', orderSort: 3 },
    ]);
  });
});

describe('ImportQuestion (D13-D16)', () => {
  it('imports 20 questions into a new bank: 导入成功 20 条; an empty scope is 通用', async () => {
    const Name = await newBank();
    const res = await importInto(Name, await sheet(twenty()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: '导入成功 20 条', response: { Count: 20 } });
    const rows = await questionsOf(Name);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toEqual({ gradeName: '通用', question: '导入的问题1', orderSort: 1 });
    expect(rows[2]).toEqual({ gradeName: '通用', question: '导入的问题3', orderSort: 3 });
    expect(rows.filter((r) => r.gradeName === '中班')).toHaveLength(7);
    const page = await h.call(API.questionBank.questionPage, { Name, PageSize: 10 }, admin);
    expect(page.json().response.dataCount).toBe(20);
  });

  it('importing the same file again refuses every row, writing nothing', async () => {
    const Name = await newBank();
    const data = await sheet(twenty());
    expect((await importInto(Name, data)).statusCode).toBe(200);
    const res = await importInto(Name, data);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('导入失败：20 行数据有误，本次未导入任何数据，请修改后重新导入');
    expect(res.json().response.Errors).toEqual(
      Array.from({ length: 20 }, (_, i) => ({ Row: i + 2, Reason: '该分类的同一适用范围内已有相同的问题' })),
    );
    expect(await countOf(Name)).toBe(20);
  });

  it('one bad row among good ones: every bad row named by its Excel row, nothing written', async () => {
    const before = await countOf('健康');
    const rows = [
      ['通用', '好的问题一', 1], // row 2
      ['小小班', '适用范围不对'], // row 3
      ['', '好的问题一'], // row 4: 通用 like row 2
      ['中班', ''], // row 5: scope without a question
      ['大班', '好的问题二', 10000], // row 6
      ['小班', '长'.repeat(201)], // row 7
      ['学前班', null, 'abc'], // row 8: three reasons
      [], // row 9: blank, skipped
      ['中班', '好的问题一'], // row 10: another scope, fine
    ];
    const res = await importInto('健康', await sheet(rows));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      msg: '导入失败：6 行数据有误，本次未导入任何数据，请修改后重新导入',
    });
    expect(res.json().response.Errors).toEqual([
      { Row: 3, Reason: M.scopeInvalid },
      { Row: 4, Reason: '与第2行重复（适用范围和问题都相同）' },
      { Row: 5, Reason: '问题不能为空' },
      { Row: 6, Reason: '排序只能是 0 到 9999 的整数' },
      { Row: 7, Reason: '问题不能超过200个字' },
      { Row: 8, Reason: `问题不能为空；${M.scopeInvalid}；排序只能是 0 到 9999 的整数` },
    ]);
    expect(await countOf('健康')).toBe(before);
  });

  it('refuses a question the bank already has in that scope, but not in another scope', async () => {
    const [seeded] = await questionsOf('健康');
    const refused = await importInto('健康', await sheet([[seeded!.gradeName, seeded!.question]]));
    expect(refused.json().response.Errors).toEqual([{ Row: 2, Reason: M.questionExists }]);
    const other = seeded!.gradeName === '大班' ? '小班' : '大班';
    const res = await importInto('健康', await sheet([[other, seeded!.question]]));
    expect(res.json().response).toEqual({ Count: 1 });
  });

  it('rows without a sort go after every question, including those the file numbers', async () => {
    const Name = await newBank();
    await h.call(API.questionBank.addQuestion, { Name, Question: '已有的', OrderSort: 7 }, admin);
    const res = await importInto(
      Name,
      await sheet([
        ['', '有排序五', 5],
        ['', '没排序一'],
        ['', '有排序三十', 30],
        ['', '没排序二'],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect((await questionsOf(Name)).map((r) => [r.question, r.orderSort])).toEqual([
      ['有排序五', 5],
      ['已有的', 7],
      ['有排序三十', 30],
      ['没排序一', 31],
      ['没排序二', 32],
    ]);
  });

  it('a nursery bank takes 托班 or an empty scope, stored as 托班 (D06)', async () => {
    const Name = await newBank(4);
    const res = await importInto(
      Name,
      await sheet([
        ['托班', '能自己用杯子喝水'],
        ['', '愿意午睡'],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect((await questionsOf(Name)).map((r) => r.gradeName)).toEqual(['托班', '托班']);
  });

  it('a nursery bank refuses any other scope: 托班分类的适用范围只能是 托班（或不填）', async () => {
    const before = await countOf('生活习惯');
    const res = await importInto(
      '生活习惯',
      await sheet([
        ['托班', '能自己穿袜子'],
        ['中班', '能自己穿鞋'],
        ['通用', '能自己擦嘴'],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().response.Errors).toEqual([
      { Row: 3, Reason: M.nurseryScopeInvalid },
      { Row: 4, Reason: M.nurseryScopeInvalid },
    ]);
    expect(await countOf('生活习惯')).toBe(before);
  });

  it.each([
    ['no file name', { fileName: undefined }, M.fileRequired],
    ['an empty file name', { fileName: '' }, M.fileRequired],
    ['no bank', { OtherName: undefined }, QUESTION_BANK_MESSAGES.bankRequired],
    ['an empty bank', { OtherName: ' ' }, QUESTION_BANK_MESSAGES.bankRequired],
  ])('refuses %s with its message', async (_, over, msg) => {
    const res = await h.call(
      API.imports.questions,
      { fileName: 'x.xlsx', OtherName: '健康', ...over },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('answers 404 for an unknown bank and for a bank only another school has', async () => {
    const data = await sheet([['', '不该写入的问题']]);
    const unknown = await importInto('没有这个分类', data);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('数据不存在或已被删除');
    const theirs = await newBank(1, rainbow);
    expect((await importInto(theirs, data)).statusCode).toBe(404);
    expect(await countOf(theirs, (await bankSchool(theirs))!)).toBe(0);
  });

  it("another school's uploaded file is not found", async () => {
    const before = await countOf('健康');
    const theirFile = await uploadExcel(h, rainbow, await sheet([['', '彩虹的文件里的问题']]));
    const res = await h.call(API.imports.questions, { fileName: theirFile, OtherName: '健康' }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(M.fileMissing);
    expect(await countOf('健康')).toBe(before);
  });

  it('refuses a sheet without the 问题 column, and one without rows', async () => {
    const noHeader = await importInto(
      '健康',
      await workbook([
        ['适用范围', '题目'],
        ['通用', '某题'],
      ]),
    );
    expect(noHeader.json().msg).toBe('表格缺少列：问题。请使用下载的模板填写');
    const empty = await importInto('健康', await filled('question', []));
    expect(empty.json().msg).toBe(M.empty);
  });
});

async function bankSchool(name: string) {
  const rows = await h.db
    .select({ schoolId: questionBanks.schoolId })
    .from(questionBanks)
    .where(eq(questionBanks.name, name));
  return rows[0]?.schoolId;
}
