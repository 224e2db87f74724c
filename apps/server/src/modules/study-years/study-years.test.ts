import { API, defaultCycles, STUDY_YEAR_MESSAGES } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { cycles, schools } from '../../db/schema';

const h = useHarness();
let admin: string;
let teacher: string;
let rainbow: string;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  rainbow = await h.login('rainbow');
});

/** A term of 彩虹幼儿园, to prove 阳光幼儿园's administrator cannot reach it. */
async function rainbowCycleId() {
  const [row] = await h.db
    .select({ id: cycles.id })
    .from(cycles)
    .innerJoin(schools, eq(schools.id, cycles.schoolId))
    .where(eq(schools.name, '彩虹幼儿园'));
  return row!.id;
}

describe('access (C02, C03)', () => {
  itGuards(
    h,
    [
      API.studyYears.list,
      [API.studyYears.add, { StartYear: 2027, Cycles: defaultCycles(2027) }],
      [API.studyYears.openCycle, { CycleId: 1 }],
      [API.studyYears.updateCycle, { Id: 1, ...defaultCycles(2026)[0] }],
    ],
    () => teacher,
  );
});

describe('GetStudyYearList', () => {
  it('lists the study year with its terms, grades, class count and the open term', async () => {
    const [year] = (await h.call(API.studyYears.list, undefined, admin)).json().response;
    expect(year).toMatchObject({
      Name: '2026-2027学年',
      StartDate: '2026-09-01',
      EndDate: '2027-08-31',
      IsCurrent: true,
      GradeNames: ['托班', '小班', '中班', '大班'],
      ClassNum: 8,
    });
    expect(year.Cycles.map((c: { Name: string; IsOpen: boolean }) => [c.Name, c.IsOpen])).toEqual([
      ['2026-2027学年第一学期', true],
      ['2026-2027学年第二学期', false],
    ]);
  });

  it('shows each school only its own years', async () => {
    const list = (await h.call(API.studyYears.list, undefined, rainbow)).json().response;
    expect(list).toHaveLength(1);
    expect(list[0].ClassNum).toBe(2);
  });
});

