import { API, QUESTIONNAIRE_MESSAGES as M, YES_NO_OPTIONS } from '@kg/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import {
  cycles,
  processQuestions,
  questionBanks,
  questionnaireAnswerItems,
  questionnaireAnswers,
  students,
} from '../../db/schema';
import { questionnaireLookups } from './test-support';

const h = useHarness();
let admin: string;
let teacher: string;
let district: string;
let sunshine: number;
let rainbow: number;
let firstTerm: number;
let secondTerm: number;
let rainbowTerm: number;
let rainbowStudent: number;
const { schoolId, classId, kids } = questionnaireLookups(h, () => sunshine);

type TQuestion = { Id: number; Ex_Questions: string; Ex_AnswerList: unknown[]; value: number };

const bank = async (name: string, school = sunshine) =>
  (
    await h.db
      .select()
      .from(questionBanks)
      .where(and(eq(questionBanks.schoolId, school), eq(questionBanks.name, name)))
  )[0]!;

const bankQuestions = async (bankId: number, scopes?: string[]) =>
  h.db
    .select()
    .from(processQuestions)
    .where(
      and(
        eq(processQuestions.bankId, bankId),
        scopes ? inArray(processQuestions.gradeName, scopes) : undefined,
      ),
    )
    .orderBy(asc(processQuestions.orderSort), asc(processQuestions.id));

const questionsQuery = (bankId: number, studentId: number, cycleId?: number) => ({
  SId: bankId,
  StudentId: studentId,
  CycleId: cycleId || undefined,
});

