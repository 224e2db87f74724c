import {
  API,
  THEME_CONTENT_MESSAGES as C,
  THEME_DESCRIPTION_TITLES,
  THEME_MESSAGES,
  ThemeQuestionType,
} from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import { classes, students, themeClasses, themeQuestions, themeResults, themes } from '../../db/schema';
import { addRainbowTheme, freshMiddleTheme, latestThemeOf } from './test-support';

const h = useHarness();
let admin: string;
let teacher: string;
let doctor: string;
let rainbow: string;
/** the demo's second (not yet scored) 小班 theme (given to the teacher's classes) and 中班 one (not hers) */
let smallTheme: number;
let middleTheme: number;
let rainbowTheme: number;

beforeAll(async () => {
  [admin, teacher, doctor, rainbow] = await Promise.all([
    h.login('admin'),
    h.login('teacher'),
    h.login('doctor'),
    h.login('rainbow'),
  ]);
  const sunshine = await schoolIdOf(h, '阳光幼儿园');
  smallTheme = await latestThemeOf(h, sunshine, '小班');
  middleTheme = await latestThemeOf(h, sunshine, '中班');
  const other = await schoolIdOf(h, '彩虹幼儿园');
  rainbowTheme = await addRainbowTheme(h, rainbow, other);
});

const freshTheme = (title: string) => freshMiddleTheme(h, admin, title);

const question = (themeId: number, over: object = {}) => ({
  themeQuestionId: 0,
  eval_ThemeDetailId: 11,
  themeId,
  keyWordsId: 4,
  keyWords: '倾听与表达',
  describe: '能大胆讲述自己在主题活动中的发现',
  sort: 9,
  questionType: ThemeQuestionType.none,
  ...over,
});

describe('access', () => {
  itGuards(
    h,
    [
      [API.themeContent.editInfo, { ThemeId: 1 }],
      [API.themeContent.descriptions, { ThemeId: 1 }],
      API.themeContent.saveDescriptions,
      [API.themeContent.questions, { Id: 11, ThemeId: 1 }],
      [API.themeContent.keywords, { Id: 11 }],
      API.themeContent.saveQuestion,
      API.themeContent.deleteQuestion,
    ],
    () => doctor,
  );

  it("answers 404 for another school's theme or question, and a teacher for a theme not given to her", async () => {
    const [theirs] = await h.db.select().from(themeQuestions).where(eq(themeQuestions.themeId, rainbowTheme));
    for (const [endpoint, input] of [
      [API.themeContent.editInfo, { ThemeId: rainbowTheme }],
      [API.themeContent.descriptions, { ThemeId: rainbowTheme }],
      [API.themeContent.questions, { Id: 11, ThemeId: rainbowTheme }],
      [API.themeContent.saveDescriptions, { ThemeId: rainbowTheme, desc: [] }],
      [API.themeContent.saveQuestion, question(rainbowTheme)],
      [API.themeContent.deleteQuestion, { id: theirs!.id }],
    ] as const) {
      expect((await h.call(endpoint, input, admin)).statusCode, endpoint.path).toBe(404);
    }
    expect((await h.call(API.themeContent.editInfo, { ThemeId: middleTheme }, teacher)).statusCode).toBe(404);
    expect((await h.call(API.themeContent.editInfo, { ThemeId: smallTheme }, teacher)).statusCode).toBe(200);
  });
});

describe('GetThemeEditInfo (E01, E03)', () => {
  it('lists the template’s entries with their descriptions and blocks', async () => {
    const res = (
      await h.call(API.themeContent.editInfo, { ThemeId: smallTheme, TempleteId: 1 }, admin)
    ).json();
    expect(res.response.TempleteId).toBe(1);
    expect(res.response.Tiles.map((t: { EvaluateTitle: string }) => t.EvaluateTitle)).toEqual([
      '教师评价',
      '家长评价',
      '幼儿自评',
    ]);
    expect(res.response.Tiles[0]).toMatchObject({
      Eval_ThemeDetailId: 11,
      Type: 1,
      QuestionCount: 6,
      BlockCount: 1,
    });
    expect(res.response.DescriptionCount).toBe(3);
  });
});

describe('主题说明 (E04-E06)', () => {
  it('reads one text per subject title and saves them with 保存成功', async () => {
    const id = await freshTheme('说明的主题');
    const read = (await h.call(API.themeContent.descriptions, { ThemeId: id }, admin)).json().response;
    expect(read.map((d: { Title: string }) => d.Title)).toEqual([...THEME_DESCRIPTION_TITLES]);
    const desc = THEME_DESCRIPTION_TITLES.map((Title, i) => ({ Title, Desc: `第${i + 1}段` }));
    const saved = await h.call(API.themeContent.saveDescriptions, { ThemeId: id, desc }, admin);
    expect(saved.json().msg).toBe(C.saved);
    const again = (await h.call(API.themeContent.descriptions, { ThemeId: id }, admin)).json().response;
    expect(again.map((d: { Desc: string }) => d.Desc)).toEqual(['第1段', '第2段', '第3段']);
  });

  it('refuses a text over 500 characters and a title that is not a subject title', async () => {
    const long = await h.call(
      API.themeContent.saveDescriptions,
      { ThemeId: smallTheme, desc: [{ Title: '主题由来', Desc: '字'.repeat(501) }] },
      admin,
    );
    expect(long.json().msg).toBe(C.descTooLong);
    const wrong = await h.call(
      API.themeContent.saveDescriptions,
      { ThemeId: smallTheme, desc: [{ Title: '别的标题', Desc: '' }] },
      admin,
    );
    expect(wrong.json().msg).toBe(C.descTitleUnknown);
  });
});

