import { API, codeOfMessage, PDF_LIMITS, PDF_MESSAGES, REPORT_ROUTES } from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, testConfig, useHarness } from '../../../test/harness';
import { classes, pdfJobs, schools } from '../../db/schema';
import { pdfRepository } from './pdf.repository';

const h = useHarness();
let admin: string;
let teacher: string;
let district: string;
let rainbow: string;
let small1: number;

async function classId(school: string, name: string): Promise<number> {
  const [row] = await h.db
    .select({ id: classes.id })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(and(eq(schools.name, school), eq(classes.name, name)));
  return row!.id;
}

const roster = (ClassId: number, name = '小一班_幼儿名册.pdf') => ({
  route: REPORT_ROUTES.classRoster,
  query: { ClassId },
  name,
});

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  district = await h.login('district');
  rainbow = await h.login('rainbow');
  small1 = await classId('阳光幼儿园', '小一班');
});

describe('RenderReport and StartBatch: access and validation', () => {
  itGuards(
    h,
    [
      [API.pdf.render, { route: REPORT_ROUTES.classRoster, query: { ClassId: 1 }, name: 'x' }],
      [
        API.pdf.startBatch,
        { route: REPORT_ROUTES.classRoster, name: 'x', items: [{ query: { ClassId: 1 }, name: 'x' }] },
      ],
    ],
    () => district,
  );

  it.each([
    [{ ...roster(1), name: '  ' }, PDF_MESSAGES.nameRequired],
    [{ ...roster(1), route: '/Student/Students' }, PDF_MESSAGES.unknownReport],
    [{ ...roster(1), query: {} }, '请选择班级'],
    [{ ...roster(1), query: { ClassId: 'abc' } }, '请选择班级'],
  ])('RenderReport %j answers 400 %s', async (body, msg) => {
    const res = await h.call(API.pdf.render, body, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, msg, code: codeOfMessage(msg)?.code, response: null });
  });

  it('StartBatch asks for at least one report and at most the limit', async () => {
    const empty = await h.call(
      API.pdf.startBatch,
      { route: REPORT_ROUTES.classRoster, name: 'x', items: [] },
      admin,
    );
    expect(empty.json().msg).toBe(PDF_MESSAGES.noItems);
    const items = Array.from({ length: PDF_LIMITS.batchItems + 1 }, () => ({
      query: { ClassId: small1 },
      name: 'x',
    }));
    const many = await h.call(
      API.pdf.startBatch,
      { route: REPORT_ROUTES.classRoster, name: 'x', items },
      admin,
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().msg).toBe(PDF_MESSAGES.tooMany);
  });

  it("answers 404 for another school's class, and for a teacher's class they do not teach", async () => {
    expect((await h.call(API.pdf.render, roster(small1), rainbow)).statusCode).toBe(404);
    const big1 = await classId('阳光幼儿园', '大一班');
    expect((await h.call(API.pdf.render, roster(big1), teacher)).statusCode).toBe(404);
  });

  it('starts no job when one report of the batch is not the caller’s (404)', async () => {
    const before = await h.db.$count(pdfJobs);
    const rainbowClass = await classId('彩虹幼儿园', (await rainbowClassName()) ?? '');
    const res = await h.call(
      API.pdf.startBatch,
      {
        route: REPORT_ROUTES.classRoster,
        name: '两个班',
        items: [
          { query: { ClassId: small1 }, name: 'a' },
          { query: { ClassId: rainbowClass }, name: 'b' },
        ],
      },
      admin,
    );
    expect(res.statusCode).toBe(404);
    expect(await h.db.$count(pdfJobs)).toBe(before);
  });
});

async function rainbowClassName() {
  const [row] = await h.db
    .select({ name: classes.name })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(eq(schools.name, '彩虹幼儿园'));
  return row?.name;
}

describe('BatchProgress and BatchResult', () => {
  let jobId: string;
  beforeAll(async () => {
    const me = (await h.app.auth.principal(admin))!;
    jobId = crypto.randomUUID();
    const repo = pdfRepository(h.db, me.schoolId);
    await repo.insertJob({
      id: jobId,
      createdBy: me.userId,
      sessionId: me.sessionId,
      route: REPORT_ROUTES.classRoster,
      name: '全园名册',
    });
    await repo.insertItems(jobId, [
      { query: { ClassId: '1' }, name: '甲' },
      { query: { ClassId: '2' }, name: '乙' },
    ]);
    await repo.finishItem(jobId, 1, { error: '数据不存在或已被删除' }, 'test');
  });

  it('answers 401 without a token', async () => {
    expect((await h.call(API.pdf.batchProgress, { jobId: jobId })).statusCode).toBe(401);
    expect((await h.call(API.pdf.batchResult, { jobId: jobId })).statusCode).toBe(401);
  });

  it('shows the starter done / total and each failure by name', async () => {
    const res = await h.call(API.pdf.batchProgress, { jobId: jobId }, admin);
    expect(res.json().response).toEqual({
      JobId: jobId,
      Name: '全园名册',
      Status: 'running',
      Total: 2,
      Done: 1,
      Failed: 1,
      Failures: [{ Name: '乙', Msg: '数据不存在或已被删除' }],
    });
  });

  it("is someone else's job: another user of the school or another school gets 404", async () => {
    expect((await h.call(API.pdf.batchProgress, { jobId: jobId }, teacher)).statusCode).toBe(404);
    expect((await h.call(API.pdf.batchProgress, { jobId: jobId }, rainbow)).statusCode).toBe(404);
    expect((await h.call(API.pdf.batchResult, { jobId: jobId }, rainbow)).statusCode).toBe(404);
  });

  it('asks for a real job id', async () => {
    const res = await h.call(API.pdf.batchProgress, { jobId: 42 }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('任务不存在');
  });

  it('has no result before the job ends, and none when nothing printed', async () => {
    const early = await h.call(API.pdf.batchResult, { jobId: jobId, format: 'zip' }, admin);
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toBe(PDF_MESSAGES.notFinished);
    const [school] = await h.db.select().from(schools).where(eq(schools.name, '阳光幼儿园'));
    const repo = pdfRepository(h.db, school!.id);
    await repo.finishItem(jobId, 0, { error: '生成失败' }, 'test');
    await repo.closeJob(jobId);
    const progress = (await h.call(API.pdf.batchProgress, { jobId: jobId }, admin)).json().response;
    expect(progress).toMatchObject({ Status: 'done', Done: 2, Failed: 2 });
    const none = await h.call(API.pdf.batchResult, { jobId: jobId, format: 'merged' }, admin);
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe(PDF_MESSAGES.nothingPrinted);
  });
});

describe('a server without Chromium', () => {
  const bare = useHarness({ pdf: { ...testConfig().pdf, browser: 'none' } });

  it('answers 503 with the clear message on the PDF calls; the rest keeps working', async () => {
    const token = await bare.login('admin');
    const render = await bare.call(API.pdf.render, roster(small1), token);
    expect(render.statusCode).toBe(503);
    expect(render.json()).toEqual({
      success: false,
      msg: PDF_MESSAGES.unavailable,
      code: 'pdf.unavailable',
      response: null,
    });
    const batch = await bare.call(
      API.pdf.startBatch,
      { route: REPORT_ROUTES.classRoster, name: 'x', items: [{ query: { ClassId: small1 }, name: 'x' }] },
      token,
    );
    expect(batch.statusCode).toBe(503);
    expect((await bare.call(API.classes.page, undefined, token)).statusCode).toBe(200);
  });
});
