import { API, QUESTION_BANK_MESSAGES as M } from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { processQuestions, questionBanks } from '../../db/schema';
import { refuseDuplicate } from '../../lib/unique-violation';

const h = useHarness();
let admin: string;

beforeAll(async () => {
  admin = await h.login('admin');
});

describe('saves that race past the "already there" check', () => {
  it('turns the unique index refusing a question into the duplicate message', async () => {
    const [row] = await h.db.select().from(processQuestions).limit(1);
    const { id: _id, ...twin } = row!;
    await expect(
      refuseDuplicate(M.questionTaken, () => h.db.insert(processQuestions).values(twin)),
    ).rejects.toMatchObject({ status: 400, message: M.questionTaken });
  });

  it('lets only one of two identical questions sent at once in (D09)', async () => {
    const body = {
      Question: '能和同伴一起收拾玩具并放回原处',
      OrderSort: 5,
      gradeName: '中班',
      Name: '社会',
    };
    const answers = await Promise.all([
      h.call(API.questionBank.addQuestion, body, admin),
      h.call(API.questionBank.addQuestion, body, admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().msg).toBe(M.questionTaken);
    const [bank] = await h.db.select().from(questionBanks).where(eq(questionBanks.name, '社会'));
    const rows = await h.db
      .select()
      .from(processQuestions)
      .where(and(eq(processQuestions.bankId, bank!.id), eq(processQuestions.question, body.Question)));
    expect(rows).toHaveLength(1);
  });

  it('lets only one of two banks of the same name created at once in', async () => {
    const body = { Name: '户外活动', TypeId: 1 };
    const answers = await Promise.all([
      h.call(API.questionBank.addBank, body, admin),
      h.call(API.questionBank.addBank, body, admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().msg).toBe(M.bankNameTaken);
  });

  it('answers a delete without ids with 请选择要删除的问题 (D08)', async () => {
    const res = await h.call(API.questionBank.removeQuestions, {}, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(M.selectToDelete);
  });
});