describe('theme questions (E07-E14)', () => {
  it('lists an entry’s questions with the answer types; keywords come from the guideline', async () => {
    const list = (await h.call(API.themeContent.questions, { Id: 11, ThemeId: smallTheme }, admin)).json()
      .response;
    expect(list.EvaluateTitle).toBe('教师评价');
    expect(list.question).toHaveLength(7);
    expect(list.question[0]).toMatchObject({
      Title: '教师评价',
      Eval_ThemeDetailId: 11,
      ThemeId: smallTheme,
    });
    expect(list.secondDemos.map((d: { Value: number }) => d.Value)).toEqual([5, 2, 3, 4]);
    const keywords = (await h.call(API.themeContent.keywords, { Id: 11 }, admin)).json().response;
    expect(keywords).toHaveLength(11);
    expect((await h.call(API.themeContent.keywords, { Id: 99 }, admin)).statusCode).toBe(404);
    // An entry of the other template is not this theme's.
    expect(
      (await h.call(API.themeContent.questions, { Id: 51, ThemeId: smallTheme }, admin)).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ keyWordsId: undefined }, C.keywordRequired],
    [{ keyWordsId: 0 }, C.keywordRequired],
    [{ describe: '' }, C.describeRequired],
    [{ describe: '述'.repeat(101) }, C.describeTooLong],
    [{ sort: undefined }, C.sortRequired],
    [{ sort: 'abc' }, C.sortRequired],
    [{ questionType: undefined }, C.typeRequired],
    [{ questionType: 7 }, C.typeRequired],
    [{ keyWordsId: 12 }, C.keywordRequired],
  ])('refuses %o with its message', async (over, msg) => {
    const res = await h.call(API.themeContent.saveQuestion, question(smallTheme, over), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('adds, edits and deletes a question; the keyword’s name is the server’s', async () => {
    const id = await freshTheme('题目的主题');
    const added = await h.call(API.themeContent.saveQuestion, question(id, { keyWords: '乱写的' }), admin);
    expect(added.json().msg).toBe(C.added);
    const qid = added.json().response.Id;
    const [row] = await h.db.select().from(themeQuestions).where(eq(themeQuestions.id, qid));
    expect(row).toMatchObject({ keyword: '倾听与表达', detailId: 11, sort: 9, questionType: 5 });
    const edited = await h.call(
      API.themeContent.saveQuestion,
      question(id, { themeQuestionId: qid, describe: '改过的描述', questionType: ThemeQuestionType.text }),
      admin,
    );
    expect(edited.json().msg).toBe(C.updated);
    const [after] = await h.db.select().from(themeQuestions).where(eq(themeQuestions.id, qid));
    expect(after).toMatchObject({ describe: '改过的描述', questionType: 3 });
    // A question of another entry or theme is not edited through this one.
    const elsewhere = await h.call(
      API.themeContent.saveQuestion,
      question(id, { themeQuestionId: qid, eval_ThemeDetailId: 12 }),
      admin,
    );
    expect(elsewhere.statusCode).toBe(404);
    const removed = await h.call(API.themeContent.deleteQuestion, { id: qid }, admin);
    expect(removed.json().msg).toBe(C.deleted);
    expect(await h.db.select().from(themeQuestions).where(eq(themeQuestions.id, qid))).toEqual([]);
  });

  it('a teacher sets up a theme of her class', async () => {
    const res = await h.call(API.themeContent.saveQuestion, question(smallTheme), teacher);
    expect(res.json().msg).toBe(C.added);
    expect((await h.call(API.themeContent.saveQuestion, question(middleTheme), teacher)).statusCode).toBe(
      404,
    );
  });
});

describe('the content lock (DECISIONS 44)', () => {
  it('once a child is scored, texts and questions are refused; a copy can be edited', async () => {
    const id = await freshTheme('锁定的主题');
    const [map] = await h.db
      .insert(themeClasses)
      .values({
        schoolId: (await h.db.select().from(themes).where(eq(themes.id, id)))[0]!.schoolId,
        themeId: id,
        classId: (await h.db.select().from(classes).where(eq(classes.name, '中一班')))[0]!.id,
      })
      .returning();
    const [child] = await h.db.select().from(students).where(eq(students.classId, map!.classId));
    await h.db
      .insert(themeResults)
      .values({ schoolId: map!.schoolId, themeClassId: map!.id, studentId: child!.id });
    const [q] = await h.db.select().from(themeQuestions).where(eq(themeQuestions.themeId, id));

    const info = (await h.call(API.themeContent.editInfo, { ThemeId: id }, admin)).json().response;
    expect(info.Locked).toBe(true);
    for (const [endpoint, input] of [
      [API.themeContent.saveDescriptions, { ThemeId: id, desc: [] }],
      [API.themeContent.saveQuestion, question(id)],
      [API.themeContent.saveQuestion, question(id, { themeQuestionId: q!.id })],
      [API.themeContent.deleteQuestion, { id: q!.id }],
    ] as const) {
      const res = await h.call(endpoint, input, admin);
      expect(res.json().msg, endpoint.path).toBe(THEME_MESSAGES.locked);
    }
    const copy = await h.call(
      API.themes.add,
      { ...(await copyForm()), CopyFromId: id, Title: '锁定的主题（副本）' },
      admin,
    );
    const copyId = copy.json().response.Id;
    expect((await h.call(API.themeContent.saveQuestion, question(copyId), admin)).json().msg).toBe(C.added);
  });
});

async function copyForm() {
  const list = (await h.call(API.themes.list, {}, admin)).json().response;
  const term = list.Terms.find((t: { Id: number }) => t.Id === list.CycleId);
  const grade = list.Grades.find((g: { Name: string }) => g.Name === '中班');
  return { CycleId: term.Id, GradeId: grade.Id, StartDate: term.StartDate, EndDate: term.StartDate };
}