describe('AddStudyYear', () => {
  it.each([
    [
      {
        StartYear: 2027,
        Cycles: [{ ...defaultCycles(2027)[0], EndDate: '2027-08-01' }, defaultCycles(2027)[1]],
      },
      STUDY_YEAR_MESSAGES.cycleDatesOrder,
    ],
    [
      {
        StartYear: 2027,
        Cycles: [{ ...defaultCycles(2027)[0], StartDate: '2027-07-01' }, defaultCycles(2027)[1]],
      },
      STUDY_YEAR_MESSAGES.cycleOutsideYear,
    ],
    [
      {
        StartYear: 2027,
        Cycles: [defaultCycles(2027)[0], { ...defaultCycles(2027)[1], StartDate: '2028-01-10' }],
      },
      STUDY_YEAR_MESSAGES.cyclesOverlap,
    ],
    [
      { StartYear: 2027, Cycles: [{ ...defaultCycles(2027)[0], StartDate: '' }, defaultCycles(2027)[1]] },
      STUDY_YEAR_MESSAGES.cycleDatesRequired,
    ],
    [{ Cycles: defaultCycles(2027) }, STUDY_YEAR_MESSAGES.startYearRequired],
    [{ StartYear: 2026, Cycles: defaultCycles(2026) }, STUDY_YEAR_MESSAGES.yearExists],
  ])('refuses %o with its message, writing nothing', async (body, msg) => {
    const res = await h.call(API.studyYears.add, body, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
    expect((await h.call(API.studyYears.list, undefined, admin)).json().response).toHaveLength(1);
  });

  it('creates 2027-2028学年 with two terms and four grades, closed until opened', async () => {
    const res = await h.call(
      API.studyYears.add,
      { StartYear: 2027, Cycles: defaultCycles(2027).map((c) => ({ ...c, Name: '' })) },
      admin,
    );
    expect(res.json()).toMatchObject({
      success: true,
      msg: '添加成功',
      response: { Id: expect.any(Number) },
    });
    const [newest] = (await h.call(API.studyYears.list, undefined, admin)).json().response;
    expect(newest).toMatchObject({
      Name: '2027-2028学年',
      IsCurrent: false,
      ClassNum: 0,
      GradeNames: ['托班', '小班', '中班', '大班'],
    });
    expect(newest.Cycles.map((c: { Name: string }) => c.Name)).toEqual([
      '2027-2028学年第一学期',
      '2027-2028学年第二学期',
    ]);
    const options = (await h.call(API.schoolInfo.cycleSelect, { StudyYearsId: newest.Id }, admin)).json();
    expect(options.response).toHaveLength(2);
  });
});

describe('OpenCycleInfo', () => {
  it('opens one term for the whole school and makes its year current', async () => {
    const [newest, old] = (await h.call(API.studyYears.list, undefined, admin)).json().response;
    const res = await h.call(API.studyYears.openCycle, { CycleId: newest.Cycles[0].Id }, admin);
    expect(res.json()).toMatchObject({ success: true, msg: '操作成功' });
    const [a, b] = (await h.call(API.studyYears.list, undefined, admin)).json().response;
    expect([a.IsCurrent, b.IsCurrent]).toEqual([true, false]);
    const open = [...a.Cycles, ...b.Cycles].filter((c: { IsOpen: boolean }) => c.IsOpen);
    expect(open.map((c: { Id: number }) => c.Id)).toEqual([newest.Cycles[0].Id]);
    expect(old.Id).toBe(b.Id);
  });

  it("answers 404 for another school's term and changes nothing there", async () => {
    const res = await h.call(API.studyYears.openCycle, { CycleId: await rainbowCycleId() }, admin);
    expect(res.statusCode).toBe(404);
    const theirs = (await h.call(API.studyYears.list, undefined, rainbow)).json().response[0];
    expect(theirs.Cycles.filter((c: { IsOpen: boolean }) => c.IsOpen)).toHaveLength(1);
  });
});

describe('UpdateCycleInfo', () => {
  it('moves a term within the rules', async () => {
    const [year] = (await h.call(API.studyYears.list, undefined, admin)).json().response;
    const term = year.Cycles[1];
    const res = await h.call(
      API.studyYears.updateCycle,
      { Id: term.Id, Name: '2027-2028学年春季学期', StartDate: '2028-02-25', EndDate: '2028-07-10' },
      admin,
    );
    expect(res.json()).toMatchObject({ success: true, msg: '修改成功' });
    const after = (await h.call(API.studyYears.list, undefined, admin)).json().response[0].Cycles[1];
    expect(after).toMatchObject({
      Name: '2027-2028学年春季学期',
      StartDate: '2028-02-25',
      EndDate: '2028-07-10',
    });
  });

  it.each([
    [{ Name: '', StartDate: '2028-02-25', EndDate: '2028-07-10' }, STUDY_YEAR_MESSAGES.cycleNameRequired],
    [{ Name: '春季', StartDate: '2027-12-01', EndDate: '2028-07-10' }, STUDY_YEAR_MESSAGES.cyclesOverlap],
    [{ Name: '春季', StartDate: '2028-02-25', EndDate: '2028-09-10' }, STUDY_YEAR_MESSAGES.cycleOutsideYear],
  ])('refuses %o with its message', async (change, msg) => {
    const [year] = (await h.call(API.studyYears.list, undefined, admin)).json().response;
    const res = await h.call(API.studyYears.updateCycle, { Id: year.Cycles[1].Id, ...change }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it("answers 404 for another school's term", async () => {
    const res = await h.call(
      API.studyYears.updateCycle,
      { Id: await rainbowCycleId(), ...defaultCycles(2026)[0] },
      admin,
    );
    expect(res.statusCode).toBe(404);
  });
});