async function open(bankId: number, studentId: number, token = admin, cycleId?: number) {
  const res = await h.call(API.questionnaire.questions, questionsQuery(bankId, studentId, cycleId), token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as {
    Questions: TQuestion[];
    AnsweredBy: string | null;
    AnsweredAt: string | null;
    CycleId: number;
  };
}

const submit = (body: object, token = teacher) => h.call(API.questionnaire.submit, body, token);

/** The answer rows and their items for some children, a bank and a term. */
async function stored(studentIds: number[], bankId: number, cycleId = firstTerm) {
  const rows = await h.db
    .select({ id: questionnaireAnswers.id, studentId: questionnaireAnswers.studentId })
    .from(questionnaireAnswers)
    .where(
      and(
        inArray(questionnaireAnswers.studentId, studentIds),
        eq(questionnaireAnswers.bankId, bankId),
        eq(questionnaireAnswers.cycleId, cycleId),
      ),
    );
  const items = rows.length
    ? await h.db
        .select()
        .from(questionnaireAnswerItems)
        .where(
          inArray(
            questionnaireAnswerItems.answerId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return { rows, items };
}

beforeAll(async () => {
  [admin, teacher, district] = await Promise.all([h.login('admin'), h.login('teacher'), h.login('district')]);
  sunshine = await schoolId('阳光幼儿园');
  rainbow = await schoolId('彩虹幼儿园');
  const terms = await h.db
    .select()
    .from(cycles)
    .where(eq(cycles.schoolId, sunshine))
    .orderBy(asc(cycles.startDate));
  expect(terms.map((t) => t.isOpen)).toEqual([true, false]);
  [firstTerm, secondTerm] = terms.map((t) => t.id) as [number, number];
  rainbowTerm = (await h.db.select().from(cycles).where(eq(cycles.schoolId, rainbow)))[0]!.id;
  rainbowStudent = (await h.db.select().from(students).where(eq(students.schoolId, rainbow)))[0]!.id;
});

describe('access', () => {
  itGuards(
    h,
    [
      [API.questionnaire.questions, { SId: 1, StudentId: 1 }],
      API.questionnaire.submit,
      [API.questionnaire.classProgress, { ClassId: 1 }],
      [API.questionnaire.parentAnswers, { StudentId: 1 }],
    ],
    () => district,
  );
});

describe('GetQuestions (J02, J03, J05, J06)', () => {
  it('J02/J05: a 中班 child gets exactly the 通用 and 中班 questions of 语言, in order, unanswered', async () => {
    const language = await bank('语言');
    const [child] = await kids('中一班');
    const expected = await bankQuestions(language.id, ['通用', '中班']);
    expect(new Set(expected.map((q) => q.gradeName))).toEqual(new Set(['通用', '中班']));
    const all = await bankQuestions(language.id);
    expect(all.length).toBeGreaterThan(expected.length);

    const res = await h.call(API.questionnaire.questions, questionsQuery(language.id, child!), admin);
    expect(res.statusCode).toBe(200);
    const body = res.json().response;
    expect(body).toMatchObject({
      CateId: language.id,
      CateName: '语言',
      Description: language.description,
      IsBaby: false,
      StudentId: child,
      ClassName: '中一班',
      GradeName: '中班',
      CycleId: firstTerm,
      AnsweredAt: null,
      AnsweredBy: null,
    });
    expect(language.description).not.toBe('');
    expect(body.Questions).toEqual(
      expected.map((q) => ({ Id: q.id, Ex_Questions: q.question, Ex_AnswerList: [], value: 0 })),
    );
    const orders = expected.map((q) => q.orderSort);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('J06: a 托班 child gets yes/no radios for every question of 生活习惯', async () => {
    const habits = await bank('生活习惯');
    const [child] = await kids('托二班');
    const body = (await h.call(API.questionnaire.questions, questionsQuery(habits.id, child!), admin)).json()
      .response;
    expect(body.IsBaby).toBe(true);
    expect(body.Description).toBe(habits.description);
    const expected = await bankQuestions(habits.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.Questions).toEqual(
      expected.map((q) => ({
        Id: q.id,
        Ex_Questions: q.question,
        Ex_AnswerList: [
          { Option: '是', Value: 1 },
          { Option: '否', Value: 2 },
        ],
        value: 0,
      })),
    );
    expect(body.Questions[0].Ex_AnswerList).toEqual(YES_NO_OPTIONS);
  });

  it('J06: a bank of the other kind is refused both ways', async () => {
    const [baby] = await kids('托一班');
    const [small] = await kids('小二班');
    for (const [bankName, child] of [
      ['语言', baby],
      ['生活习惯', small],
    ] as const) {
      const res = await h.call(
        API.questionnaire.questions,
        questionsQuery((await bank(bankName)).id, child!),
        admin,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(M.bankNotForChild);
    }
  });

  it('J05: saved answers come back as value, with who saved them and when', async () => {
    const language = await bank('语言');
    const [child] = await kids('小一班');
    const { items } = await stored([child!], language.id);
    expect(items.length).toBeGreaterThan(0);
    const body = await open(language.id, child!, teacher);
    expect(body.AnsweredBy).toBe('王丽');
    expect(Number.isNaN(Date.parse(body.AnsweredAt!))).toBe(false);
    const values = new Map(items.map((i) => [i.questionId, i.value]));
    expect(body.Questions.map((q) => q.value)).toEqual(body.Questions.map((q) => values.get(q.Id) ?? 0));
    expect(body.Questions.every((q) => q.value >= 1 && q.value <= 6)).toBe(true);
  });

  it('answers 404 for a child outside the teacher’s classes, another school’s child, bank or term', async () => {
    const language = await bank('语言');
    const [middle] = await kids('中一班');
    const [small] = await kids('小一班');
    const cases: [ReturnType<typeof questionsQuery>, string][] = [
      [questionsQuery(language.id, middle!), teacher],
      [questionsQuery(language.id, rainbowStudent), admin],
      [questionsQuery((await bank('语言', rainbow)).id, small!), admin],
      [questionsQuery(language.id, small!, rainbowTerm), admin],
    ];
    for (const [query, token] of cases)
      expect(
        (await h.call(API.questionnaire.questions, query, token)).statusCode,
        JSON.stringify(query),
      ).toBe(404);
  });

  it('refuses when the school has no open term', async () => {
    const language = await bank('语言');
    const [child] = await kids('小一班');
    await h.db.update(cycles).set({ isOpen: false }).where(eq(cycles.id, firstTerm));
    try {
      const res = await h.call(API.questionnaire.questions, questionsQuery(language.id, child!), admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(M.noOpenCycle);
      // A term named outright still opens.
      expect(
        (await h.call(API.questionnaire.questions, questionsQuery(language.id, child!, firstTerm), admin))
          .statusCode,
      ).toBe(200);
    } finally {
      await h.db.update(cycles).set({ isOpen: true }).where(eq(cycles.id, firstTerm));
    }
  });
});

describe('SubmitAnswer (J07)', () => {
  /** A 小班 bank's questions for a child of 小二班 (taught by `teacher`, no demo answers). */
  async function smallSetup(bankName: string) {
    const b = await bank(bankName);
    const klass = await classId('小二班');
    const children = await kids('小二班');
    const questions = (await open(b.id, children[0]!, teacher)).Questions;
    const form = (over: object = {}) => ({
      classId: klass,
      cateId: b.id,
      studentId: children[0]!,
      content: questions.map((q, i) => ({ id: q.Id, value: (i % 6) + 1 })),
      ...over,
    });
    return { bankId: b.id, children, questions, form };
  }

  it('J07: saves, says 提交成功, and the questionnaire reopens with the values', async () => {
    const s = await smallSetup('科学');
    const res = await submit(s.form());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      msg: '提交成功',
      response: { StudentIds: [s.children[0]], CycleId: firstTerm },
    });
    const body = await open(s.bankId, s.children[0]!, teacher);
    expect(body.Questions.map((q) => q.value)).toEqual(s.questions.map((_, i) => (i % 6) + 1));
    expect(body.AnsweredBy).toBe('王丽');
  });

  it('J07: a second submit replaces the first; unanswered questions read 0', async () => {
    const s = await smallSetup('科学');
    const child = s.children[1]!;
    expect((await submit(s.form({ studentId: child }))).statusCode).toBe(200);
    const half = Math.ceil(s.questions.length / 2);
    const content = s.questions.map((q, i) => ({ id: q.Id, value: i < half ? 6 : i % 2 ? null : 0 }));
    expect((await submit(s.form({ studentId: child, content }))).statusCode).toBe(200);
    const body = await open(s.bankId, child, teacher);
    expect(body.Questions.map((q) => q.value)).toEqual(s.questions.map((_, i) => (i < half ? 6 : 0)));
    const { rows, items } = await stored([child], s.bankId);
    expect(rows).toHaveLength(1);
    expect(items).toHaveLength(half);
  });

  it('J07: studentIds gives the same answers to several children of the class', async () => {
    const s = await smallSetup('艺术');
    const [a, b, c] = s.children as [number, number, number];
    const res = await submit(s.form({ studentId: a, studentIds: [b, c, a] }));
    expect(res.json().response.StudentIds.sort()).toEqual([a, b, c].sort());
    for (const child of [a, b, c]) {
      const body = await open(s.bankId, child, teacher);
      expect(body.Questions.map((q) => q.value)).toEqual(s.questions.map((_, i) => (i % 6) + 1));
    }
  });

  it('refuses a child of another class; the batch writes nothing (one transaction)', async () => {
    const s = await smallSetup('社会');
    const [other] = await kids('小一班');
    const res = await submit(s.form({ studentIds: [s.children[1], s.children[2], other] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(M.studentNotInClass);
    expect((await stored(s.children, s.bankId)).rows).toHaveLength(0);
  });

  it('answers 404 for another school’s child and for a class the teacher does not teach', async () => {
    const s = await smallSetup('社会');
    const crossSchool = await submit(s.form({ studentIds: [s.children[1], rainbowStudent] }));
    expect(crossSchool.statusCode).toBe(404);
    const middle = await kids('中一班');
    const middleClass = await submit(
      s.form({
        classId: await classId('中一班'),
        studentId: middle[0],
        content: (await open(s.bankId, middle[0]!)).Questions.map((q) => ({ id: q.Id, value: 3 })),
      }),
    );
    expect(middleClass.statusCode).toBe(404);
    expect((await stored([...s.children, middle[0]!], s.bankId)).rows).toHaveLength(0);
  });

  it('rolls back the children already written when a later write fails', async () => {
    const s = await smallSetup('社会');
    const last = s.children[5]!;
    // A database failure on the batch's last child, after the first ones were written.
    await h.db.execute(
      sql.raw(`create function kg_test_refuse() returns trigger language plpgsql as $$
        begin if new.student_id = ${last} then raise exception 'refused'; end if; return new; end $$`),
    );
    await h.db.execute(
      sql.raw(`create trigger kg_test_refuse before insert on questionnaire_answers
        for each row execute function kg_test_refuse()`),
    );
    try {
      const res = await submit(s.form({ studentId: s.children[3], studentIds: [s.children[4], last] }));
      expect(res.statusCode).toBe(500);
      expect((await stored(s.children, s.bankId)).rows).toHaveLength(0);
    } finally {
      await h.db.execute(sql.raw('drop trigger kg_test_refuse on questionnaire_answers'));
      await h.db.execute(sql.raw('drop function kg_test_refuse()'));
    }
  });

  it('refuses a question of another bank or of another grade’s scope', async () => {
    const s = await smallSetup('科学');
    const foreign = (await bankQuestions((await bank('语言')).id, ['通用']))[0]!;
    const bigOnly = (await bankQuestions(s.bankId, ['大班']))[0]!;
    for (const question of [foreign, bigOnly]) {
      const content = [
        { id: s.questions[0]!.Id, value: 5 },
        { id: question.id, value: 4 },
      ];
      const res = await submit(s.form({ studentId: s.children[6], content }));
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(M.questionNotInBank);
    }
    expect((await stored([s.children[6]!], s.bankId)).rows).toHaveLength(0);
  });

  it('refuses 7 stars (schema) and 3 for a yes/no question', async () => {
    const s = await smallSetup('科学');
    const tooMany = await submit(s.form({ content: [{ id: s.questions[0]!.Id, value: 7 }] }));
    expect(tooMany.statusCode).toBe(400);

    const habits = await bank('生活习惯');
    const babies = await kids('托二班');
    const radios = (await open(habits.id, babies[0]!)).Questions;
    const res = await submit(
      {
        classId: await classId('托二班'),
        cateId: habits.id,
        studentId: babies[0],
        content: [
          { id: radios[0]!.Id, value: 1 },
          { id: radios[1]!.Id, value: 3 },
        ],
      },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(M.valueInvalid);
    expect((await stored([babies[0]!], habits.id)).rows).toHaveLength(0);
  });

  it('refuses a submit with nothing answered', async () => {
    const s = await smallSetup('科学');
    for (const content of [s.questions.map((q, i) => ({ id: q.Id, value: i % 2 ? 0 : null })), []]) {
      const res = await submit(s.form({ studentId: s.children[7], content }));
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(M.nothingAnswered);
    }
  });

  it('J07: cycleId picks the term: the second term is accepted, another school’s is 404', async () => {
    const s = await smallSetup('科学');
    const child = s.children[8]!;
    const res = await submit(s.form({ studentId: child, cycleId: secondTerm }));
    expect(res.json()).toMatchObject({ success: true, response: { CycleId: secondTerm } });
    const second = await open(s.bankId, child, teacher, secondTerm);
    expect(second.CycleId).toBe(secondTerm);
    expect(second.Questions.map((q) => q.value)).toEqual(s.questions.map((_, i) => (i % 6) + 1));
    const first = await open(s.bankId, child, teacher);
    expect(first.CycleId).toBe(firstTerm);
    expect(first.Questions.every((q) => q.value === 0)).toBe(true);

    const refused = await submit(s.form({ studentId: child, cycleId: rainbowTerm }));
    expect(refused.statusCode).toBe(404);
  });

  it('J08: two identical submits at once leave one answer per child, bank and term', async () => {
    const s = await smallSetup('健康');
    const [a, b] = [s.children[9]!, s.children[10]!];
    const body = s.form({ studentId: a, studentIds: [b] });
    // The answer row is an upsert: whichever order the two land in (one after the other on
    // PGlite, the second waiting on the first's row on PostgreSQL), both are saved and the last wins.
    const results = await Promise.all([submit(body), submit(body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const { rows, items } = await stored([a, b], s.bankId);
    expect(rows.map((r) => r.studentId).sort()).toEqual([a, b].sort());
    for (const row of rows) {
      const mine = items.filter((i) => i.answerId === row.id);
      expect(mine).toHaveLength(s.questions.length);
      expect(new Set(mine.map((i) => i.questionId)).size).toBe(s.questions.length);
    }
    const [{ n }] = (await h.db
      .select({ n: count() })
      .from(questionnaireAnswers)
      .where(inArray(questionnaireAnswers.studentId, [a, b]))) as [{ n: number }];
    expect(n).toBe(2);
  });
});
