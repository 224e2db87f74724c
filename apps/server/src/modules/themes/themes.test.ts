import { API, THEME_MESSAGES as M, THEME_DESCRIPTION_TITLES, ThemeClassStatus } from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import {
  classes,
  cycles,
  grades,
  students,
  themeClasses,
  themeDescriptions,
  themeQuestions,
  themeResults,
  themes,
} from '../../db/schema';
import { libraryThemesFor } from '../../seed/theme-library';

const h = useHarness();
let admin: string;
let teacher: string;
let doctor: string;
let rainbow: string;
let term: { id: number; startDate: string; endDate: string };
let middle: number;
let small: number;
let middleClasses: number[];
let smallOne: number;
let rainbowIds: { term: number; grade: number; class: number };

async function gradeOf(schoolId: number, name: string) {
  return (
    await h.db
      .select({ id: grades.id })
      .from(grades)
      .innerJoin(cycles, eq(cycles.studyYearId, grades.studyYearId))
      .where(and(eq(grades.schoolId, schoolId), eq(grades.name, name), eq(cycles.isOpen, true)))
  )[0]!.id;
}
const classIdsOf = async (gradeId: number) =>
  (await h.db.select({ id: classes.id }).from(classes).where(eq(classes.gradeId, gradeId))).map((c) => c.id);

beforeAll(async () => {
  [admin, teacher, doctor, rainbow] = await Promise.all([
    h.login('admin'),
    h.login('teacher'),
    h.login('doctor'),
    h.login('rainbow'),
  ]);
  const sunshine = await schoolIdOf(h, '阳光幼儿园');
  const other = await schoolIdOf(h, '彩虹幼儿园');
  term = (
    await h.db
      .select({ id: cycles.id, startDate: cycles.startDate, endDate: cycles.endDate })
      .from(cycles)
      .where(and(eq(cycles.schoolId, sunshine), eq(cycles.isOpen, true)))
  )[0]!;
  middle = await gradeOf(sunshine, '中班');
  small = await gradeOf(sunshine, '小班');
  middleClasses = await classIdsOf(middle);
  smallOne = (await h.db.select({ id: classes.id }).from(classes).where(eq(classes.name, '小一班')))[0]!.id;
  const otherTerm = (await h.db.select({ id: cycles.id }).from(cycles).where(eq(cycles.schoolId, other)))[0]!
    .id;
  const otherClass = (await h.db.select().from(classes).where(eq(classes.schoolId, other)))[0]!;
  rainbowIds = { term: otherTerm, grade: otherClass.gradeId, class: otherClass.id };
});

const form = (over: object = {}) => ({
  CycleId: term.id,
  GradeId: middle,
  Title: '秋天的秘密',
  StartDate: term.startDate,
  EndDate: term.startDate,
  Aim: '在秋天的户外观察中感受季节变化',
  ClassIds: middleClasses,
  ...over,
});
const add = async (over: object = {}) => {
  const res = await h.call(API.themes.add, form(over), admin);
  expect(res.json().msg).toBe(M.added);
  return res.json().response.Id as number;
};
const listFor = async (token: string, query: object = {}) =>
  (await h.call(API.themes.list, query, token)).json().response as {
    CycleId: number;
    Themes: Array<{
      Id: number;
      Title: string;
      Source: string;
      Locked: boolean;
      Classes: Array<{ ClassId: number }>;
    }>;
  };

describe('access', () => {
  itGuards(h, [API.themes.list, [API.themes.one, { Id: 1 }]], () => doctor);
  itGuards(
    h,
    [
      [API.themes.library, { GradeId: 1 }],
      [API.themes.copySources, { GradeId: 1, CycleId: 1 }],
      API.themes.add,
      API.themes.update,
      API.themes.remove,
      API.themes.setClasses,
    ],
    () => teacher,
  );
});

