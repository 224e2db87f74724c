import { API, type TEndpoint } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { cycles, students } from '../../db/schema';
import { questionnaireLookups } from './test-support';

/** The results view (issue 14 item 7): a class's averages per bank, a child's answers by term. */

const h = useHarness();
let admin: string;
let teacher: string;
let doctor: string;
let sunshine: number;
let rainbow: number;
let terms: { id: number; name: string }[];
const { schoolId, classId, kids, bankId, termsOf, questionIds, storedItems } = questionnaireLookups(
  h,
  () => sunshine,
);

type TAverage = { CateId: number; Average: number | null };
type TClassResults = {
  ClassName: string;
  IsBaby: boolean;
  CycleId: number;
  Categories: { Id: number; Name: string; IsBaby: boolean; Max: number }[];
  Students: { Id: number; Name: string; Averages: TAverage[] }[];
  ClassAverages: (TAverage & { Answered: number })[];
};
type TChildResults = {
  StudentName: string;
  CycleId: number;
  PreviousCycleId: number | null;
  PreviousCycleName: string | null;
  Categories: {
    CateId: number;
    CateName: string;
    Max: number;
    Average: number | null;
    PreviousAverage: number | null;
    Content: { Name: string; Value: number; PreviousValue: number }[];
  }[];
};

/** A child's stored values for a bank in a term, straight from the tables. */
const storedValues = async (studentId: number, bank: number, cycleId: number) =>
  (await storedItems(studentId, bank, cycleId)).map((r) => r.value);

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const round2 = (n: number) => Math.round(n * 100) / 100;

