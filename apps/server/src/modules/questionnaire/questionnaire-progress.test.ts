import { API, BankType, QUESTION_BANK_MESSAGES } from '@kg/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { cycles, processQuestions, questionBanks, questionnaireAnswers, students } from '../../db/schema';
import { questionnaireLookups } from './test-support';

const h = useHarness();
let admin: string;
let teacher: string;
let sunshine: number;
let rainbow: number;
let terms: { id: number; name: string }[];
const { schoolId, classId, kids, bankId, termsOf, questionIds, storedItems } = questionnaireLookups(
  h,
  () => sunshine,
);

type TItem = { Name: string; Value: number; PreviousValue: number };
type TCategory = {
  CateId: number;
  CateName: string;
  IsBaby: boolean;
  Max: number;
  Content: TItem[];
  Legend_data: string[];
  Xaxis_data: string[];
  Series: { name: string; data: number[] }[];
};

/** The school's banks in their order. */
const banks = () =>
  h.db
    .select()
    .from(questionBanks)
    .where(eq(questionBanks.schoolId, sunshine))
    .orderBy(asc(questionBanks.orderSort), asc(questionBanks.id));

const questionCount = async (id: number, scopes: string[]) =>
  (
    (await h.db
      .select({ n: count() })
      .from(processQuestions)
      .where(and(eq(processQuestions.bankId, id), inArray(processQuestions.gradeName, scopes)))) as [
      { n: number },
    ]
  )[0].n;

