import {
  THEME_MESSAGES as M,
  type TAddThemeRequest,
  type TLibraryThemeOption,
  type TThemeList,
  type TThemeRow,
  type TUpdateThemeRequest,
  themeClassStatusOf,
  themeKeyword,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { libraryTheme, libraryThemesFor } from '../../seed/theme-library';
import { callerStructure, type TCycleRow } from '../school-structure/school-structure.repository';
import { themeContentRepository } from './theme-content.repository';
import { blankContent, copiedQuestions, libraryContent, type TThemeContent } from './theme-starter';
import { themesRepository } from './themes.repository';

type TThemePlace = NonNullable<Awaited<ReturnType<ReturnType<typeof themesRepository>['theme']>>>;
type TMapRow = Awaited<ReturnType<ReturnType<typeof themesRepository>['classesOf']>>[number];

const sourceOf = (t: TThemePlace) =>
  t.libraryKey ? (libraryTheme(t.libraryKey)?.title ?? '') : (t.copiedFromTitle ?? '');

function rowOf(t: TThemePlace, maps: TMapRow[]): TThemeRow {
  return {
    Id: t.id,
    Title: t.title,
    CycleId: t.cycleId,
    CycleName: t.cycleName,
    StudyYearId: t.studyYearId,
    StudyYearName: t.studyYearName,
    GradeId: t.gradeId,
    GradeName: t.gradeName,
    StartDate: t.startsOn,
    EndDate: t.endsOn,
    Aim: t.aim,
    TempleteId: t.templateId,
    Source: sourceOf(t),
    SourceKind: t.libraryKey ? 'library' : t.copiedFromTitle ? 'copy' : '',
    Locked: t.locked,
    Classes: maps
      .filter((m) => m.themeId === t.id)
      .map((m) => ({
        ThemeMapId: m.themeMapId,
        ClassId: m.classId,
        ClassName: m.className,
        Status: themeClassStatusOf(m.scored, m.done, m.total),
        Done: m.done,
        Scored: m.scored,
        Total: m.total,
      })),
  };
}

/** The term the list shows: the one asked for, else the open term, else the current year's first. */
async function termOf(db: DbOrTx, p: Principal, cycleId?: number): Promise<TCycleRow | undefined> {
  const structure = callerStructure(db, p);
  if (cycleId) {
    const term = await structure.term(cycleId);
    if (!term) throw AppError.notFound();
    return term;
  }
  const open = await structure.openTerm();
  if (open) return open;
  const year = await structure.currentStudyYear();
  return year ? (await structure.termsOf(year.id))[0] : undefined;
}

/** /semesterTopic: a term's themes with their classes (a teacher: only hers) and progress. */
export async function listThemes(
  db: Db,
  p: Principal,
  q: { CycleId?: number; GradeId?: number },
): Promise<TThemeList> {
  const repo = themesRepository(db, p.schoolId);
  const [term, terms, classIds] = await Promise.all([
    termOf(db, p, q.CycleId),
    repo.terms(),
    callerStructure(db, p).visibleClassIds(),
  ]);
  const Terms = terms.map((t) => ({
    Id: t.id,
    // A term's name usually starts with its year's (2026-2027学年第一学期); else the year is added.
    Name: t.name.startsWith(t.studyYearName) ? t.name : `${t.studyYearName} ${t.name}`,
    StudyYearId: t.studyYearId,
    StartDate: t.startDate,
    EndDate: t.endDate,
    IsOpen: t.isOpen,
  }));
  if (!term) return { CycleId: null, Terms, Grades: [], Themes: [] };
  const [grades, list] = await Promise.all([
    repo.gradesOf(term.studyYearId),
    repo.themesOfTerm(term.id, q.GradeId, classIds),
  ]);
  const maps = await repo.classesOf(
    list.map((t) => t.id),
    classIds,
  );
  return {
    CycleId: term.id,
    Terms,
    Grades: grades.map((g) => ({ Id: g.id, Name: g.name, Level: g.level })),
    Themes: list.map((t) => rowOf(t, maps)),
  };
}

/** One theme as the caller sees it (a teacher: given to one of her classes), else 404. */
export async function requireTheme(db: DbOrTx, p: Principal, id: number) {
  const structure = callerStructure(db, p);
  const repo = themesRepository(db, p.schoolId);
  const theme = await repo.theme(id);
  if (!theme) throw AppError.notFound();
  const visible = await structure.visibleClassIds();
  if (visible && !(await repo.classIdsOf(id)).some((c) => visible.includes(c))) throw AppError.notFound();
  return theme;
}

export async function getTheme(db: Db, p: Principal, id: number): Promise<TThemeRow> {
  const theme = await requireTheme(db, p, id);
  const maps = await themesRepository(db, p.schoolId).classesOf(
    [id],
    await callerStructure(db, p).visibleClassIds(),
  );
  return rowOf(theme, maps);
}

/** The library's themes for a grade's level, the grade's term first (the add dialog's choices). */
export async function libraryFor(db: Db, p: Principal, gradeId: number, cycleId?: number) {
  const structure = callerStructure(db, p);
  const grade = await structure.grade(gradeId);
  if (!grade) throw AppError.notFound();
  const term = cycleId ? await structure.term(cycleId) : undefined;
  return libraryThemesFor(grade.level, term?.sort ?? 1).map(
    (t): TLibraryThemeOption => ({
      Key: t.key,
      Title: t.title,
      Term: t.term,
      Weeks: t.weeks,
      Aim: t.aim,
      KeyWords: [
        ...new Set(
          t.questions.filter((q) => q.voice === 'teacher').map((q) => themeKeyword(q.keywordId)?.Name ?? ''),
        ),
      ],
    }),
  );
}

/** The school's themes of the grade's level in other terms: the add dialog's "往年主题". */
export async function copySourcesFor(db: Db, p: Principal, gradeId: number, cycleId: number) {
  const grade = await callerStructure(db, p).grade(gradeId);
  if (!grade) throw AppError.notFound();
  const rows = await themesRepository(db, p.schoolId).copySources(grade.level, cycleId);
  return rows.map((t) => ({
    Id: t.id,
    Title: t.title,
    StudyYearName: t.studyYearName,
    CycleName: t.cycleName,
    GradeName: t.gradeName,
  }));
}

function checkDates(form: { StartDate: string; EndDate: string }, term: TCycleRow) {
  if (form.EndDate < form.StartDate) throw AppError.badRequest(M.datesOrder);
  if (form.StartDate < term.startDate || form.EndDate > term.endDate)
    throw AppError.badRequest(M.datesOutsideTerm);
}

/** The classes, each once; another school's class is missing (404), another grade's refused. */
async function requireGradeClasses(tx: DbOrTx, p: Principal, gradeId: number, ids: number[]) {
  const classIds = [...new Set(ids)];
  if ((await callerStructure(tx, p).classIdsAmong(classIds)).length !== classIds.length)
    throw AppError.notFound();
  if (
    (await themesRepository(tx, p.schoolId).gradeClassIdsAmong(gradeId, classIds)).length !== classIds.length
  )
    throw AppError.badRequest(M.classOutsideGrade);
  return classIds;
}

/** The content a new theme starts with: a library theme's, another theme's, or the blocks alone. */
async function starterContent(tx: DbOrTx, p: Principal, form: TAddThemeRequest, templateId: number) {
  if (form.LibraryKey && form.CopyFromId) throw AppError.badRequest(M.sourceTwice);
  if (form.LibraryKey) {
    const theme = libraryTheme(form.LibraryKey);
    if (!theme) throw AppError.badRequest(M.libraryUnknown);
    return { content: libraryContent(theme, templateId), libraryKey: theme.key, copiedFromId: null };
  }
  if (form.CopyFromId) {
    // Any of the school's themes may be copied, also one a teacher is not given (it is the school's).
    const source = await themesRepository(tx, p.schoolId).theme(form.CopyFromId);
    if (!source) throw AppError.notFound();
    const content = themeContentRepository(tx, p.schoolId);
    const copied: TThemeContent = {
      descriptions: await content.descriptions(source.id),
      questions: copiedQuestions(await content.questions(source.id), templateId),
    };
    return { content: copied, libraryKey: null, copiedFromId: source.id };
  }
  return { content: blankContent(templateId), libraryKey: null, copiedFromId: null };
}

/** Creates a theme in a term for a grade, with its content, given to classes of the grade. */
export async function addTheme(db: Db, p: Principal, form: TAddThemeRequest) {
  return db.transaction(async (tx) => {
    const structure = callerStructure(tx, p);
    const [term, grade, school] = await Promise.all([
      structure.term(form.CycleId),
      structure.grade(form.GradeId),
      structure.school(),
    ]);
    if (!term || !grade || grade.studyYearId !== term.studyYearId) throw AppError.notFound();
    checkDates(form, term);
    const classIds = await requireGradeClasses(tx, p, grade.id, form.ClassIds);
    const templateId = school?.themeTemplate ?? 1;
    const start = await starterContent(tx, p, form, templateId);
    const repo = themesRepository(tx, p.schoolId);
    const id = await repo.insert({
      cycleId: term.id,
      gradeId: grade.id,
      title: form.Title,
      startsOn: form.StartDate,
      endsOn: form.EndDate,
      aim: form.Aim,
      templateId,
      libraryKey: start.libraryKey,
      copiedFromId: start.copiedFromId,
      createdBy: p.userId,
    });
    const content = themeContentRepository(tx, p.schoolId);
    await content.setDescriptions(id, start.content.descriptions);
    await content.insertQuestions(id, start.content.questions);
    await repo.addClasses(id, classIds);
    return id;
  });
}

/** Renames a theme, moves its dates within its term, changes its aim. */
export async function updateTheme(db: Db, p: Principal, form: TUpdateThemeRequest) {
  await db.transaction(async (tx) => {
    const theme = await requireTheme(tx, p, form.Id);
    const term = await callerStructure(tx, p).term(theme.cycleId);
    if (!term) throw AppError.notFound();
    checkDates(form, term);
    await themesRepository(tx, p.schoolId).update(theme.id, {
      title: form.Title,
      startsOn: form.StartDate,
      endsOn: form.EndDate,
      aim: form.Aim,
    });
  });
}

/** Deletes a theme no child has been scored in, with its content and classes. */
export async function deleteTheme(db: Db, p: Principal, id: number) {
  await db.transaction(async (tx) => {
    const theme = await requireTheme(tx, p, id);
    if (theme.locked) throw AppError.badRequest(M.scoredTheme);
    await themesRepository(tx, p.schoolId).remove(theme.id);
  });
}

/** Gives the theme to exactly these classes of its grade; a class with a child scored stays. */
export async function setThemeClasses(db: Db, p: Principal, id: number, classIds: number[]) {
  await db.transaction(async (tx) => {
    const theme = await requireTheme(tx, p, id);
    const repo = themesRepository(tx, p.schoolId);
    const wanted = await requireGradeClasses(tx, p, theme.gradeId, classIds);
    const current = await repo.classIdsOf(theme.id);
    const dropped = current.filter((c) => !wanted.includes(c));
    const scored = await repo.scoredClassIds(theme.id);
    if (dropped.some((c) => scored.includes(c))) throw AppError.badRequest(M.scoredClass);
    await repo.removeClasses(theme.id, dropped);
    await repo.addClasses(
      theme.id,
      wanted.filter((c) => !current.includes(c)),
    );
  });
}
