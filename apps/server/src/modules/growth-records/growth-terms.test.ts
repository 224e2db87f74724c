import { API, defaultCycles, type TGrowthClass, type TGrowthTerm } from '@kg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { demoSetting, NOT_FOUND, studentsOf } from './test-support';

/**
 * The entry's term choice: once a school opens the next study year's term, last term's classes
 * and their booklets stay reachable by naming the term (CycleId), for the same people as before.
 */
const h = useHarness();
let admin: string;
let teacher: string;
let doctor: string;
let rainbow: string;
let demoTerms: TGrowthTerm[];
let setting: Awaited<ReturnType<typeof demoSetting>>;

const terms = async (token: string) => {
  const res = await h.call(API.growthRecords.terms, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TGrowthTerm[];
};
const classesIn = async (token: string, cycleId?: number) => {
  const res = await h.call(
    API.growthRecords.classes,
    cycleId === undefined ? undefined : { CycleId: cycleId },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TGrowthClass[];
};

beforeAll(async () => {
  [admin, teacher, doctor, rainbow] = (await Promise.all(
    ['admin', 'teacher', 'doctor', 'rainbow'].map((name) => h.login(name)),
  )) as [string, string, string, string];
  setting = await demoSetting(h, teacher);
  demoTerms = await terms(admin);
});

describe('guards (B17)', () => {
  itGuards(h, [API.growthRecords.terms, [API.growthRecords.classes, { CycleId: 1 }]], () => doctor);
});

describe('GetGrowthTerms', () => {
  it('the school’s terms with their study year, exactly one open, the open one the small class records in', async () => {
    expect(demoTerms.length).toBeGreaterThanOrEqual(2);
    expect(demoTerms.every((t) => t.StudyYearName.endsWith('学年') && t.Name.length > 0)).toBe(true);
    const open = demoTerms.filter((t) => t.IsOpen);
    expect(open).toHaveLength(1);
    expect(open[0]!.Name).toBe(setting.small1.CycleName);
    // A teacher chooses among the same terms.
    expect(await terms(teacher)).toEqual(demoTerms);
  });

  it('another school sees only its own terms', async () => {
    const theirs = await terms(rainbow);
    expect(theirs.length).toBeGreaterThan(0);
    const ours = new Set(demoTerms.map((t) => t.Id));
    expect(theirs.some((t) => ours.has(t.Id))).toBe(false);
  });
});

describe('GetGrowthClassList and GetGrowthClassStudents with a term', () => {
  it('CycleId 0 or absent is the open term', async () => {
    const open = demoTerms.find((t) => t.IsOpen)!;
    expect(await classesIn(teacher, 0)).toEqual(setting.list);
    expect(await classesIn(teacher, open.Id)).toEqual(setting.list);
  });

  it('another school’s term is 404; a term that is not a number is refused', async () => {
    const theirs = (await terms(rainbow))[0]!;
    for (const [endpoint, query] of [
      [API.growthRecords.classes, { CycleId: theirs.Id }],
      [API.growthRecords.classStudents, { ClassId: setting.small1.ClassId, CycleId: theirs.Id }],
    ] as const) {
      const res = await h.call(endpoint, query, teacher);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(NOT_FOUND);
    }
    const bad = await h.call(API.growthRecords.classes, { CycleId: 'abc' }, teacher);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('参数错误：CycleId');
  });

  it('after the next year’s term opens, the entry shows that year; last term’s classes and progress are one CycleId away', async () => {
    const before = demoTerms.find((t) => t.IsOpen)!;
    const add = await h.call(API.studyYears.add, { StartYear: 2027, Cycles: defaultCycles(2027) }, admin);
    expect(add.statusCode, add.body).toBe(200);
    const next = (await terms(admin)).find((t) => t.StudyYearName.startsWith('2027-2028'))!;
    expect((await terms(admin))[0]!.StudyYearName).toBe(next.StudyYearName);
    const open = await h.call(API.studyYears.openCycle, { CycleId: next.Id }, admin);
    expect(open.statusCode, open.body).toBe(200);

    // The new year has no classes of hers yet: the default entry is empty.
    expect(await classesIn(teacher)).toEqual([]);
    // Last term, named: her two classes, the same template and progress as before.
    const last = await classesIn(teacher, before.Id);
    expect(last).toEqual(setting.list);
    const small1 = last.find((c) => c.ClassName === '小一班')!;
    const children = await h.call(
      API.growthRecords.classStudents,
      { ClassId: small1.ClassId, CycleId: before.Id },
      teacher,
    );
    expect(children.statusCode, children.body).toBe(200);
    const named = children.json().response;
    expect(named.Class.TempId).toBe(setting.tempId);
    expect(named.Students).toEqual((await studentsOf(h, teacher, small1.ClassId, setting.tempId)).Students);
    // the demo's 15 monthly and 3 term observations
    expect(named.Students.filter((s: { Done: number }) => s.Done === 1)).toHaveLength(18);
    // Still only her classes: the administrator sees all eight of last year.
    expect((await classesIn(admin, before.Id)).length).toBe(8);
    expect((await classesIn(rainbow, 0)).every((c) => !last.some((l) => l.ClassId === c.ClassId))).toBe(true);
  });
});