async function progress(klass: number, token = admin, cycleId?: number) {
  const res = await h.call(
    API.questionnaire.classProgress,
    { ClassId: klass, CycleId: cycleId || undefined },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
}

async function parentAnswers(studentId: number, cycleId?: number, token = admin) {
  const res = await h.call(
    API.questionnaire.parentAnswers,
    { StudentId: studentId, CycleId: cycleId || undefined },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as {
    CycleId: number;
    PreviousCycleId: number | null;
    PreviousCycleName: string | null;
    Categories: TCategory[];
  };
}

beforeAll(async () => {
  [admin, teacher] = await Promise.all([h.login('admin'), h.login('teacher')]);
  sunshine = await schoolId('阳光幼儿园');
  rainbow = await schoolId('彩虹幼儿园');
  terms = await termsOf(sunshine);
  expect(terms).toHaveLength(2);
});

describe('GetClassProgress', () => {
  it('shows the teacher her 小一班: 25 children, the five 3-6 banks, 语言 and 健康 done for 12, all five for the last 3', async () => {
    const body = await progress(await classId('小一班'), teacher);
    expect(body).toMatchObject({
      ClassName: '小一班',
      GradeName: '小班',
      IsBaby: false,
      CycleId: terms[0]!.id,
    });
    expect(body.Cycles).toEqual([
      { Id: terms[0]!.id, Name: terms[0]!.name, IsOpen: true },
      { Id: terms[1]!.id, Name: terms[1]!.name, IsOpen: false },
    ]);
    const kindergarten = (await banks()).filter((b) => b.typeId === BankType.kindergarten);
    expect(kindergarten.map((b) => b.name)).toEqual(['健康', '语言', '社会', '科学', '艺术']);
    const expected = [];
    for (const b of kindergarten)
      expected.push({ Id: b.id, Name: b.name, QuestionCount: await questionCount(b.id, ['通用', '小班']) });
    expect(body.Categories).toEqual(expected);
    expect(expected.every((c) => c.QuestionCount > 0)).toBe(true);

    expect(body.Students).toHaveLength(25);
    expect(body.Students.map((s: { Id: number }) => s.Id)).toEqual(await kids('小一班'));
    const done = [await bankId('健康'), await bankId('语言')].sort();
    const all = kindergarten.map((b) => b.id).sort();
    // the demo: the first 12 rated in 语言 and 健康, the last 3 in every bank (issue 19's parent editions)
    body.Students.forEach((s: { DoneCateIds: number[] }, i: number) => {
      expect([...s.DoneCateIds].sort()).toEqual(i < 12 ? done : i >= 22 ? all : []);
    });
  });

  it('shows a 托班 class the nursery banks, all their questions counted', async () => {
    const body = await progress(await classId('托一班'));
    expect(body.IsBaby).toBe(true);
    const nursery = (await banks()).filter((b) => b.typeId === BankType.nursery);
    expect(nursery.map((b) => b.name)).toEqual([
      '生活习惯',
      '动作发展',
      '语言发展',
      '认知发展',
      '情感与社会性',
    ]);
    const expected = [];
    for (const b of nursery)
      expected.push({ Id: b.id, Name: b.name, QuestionCount: await questionCount(b.id, ['托班']) });
    expect(body.Categories).toEqual(expected);
    const habits = await bankId('生活习惯');
    body.Students.forEach((s: { DoneCateIds: number[]; IsBaby: boolean }, i: number) => {
      expect(s.IsBaby).toBe(true);
      expect(s.DoneCateIds).toEqual(i < 6 ? [habits] : []);
    });
  });

  it('shows nothing done in the second term', async () => {
    const body = await progress(await classId('小一班'), teacher, terms[1]!.id);
    expect(body.CycleId).toBe(terms[1]!.id);
    expect(body.CycleName).toBe(terms[1]!.name);
    expect(body.Students.every((s: { DoneCateIds: number[] }) => s.DoneCateIds.length === 0)).toBe(true);
  });

  it('answers 404 for a class the teacher does not teach, an unknown class or term, another school’s', async () => {
    const small = await classId('小一班');
    const rainbowTerm = (await h.db.select().from(cycles).where(eq(cycles.schoolId, rainbow)))[0]!.id;
    const cases: [{ ClassId: number; CycleId?: number }, string][] = [
      [{ ClassId: await classId('中一班') }, teacher],
      [{ ClassId: 999999 }, admin],
      [{ ClassId: await classId('小一班', rainbow) }, admin],
      [{ ClassId: small, CycleId: rainbowTerm }, admin],
    ];
    for (const [query, token] of cases)
      expect(
        (await h.call(API.questionnaire.classProgress, query, token)).statusCode,
        JSON.stringify(query),
      ).toBe(404);
  });
});

describe('GetParentAnswers', () => {
  it('gives a rated child’s banks in bank order with this term’s values and no previous term', async () => {
    const [child] = await kids('小一班');
    const body = await parentAnswers(child!, undefined, teacher);
    expect(body).toMatchObject({ CycleId: terms[0]!.id, PreviousCycleId: null, PreviousCycleName: null });
    expect(body.Categories.map((c) => c.CateName)).toEqual(['健康', '语言']);
    for (const category of body.Categories) {
      const items = await storedItems(child!, category.CateId, terms[0]!.id);
      expect(items.length).toBeGreaterThan(0);
      expect(category).toEqual({
        CateId: category.CateId,
        CateName: category.CateName,
        IsBaby: false,
        Max: 6,
        Content: items.map((i) => ({ Name: i.question, Value: i.value, PreviousValue: 0 })),
        Legend_data: [terms[0]!.name],
        Xaxis_data: items.map((i) => i.question),
        Series: [{ name: terms[0]!.name, data: items.map((i) => i.value) }],
      });
      expect(category.Content.every((c) => c.Value >= 1 && c.Value <= 6)).toBe(true);
    }
  });

  it('compares the second term with the first, question by question', async () => {
    const [child] = await kids('小一班');
    const language = await bankId('语言');
    const first = await storedItems(child!, language, terms[0]!.id);
    // Every other question, so a match by position would go wrong.
    const asked = (await questionIds(language, child!, admin)).filter((_, i) => i % 2 === 1);
    const res = await h.call(
      API.questionnaire.submit,
      {
        classId: await classId('小一班'),
        cateId: language,
        studentId: child,
        cycleId: terms[1]!.id,
        content: asked.map((id, i) => ({ id, value: (i % 2) + 1 })),
      },
      teacher,
    );
    expect(res.statusCode, res.body).toBe(200);

    const body = await parentAnswers(child!, terms[1]!.id);
    expect(body).toMatchObject({
      CycleId: terms[1]!.id,
      PreviousCycleId: terms[0]!.id,
      PreviousCycleName: terms[0]!.name,
    });
    expect(body.Categories.map((c) => c.CateName)).toEqual(['语言']);
    const [category] = body.Categories as [TCategory];
    const before = new Map(first.map((i) => [i.questionId, i.value]));
    const expected = asked.map((id, i) => ({
      Name: first.find((f) => f.questionId === id)!.question,
      Value: (i % 2) + 1,
      PreviousValue: before.get(id)!,
    }));
    expect(category.Content).toEqual(expected);
    expect(category.Legend_data).toEqual([terms[0]!.name, terms[1]!.name]);
    expect(category.Series).toEqual([
      { name: terms[0]!.name, data: expected.map((e) => e.PreviousValue) },
      { name: terms[1]!.name, data: expected.map((e) => e.Value) },
    ]);
  });

  it('charts a nursery child’s answers as 1 for 是 and 0 for 否, Max 1', async () => {
    const habits = await bankId('生活习惯');
    const child = (await kids('托一班'))[6]!;
    const ids = await questionIds(habits, child, admin);
    const values = ids.map((_, i) => (i % 3 === 2 ? 2 : 1));
    const res = await h.call(
      API.questionnaire.submit,
      {
        classId: await classId('托一班'),
        cateId: habits,
        studentId: child,
        content: ids.map((id, i) => ({ id, value: values[i] })),
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [category] = (await parentAnswers(child)).Categories as [TCategory];
    expect(category).toMatchObject({ CateId: habits, IsBaby: true, Max: 1 });
    expect(category.Content.map((c) => c.Value)).toEqual(values);
    expect(category.Series).toEqual([{ name: terms[0]!.name, data: values.map((v) => (v === 1 ? 1 : 0)) }]);

    // The demo's rated children chart the same way.
    const [demoChild] = await kids('托一班');
    const [demo] = (await parentAnswers(demoChild!)).Categories as [TCategory];
    expect(demo.Series[0]!.data).toEqual(demo.Content.map((c) => (c.Value === 1 ? 1 : 0)));
  });

  it('answers 404 for a child the teacher does not teach and for another school’s child', async () => {
    const [middle] = await kids('中一班');
    const other = (await h.db.select().from(students).where(eq(students.schoolId, rainbow)))[0]!.id;
    expect((await h.call(API.questionnaire.parentAnswers, { StudentId: middle }, teacher)).statusCode).toBe(
      404,
    );
    expect((await h.call(API.questionnaire.parentAnswers, { StudentId: other }, admin)).statusCode).toBe(404);
  });
});

describe('the bank changes after answering', () => {
  it('keeps a deleted question’s text and value, matched across terms by text', async () => {
    const child = (await kids('小一班'))[2]!;
    const language = await bankId('语言');
    const first = await storedItems(child, language, terms[0]!.id);
    const gone = first[0]!;
    const ids = await questionIds(language, child, admin);
    const res = await h.call(
      API.questionnaire.submit,
      {
        classId: await classId('小一班'),
        cateId: language,
        studentId: child,
        cycleId: terms[1]!.id,
        content: ids.map((id) => ({ id, value: 1 })),
      },
      teacher,
    );
    expect(res.statusCode, res.body).toBe(200);

    const deleted = await h.call(API.questionBank.removeQuestions, { ids: [gone.questionId] }, admin);
    expect(deleted.json()).toMatchObject({ success: true });
    expect(await questionIds(language, child, admin)).not.toContain(gone.questionId);

    const now = (await parentAnswers(child)).Categories.find((c) => c.CateId === language)!;
    expect(now.Content[0]).toEqual({ Name: gone.question, Value: gone.value, PreviousValue: 0 });
    expect(now.Content).toHaveLength(first.length);

    const later = (await parentAnswers(child, terms[1]!.id)).Categories.find((c) => c.CateId === language)!;
    expect(later.Content[0]).toEqual({ Name: gone.question, Value: 1, PreviousValue: gone.value });
  });

  it('refuses to delete 语言, which has answers', async () => {
    const language = await bankId('语言');
    const [{ n }] = (await h.db
      .select({ n: count() })
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.bankId, language))) as [{ n: number }];
    const res = await h.call(API.questionBank.removeBank, { Id: language }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(QUESTION_BANK_MESSAGES.bankHasAnswers.replace('{count}', String(n)));
    expect(await bankId('语言')).toBe(language);
  });
});
