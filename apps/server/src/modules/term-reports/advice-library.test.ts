import {
  API,
  TERM_REPORT_MESSAGES as M,
  type TAdviceLibrary,
  type TTermReport,
  TypeNum,
} from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { cycles } from '../../db/schema';
import { demoSetting, recordsOf, save, scoredSheet } from '../growth-records/test-support';
import { type TTermWorld, termWorld } from './test-support';

const h = useHarness();
const E = API.termReports;
let w: TTermWorld;

beforeAll(async () => {
  w = await termWorld(h);
});

async function libraryOf(Level: number, token = w.admin) {
  const res = await h.call(E.adviceLibrary, { Level }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TAdviceLibrary;
}

describe('access (the school’s 教育建议 library)', () => {
  // the library is the 园长's: a teacher adjusts advice for one child only
  itGuards(
    h,
    [
      [E.adviceLibrary, { Level: 1 }],
      [E.saveAdvice, { Dimension: '健康', Element: '身心状况', Point: '', Advice: '' }],
    ],
    () => w.teacher,
  );
});

describe('the library', () => {
  it('lists each element and point of a level’s framework with the product’s advice', async () => {
    const small = await libraryOf(1);
    expect(small.Items[0]).toMatchObject({ Dimension: '健康', Element: '身心状况', Point: '', Advice: '' });
    expect(small.Items.every((i) => i.Default.length > 20)).toBe(true);
    const nursery = await libraryOf(0);
    expect(nursery.Items[0]).toMatchObject({ Dimension: '生活习惯', Point: '' });
    expect((await h.call(E.adviceLibrary, { Level: 4 }, w.admin)).statusCode).toBe(400);
  });

  it.each([
    [{ Dimension: '健康', Element: '身心状况', Point: '不存在的要点', Advice: '好' }, M.pointRequired],
    [{ Dimension: '', Element: '身心状况', Point: '', Advice: '好' }, M.pointRequired],
    [{ Dimension: '健康', Element: '身心状况', Point: '', Advice: '字'.repeat(501) }, M.adviceTooLong],
  ])('%j is refused with its message', async (body, message) => {
    const res = await h.call(E.saveAdvice, body, w.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(message);
  });

  it("the school's advice replaces the product's in its term reports, not another school's; empty goes back", async () => {
    const small = await libraryOf(1);
    const point = small.Items.find((i) => i.Point !== '')!;
    const body = { Dimension: point.Dimension, Element: point.Element, Point: point.Point };
    const set = await h.call(E.saveAdvice, { ...body, Advice: '本园建议：每天户外活动两小时。' }, w.admin);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().response).toEqual({ Advice: '本园建议：每天户外活动两小时。', AdviceAdjusted: true });
    expect((await libraryOf(1)).Items.find((i) => i.Point === point.Point)!.Advice).toBe(
      '本园建议：每天户外活动两小时。',
    );
    expect(
      (await libraryOf(1, await h.login('rainbow'))).Items.find((i) => i.Point === point.Point)!.Advice,
    ).toBe('');

    // a child of 小一班 with every point 1 star: the first item carries the school's advice
    const child = w.mine[14]!;
    const { tempId } = await demoSetting(h, w.teacher);
    const row = (await recordsOf(h, w.teacher, child, tempId)).List.find(
      (r) => r.Type === TypeNum.termObservation,
    )!;
    const saved = await save(h, w.teacher, {
      tempId,
      row,
      studentId: child,
      answer: { dimensions: scoredSheet(row, 1), cycleWrites: [{ Title: '故事描述', Desc: '搭积木' }] },
      status: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [term] = await h.db
      .select()
      .from(cycles)
      .where(and(eq(cycles.schoolId, w.sunshine), eq(cycles.isOpen, true)));
    const report = (await h.call(E.report, { CycleId: term!.id, StudentId: child }, w.teacher)).json()
      .response as TTermReport;
    const item = report.domains
      .find((d) => d.Name === point.Dimension)!
      .table.find((c) => c.CategoryName === point.Element)!
      .data.find((i) => i.Point === point.Point)!;
    expect(item).toMatchObject({ InterveneContent: '本园建议：每天户外活动两小时。', AdviceAdjusted: false });

    const reset = await h.call(E.saveAdvice, { ...body, Advice: '' }, w.admin);
    expect(reset.json().response).toEqual({ Advice: point.Default, AdviceAdjusted: false });
    expect((await libraryOf(1)).Items.find((i) => i.Point === point.Point)!.Advice).toBe('');
  });
});