describe('AddTheme', () => {
  it.each([
    [{ Title: '' }, M.titleRequired],
    [{ Title: '秋'.repeat(31) }, M.titleTooLong],
    [{ CycleId: undefined }, M.termRequired],
    [{ GradeId: undefined }, M.gradeRequired],
    [{ StartDate: '' }, M.datesRequired],
    [{ EndDate: undefined }, M.datesRequired],
    [{ Aim: '目'.repeat(201) }, M.aimTooLong],
  ])('refuses %o with its message', async (over, msg) => {
    const res = await h.call(API.themes.add, form(over), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('refuses dates out of order or outside the term', async () => {
    const before = (await h.call(API.themes.add, form({ StartDate: term.endDate }), admin)).json();
    expect(before.msg).toBe(M.datesOrder);
    const outside = (await h.call(API.themes.add, form({ EndDate: '2099-01-01' }), admin)).json();
    expect(outside.msg).toBe(M.datesOutsideTerm);
  });

  it('refuses an unknown library theme, two sources, and a class of another grade', async () => {
    expect((await h.call(API.themes.add, form({ LibraryKey: 'x-9' }), admin)).json().msg).toBe(
      M.libraryUnknown,
    );
    const two = await h.call(API.themes.add, form({ LibraryKey: '2-1-01', CopyFromId: 1 }), admin);
    expect(two.json().msg).toBe(M.sourceTwice);
    const wrong = await h.call(API.themes.add, form({ ClassIds: [smallOne] }), admin);
    expect(wrong.json().msg).toBe(M.classOutsideGrade);
  });

  it("answers 404 for another school's term, grade, class or source theme", async () => {
    for (const over of [
      { CycleId: rainbowIds.term },
      { GradeId: rainbowIds.grade },
      { ClassIds: [rainbowIds.class] },
      { CopyFromId: await otherSchoolTheme() },
    ]) {
      const res = await h.call(API.themes.add, form(over), admin);
      expect(res.statusCode, JSON.stringify(over)).toBe(404);
    }
  });

  it('copies a library theme: its texts, questions by voice and the blocks, given to both classes', async () => {
    const library = libraryThemesFor(2, 1)[0]!;
    const id = await add({ LibraryKey: library.key, Title: library.title });
    const texts = await h.db.select().from(themeDescriptions).where(eq(themeDescriptions.themeId, id));
    expect(texts.map((t) => t.title)).toEqual([...THEME_DESCRIPTION_TITLES]);
    expect(texts[0]!.description).toBe(library.descriptions[0]);
    const questions = await h.db.select().from(themeQuestions).where(eq(themeQuestions.themeId, id));
    // template 1: 6 teacher + 2 home + 2 child descriptions, and one block per entry
    expect(questions).toHaveLength(13);
    expect(questions.filter((q) => q.detailId === 11 && q.questionType === 5)).toHaveLength(6);
    const row = (await listFor(admin)).Themes.find((t) => t.Id === id)!;
    expect(row.Source).toBe(library.title);
    expect(row.Locked).toBe(false);
    expect(row.Classes.map((c) => c.ClassId).sort()).toEqual([...middleClasses].sort());
  });

  it('copies another theme, and a theme from scratch starts with the blocks only', async () => {
    const from = await add({ LibraryKey: libraryThemesFor(2, 1)[1]!.key, Title: '源主题' });
    const copy = await add({ CopyFromId: from, Title: '复制的主题', ClassIds: [] });
    const count = async (themeId: number) =>
      (await h.db.select().from(themeQuestions).where(eq(themeQuestions.themeId, themeId))).length;
    expect(await count(copy)).toBe(await count(from));
    const one = (await h.call(API.themes.one, { Id: copy }, admin)).json().response;
    expect(one.Source).toBe('源主题');
    expect(one.Classes).toEqual([]);
    const blank = await add({ Title: '空白主题' });
    expect(await count(blank)).toBe(3);
  });
});

async function otherSchoolTheme() {
  const res = await h.call(
    API.themes.add,
    {
      CycleId: rainbowIds.term,
      GradeId: rainbowIds.grade,
      Title: '彩虹的主题',
      StartDate: (await h.db.select().from(cycles).where(eq(cycles.id, rainbowIds.term)))[0]!.startDate,
      EndDate: (await h.db.select().from(cycles).where(eq(cycles.id, rainbowIds.term)))[0]!.startDate,
      ClassIds: [rainbowIds.class],
    },
    rainbow,
  );
  expect(res.json().msg).toBe(M.added);
  return res.json().response.Id as number;
}

describe('GetThemeList and GetThemeInfo', () => {
  it('shows a term’s themes, the open term by default, with each class’s progress', async () => {
    const id = await add({ Title: '列表中的主题' });
    const list = await listFor(admin);
    expect(list.CycleId).toBe(term.id);
    const row = (await listFor(admin, { CycleId: term.id, GradeId: middle })).Themes.find(
      (t) => t.Id === id,
    )!;
    const klass = (await h.call(API.themes.one, { Id: id }, admin)).json().response.Classes[0];
    expect(klass.Status).toBe(ThemeClassStatus.notStarted);
    expect(klass.Total).toBeGreaterThan(0);
    expect(row.Title).toBe('列表中的主题');
    expect((await listFor(admin, { CycleId: term.id, GradeId: small })).Themes.some((t) => t.Id === id)).toBe(
      false,
    );
  });

  it('a teacher sees only themes given to her classes, and only those classes', async () => {
    // The demo teacher heads 小一班 and teaches in 小二班 (no 中班 class).
    const smallTwo = (
      await h.db.select({ id: classes.id }).from(classes).where(eq(classes.name, '小二班'))
    )[0]!.id;
    const mine = await add({ GradeId: small, ClassIds: [smallOne], Title: '小班的主题' });
    const notMine = await add({ Title: '中班的主题' });
    const both = await add({ GradeId: small, ClassIds: await classIdsOf(small), Title: '全年级的主题' });
    const list = await listFor(teacher);
    expect(list.Themes.find((t) => t.Id === mine)!.Classes.map((c) => c.ClassId)).toEqual([smallOne]);
    const admins = (await listFor(admin)).Themes.find((t) => t.Id === both)!.Classes.map((c) => c.ClassId);
    const hers = list.Themes.find((t) => t.Id === both)!.Classes.map((c) => c.ClassId);
    expect(hers.sort()).toEqual([smallOne, smallTwo].sort());
    expect(admins.length).toBeGreaterThanOrEqual(hers.length);
    expect(list.Themes.some((t) => t.Id === notMine)).toBe(false);
    expect((await h.call(API.themes.one, { Id: notMine }, teacher)).statusCode).toBe(404);
  });

  it("answers 404 for another school's theme or term", async () => {
    const theirs = await otherSchoolTheme();
    expect((await h.call(API.themes.one, { Id: theirs }, admin)).statusCode).toBe(404);
    expect((await h.call(API.themes.list, { CycleId: rainbowIds.term }, admin)).statusCode).toBe(404);
    expect((await h.call(API.themes.update, { ...form(), Id: theirs }, admin)).statusCode).toBe(404);
    expect((await h.call(API.themes.remove, { Id: theirs }, admin)).statusCode).toBe(404);
    expect((await h.call(API.themes.setClasses, { Id: theirs, ClassIds: [] }, admin)).statusCode).toBe(404);
    expect((await h.call(API.themes.library, { GradeId: rainbowIds.grade }, admin)).statusCode).toBe(404);
  });
});

describe('library and copy sources', () => {
  it('offers the grade level’s library themes, the term’s first', async () => {
    const res = (await h.call(API.themes.library, { GradeId: middle, CycleId: term.id }, admin)).json();
    expect(res.response.length).toBeGreaterThanOrEqual(8);
    expect(res.response[0].Term).toBe(1);
    expect(res.response[0].KeyWords.length).toBeGreaterThan(0);
  });

  it('offers the school’s themes of the same level in other terms only', async () => {
    const here = await add({ Title: '本学期的主题' });
    const sources = (
      await h.call(API.themes.copySources, { GradeId: middle, CycleId: term.id }, admin)
    ).json();
    expect(sources.response.some((s: { Id: number }) => s.Id === here)).toBe(false);
  });
});

describe('UpdateTheme, SetThemeClasses, DeleteTheme', () => {
  it('renames a theme and keeps its dates in the term', async () => {
    const id = await add({ Title: '改名前' });
    const outside = await h.call(API.themes.update, { ...form({ EndDate: '2099-01-01' }), Id: id }, admin);
    expect(outside.json().msg).toBe(M.datesOutsideTerm);
    const res = await h.call(API.themes.update, { ...form({ Title: '改名后' }), Id: id }, admin);
    expect(res.json().msg).toBe(M.updated);
    expect((await h.call(API.themes.one, { Id: id }, admin)).json().response.Title).toBe('改名后');
  });

  it('gives a theme to classes, keeps a scored class, refuses to delete a scored theme', async () => {
    const id = await add({ Title: '分配班级', ClassIds: [] });
    const assign = await h.call(API.themes.setClasses, { Id: id, ClassIds: middleClasses }, admin);
    expect(assign.json().msg).toBe(M.assigned);
    const [map] = await h.db.select().from(themeClasses).where(eq(themeClasses.themeId, id));
    const [child] = await h.db.select().from(students).where(eq(students.classId, map!.classId));
    await h.db
      .insert(themeResults)
      .values({ schoolId: map!.schoolId, themeClassId: map!.id, studentId: child!.id });
    const drop = await h.call(API.themes.setClasses, { Id: id, ClassIds: [] }, admin);
    expect(drop.json().msg).toBe(M.scoredClass);
    expect((await h.call(API.themes.one, { Id: id }, admin)).json().response.Locked).toBe(true);
    const remove = await h.call(API.themes.remove, { Id: id }, admin);
    expect(remove.json().msg).toBe(M.scoredTheme);
    const wrong = await h.call(API.themes.setClasses, { Id: id, ClassIds: [smallOne] }, admin);
    expect(wrong.json().msg).toBe(M.classOutsideGrade);
  });

  it('deletes an unscored theme with its content and classes', async () => {
    const id = await add({ Title: '要删除的主题', LibraryKey: libraryThemesFor(2, 1)[2]!.key });
    const res = await h.call(API.themes.remove, { Id: id }, admin);
    expect(res.json().msg).toBe(M.deleted);
    expect(await h.db.select().from(themes).where(eq(themes.id, id))).toEqual([]);
    expect(await h.db.select().from(themeQuestions).where(eq(themeQuestions.themeId, id))).toEqual([]);
    expect((await h.call(API.themes.one, { Id: id }, admin)).statusCode).toBe(404);
  });
});
