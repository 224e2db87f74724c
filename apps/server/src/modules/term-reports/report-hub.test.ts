import { API, HubState, hubStates, type TReportHub } from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { classes } from '../../db/schema';
import { type TTermWorld, termWorld } from './test-support';

const h = useHarness();
const E = API.termReports;
let w: TTermWorld;
let openTerm: number;
let rainbowTerm: number;
const classIdOf = async (schoolId: number, name: string) =>
  (
    await h.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), eq(classes.name, name)))
  )[0]!.id;

beforeAll(async () => {
  w = await termWorld(h);
  ({ openTerm, rainbowTerm } = w);
});

async function hubOf(query: Record<string, unknown>, token = w.teacher) {
  const res = await h.call(E.hub, query, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TReportHub;
}

describe('access (评价报告)', () => {
  itGuards(h, [[E.hub, { ClassId: 0 }]], () => w.doctor);

  it("another school's class or term and a teacher's other class answer 404", async () => {
    const theirs = (await h.db.select().from(classes).where(eq(classes.schoolId, w.rainbow)))[0]!.id;
    expect((await h.call(E.hub, { ClassId: theirs }, w.teacher)).statusCode).toBe(404);
    expect((await h.call(E.hub, { CycleId: rainbowTerm }, w.teacher)).statusCode).toBe(404);
    const middle = await classIdOf(w.sunshine, '中一班');
    expect((await h.call(E.hub, { ClassId: middle }, w.teacher)).statusCode).toBe(404);
    expect((await hubOf({ ClassId: middle }, w.admin)).ClassName).toBe('中一班');
  });

  it.each([[{ ClassId: -1 }], [{ ClassId: 'x' }], [{ CycleId: -3 }]])('%j is refused', async (query) => {
    expect((await h.call(E.hub, query, w.teacher)).statusCode).toBe(400);
  });
});

describe('the class of a term', () => {
  it('a teacher gets her first class, its children, themes and templates; 老师寄语 shows once written', async () => {
    const hub = await hubOf({});
    expect(hub.CycleId).toBe(openTerm);
    expect(hub.Classes.map((c) => c.ClassName)).toEqual(['小一班', '小二班']);
    expect(hub.ClassName).toBe('小一班');
    expect(hub.SchoolName).toBe('阳光幼儿园');
    expect(hub.TempId).toBeGreaterThan(0);
    expect(hub.BankCount).toBeGreaterThan(0);
    expect(hub.Themes.length).toBeGreaterThan(0);
    expect(hub.Students.map((s) => s.StudentId)).toEqual(expect.arrayContaining(w.mine));
    for (const s of hub.Students) expect(s.ThemeStates).toHaveLength(hub.Themes.length);
    // the demo's three complete children: a finished term observation, 老师寄语, every bank
    const complete = hub.Students.filter((s) => s.TermObserved > 0).map((s) => s.StudentId);
    expect(complete.sort()).toEqual(w.mine.slice(-3).sort());
    for (const s of hub.Students.filter((x) => complete.includes(x.StudentId))) {
      expect(s.BanksDone).toBe(hub.BankCount);
      expect(s.TeacherMessage).not.toBe('');
      expect(hubStates(s, hub.BankCount)).toMatchObject({
        term: HubState.ready,
        parent: HubState.ready,
      });
    }

    const child = w.mine[7]!;
    const saved = await h.call(
      E.saveMessage,
      { StudentId: child, CycleId: openTerm, Content: '你是大家的好朋友。' },
      w.teacher,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const row = (await hubOf({ ClassId: hub.ClassId, CycleId: openTerm })).Students.find(
      (s) => s.StudentId === child,
    )!;
    expect(row.TeacherMessage).toBe('你是大家的好朋友。');
    expect(row.TeacherMessageUpdatedAt).toBe(saved.json().response.UpdatedAt);
    // with the message and without a finished term observation the term report is partial
    expect(hubStates({ ...row, TermObserved: 0 }, hub.BankCount).term).toBe(HubState.partial);
    expect(hubStates({ ...row, TermObserved: 1 }, hub.BankCount).term).toBe(HubState.ready);
  });
});
