import { API, GROWTH_RECORD_MESSAGES as M, TypeNum } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { expectRefused, useSaveFixture } from './save-fixture';
import { rowOfType, scoredSheet } from './test-support';

const fx = useSaveFixture();
const { h } = fx;

describe('G30: the monthly summary written from the scores', () => {
  it('needs every point scored; then the same scores give the same words, naming the child', async () => {
    const c = await fx.child();
    const row = rowOfType(c.records, TypeNum.monthlyObservation);
    const ask = (value: number | ((i: number) => number)) =>
      h.call(
        API.growthRecords.autoSummary,
        {
          StudentId: c.id,
          tempDetailId: row.Id,
          answer: JSON.stringify({ dimensions: scoredSheet(row, value) }),
        },
        fx.teacher,
      );
    await expectRefused(await ask((i) => (i === 2 ? 0 : 1)), M.notAllScored);
    const mixed = (i: number) => [1, 1, 2, 1, 3, 1, 2, 1, 1, 1, 1][i % 11]!;
    const one = await ask(mixed);
    expect(one.statusCode, one.body).toBe(200);
    const text = one.json().response as string;
    expect(text).toContain(c.records.StudentName);
    expect(text.length).toBeLessThanOrEqual(500);
    expect(text).toMatch(/经常出现/);
    expect((await ask(mixed)).json().response).toBe(text);
    expect((await ask(1)).json().response).not.toBe(text);
    const term = rowOfType(c.records, TypeNum.termObservation);
    const wrong = await h.call(
      API.growthRecords.autoSummary,
      { StudentId: c.id, tempDetailId: term.Id, answer: '{}' },
      fx.teacher,
    );
    expect(wrong.statusCode).toBe(400);
  });
});