async function classResults(klass: number, token = admin, cycleId?: number) {
  const res = await h.call(
    API.questionnaire.classResults,
    { ClassId: klass, CycleId: cycleId || undefined },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TClassResults;
}

async function childResults(studentId: number, token = admin, cycleId?: number) {
  const res = await h.call(
    API.questionnaire.childResults,
    { StudentId: studentId, CycleId: cycleId || undefined },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TChildResults;
}

beforeAll(async () => {
  [admin, teacher, doctor] = await Promise.all([h.login('admin'), h.login('teacher'), h.login('doctor')]);
  sunshine = await schoolId('阳光幼儿园');
  rainbow = await schoolId('彩虹幼儿园');
  terms = await termsOf(sunshine);
  expect(terms).toHaveLength(2);
});

describe('access', () => {
  itGuards(
    h,
    [
      [API.questionnaire.classResults, { ClassId: 1 }],
      [API.questionnaire.childResults, { StudentId: 1 }],
    ],
    () => doctor,
  );

  it('answers 404 for another school’s class or child, a teacher’s other class and its children', async () => {
    const rainbowChild = (await h.db.select().from(students).where(eq(students.schoolId, rainbow)))[0]!.id;
    const [otherChild] = await kids('中一班');
    const { classResults, childResults } = API.questionnaire;
    const cases: [TEndpoint, Record<string, number>, string][] = [
      [classResults, { ClassId: await classId('小一班', rainbow) }, admin],
      [classResults, { ClassId: await classId('中一班') }, teacher],
      [classResults, { ClassId: 999999 }, admin],
      [childResults, { StudentId: rainbowChild! }, admin],
      [childResults, { StudentId: otherChild! }, teacher],
    ];
    for (const [endpoint, query, token] of cases) {
      const res = await h.call(endpoint, query, token);
      expect(res.statusCode, `${endpoint.path} ${JSON.stringify(query)}`).toBe(404);
    }
  });
});

describe('GetClassResults', () => {
  it('gives each 小一班 child’s average per bank from the seeded answers, and the class’s', async () => {
    const body = await classResults(await classId('小一班'), teacher);
    expect(body.ClassName).toBe('小一班');
    expect(body.CycleId).toBe(terms[0]!.id);
    expect(body.Categories.map((c) => c.Name)).toEqual(['健康', '语言', '社会', '科学', '艺术']);
    expect(body.Categories.every((c) => c.Max === 6 && !c.IsBaby)).toBe(true);
    expect(body.Students.map((s) => s.Id)).toEqual(await kids('小一班'));

    const language = await bankId('语言');
    const languageAt = body.Categories.findIndex((c) => c.Id === language);
    const expected: number[] = [];
    for (const [i, child] of body.Students.entries()) {
      const values = await storedValues(child.Id, language, terms[0]!.id);
      const average = child.Averages[languageAt]!;
      expect(average.CateId).toBe(language);
      // the demo: the first 12 and (issue 19) the last 3 are rated
      if (i < 12 || i >= body.Students.length - 3) {
        expect(values.length).toBeGreaterThan(0);
        expect(average.Average).toBe(round2(mean(values)));
        expected.push(mean(values));
      } else expect(average.Average).toBeNull();
    }
    expect(body.ClassAverages[languageAt]).toEqual({
      CateId: language,
      Average: round2(mean(expected.map(round2))),
      Answered: 15,
    });
    // 社会 has only the last three children's answers: its average is theirs.
    const society = await bankId('社会');
    const societyAt = body.Categories.findIndex((c) => c.Id === society);
    const rated = body.Students.slice(-3).map((s) => s.Averages[societyAt]!.Average!);
    expect(body.Students.slice(0, -3).every((s) => s.Averages[societyAt]!.Average === null)).toBe(true);
    expect(body.ClassAverages[societyAt]).toEqual({
      CateId: society,
      Average: round2(mean(rated)),
      Answered: 3,
    });
  });

  it('gives a 托班 class the share of 是 per nursery bank', async () => {
    const body = await classResults(await classId('托一班'));
    expect(body.IsBaby).toBe(true);
    const habits = await bankId('生活习惯');
    const at = body.Categories.findIndex((c) => c.Id === habits);
    expect(body.Categories[at]).toMatchObject({ Max: 1, IsBaby: true });
    const shares: number[] = [];
    for (const child of body.Students.slice(0, 6)) {
      const values = await storedValues(child.Id, habits, terms[0]!.id);
      const share = values.filter((v) => v === 1).length / values.length;
      expect(child.Averages[at]!.Average).toBe(round2(share));
      shares.push(round2(share));
    }
    expect(body.ClassAverages[at]).toMatchObject({ Average: round2(mean(shares)), Answered: 6 });
  });

  it('counts a fresh submission: 6 and 2 stars average 4', async () => {
    const klass = await classId('小二班');
    const [child] = await kids('小二班');
    const art = await bankId('艺术');
    const [q1, q2] = await questionIds(art, child!, admin);
    const res = await h.call(
      API.questionnaire.submit,
      {
        classId: klass,
        cateId: art,
        studentId: child,
        content: [
          { id: q1, value: 6 },
          { id: q2, value: 2 },
        ],
      },
      teacher,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = await classResults(klass, teacher);
    const at = body.Categories.findIndex((c) => c.Id === art);
    expect(body.Students[0]!.Averages[at]!.Average).toBe(4);
    expect(body.ClassAverages[at]).toEqual({ CateId: art, Average: 4, Answered: 1 });
  });

  it('answers 404 for a term of another school', async () => {
    const rainbowTerm = (await h.db.select().from(cycles).where(eq(cycles.schoolId, rainbow)))[0]!.id;
    const res = await h.call(
      API.questionnaire.classResults,
      { ClassId: await classId('小一班'), CycleId: rainbowTerm },
      admin,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('GetChildResults', () => {
  it('puts a child’s answers of this term beside the previous term’s, with both averages', async () => {
    const [child] = await kids('小一班');
    const language = await bankId('语言');
    const before = await storedValues(child!, language, terms[0]!.id);
    const ids = await questionIds(language, child!, admin);
    expect(before).toHaveLength(ids.length);
    // The second term: every question 5 stars but the first, left unanswered.
    const res = await h.call(
      API.questionnaire.submit,
      {
        classId: await classId('小一班'),
        cateId: language,
        studentId: child,
        cycleId: terms[1]!.id,
        content: ids.map((id, i) => ({ id, value: i === 0 ? 0 : 5 })),
      },
      teacher,
    );
    expect(res.statusCode, res.body).toBe(200);

    const body = await childResults(child!, teacher, terms[1]!.id);
    expect(body).toMatchObject({
      CycleId: terms[1]!.id,
      PreviousCycleId: terms[0]!.id,
      PreviousCycleName: terms[0]!.name,
    });
    expect(body.Categories.map((c) => c.CateName)).toEqual(['语言']);
    const [bank] = body.Categories;
    expect(bank!.Content.map((c) => c.Value)).toEqual(ids.slice(1).map(() => 5));
    expect(bank!.Content.map((c) => c.PreviousValue)).toEqual(before.slice(1));
    expect(bank!.Average).toBe(5);
    expect(bank!.PreviousAverage).toBe(round2(mean(before.slice(1))));
  });

  it('shows the first term alone: no previous term', async () => {
    const [, second] = await kids('小一班');
    const body = await childResults(second!, admin, terms[0]!.id);
    expect(body.PreviousCycleId).toBeNull();
    expect(body.Categories.map((c) => c.CateName).sort()).toEqual(['健康', '语言'].sort());
    for (const c of body.Categories) {
      expect(c.PreviousAverage).toBeNull();
      expect(c.Average).toBe(round2(mean(c.Content.map((i) => i.Value))));
    }
  });
});
