import { API } from '@kg/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Harness } from '../../../test/harness';
import { classes, cycles, grades, students, themeClasses, themes } from '../../db/schema';

/** The demo's latest theme of a grade (its second of the open term: the seed scored the first). */
export const latestThemeOf = async (h: Harness, schoolId: number, gradeName: string) =>
  (
    await h.db
      .select({ id: themes.id })
      .from(themes)
      .innerJoin(grades, eq(grades.id, themes.gradeId))
      .where(and(eq(themes.schoolId, schoolId), eq(grades.name, gradeName)))
      .orderBy(desc(themes.id))
  )[0]!.id;

/**
 * A demo class's second theme (unscored by the seed): its theme, ThemeMapId, class and the
 * class's children now, in id order.
 */
export async function classThemeOf(h: Harness, schoolId: number, className: string) {
  const [row] = await h.db
    .select({ mapId: themeClasses.id, themeId: themeClasses.themeId, classId: themeClasses.classId })
    .from(themeClasses)
    .innerJoin(classes, eq(classes.id, themeClasses.classId))
    .innerJoin(themes, eq(themes.id, themeClasses.themeId))
    .where(and(eq(classes.name, className), eq(themes.schoolId, schoolId)))
    .orderBy(desc(themeClasses.id));
  const kids = await h.db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.classId, row!.classId), eq(students.status, 1)))
    .orderBy(students.id);
  return { ...row!, kids: kids.map((k) => k.id) };
}

/** A theme of 彩虹幼儿园 (another school's, for the 404s), given to its first class. */
export async function addRainbowTheme(h: Harness, rainbowToken: string, schoolId: number) {
  const [term] = await h.db.select().from(cycles).where(eq(cycles.schoolId, schoolId));
  const [klass] = await h.db.select().from(classes).where(eq(classes.schoolId, schoolId));
  const added = await h.call(
    API.themes.add,
    {
      CycleId: term!.id,
      GradeId: klass!.gradeId,
      Title: '彩虹的主题',
      StartDate: term!.startDate,
      EndDate: term!.startDate,
      LibraryKey: '1-1-01',
      ClassIds: [klass!.id],
    },
    rainbowToken,
  );
  return added.json().response.Id as number;
}

/** A fresh 中班 library theme of the open term (template 1, no class), for a test to change. */
export async function freshMiddleTheme(h: Harness, adminToken: string, title: string) {
  const list = (await h.call(API.themes.list, {}, adminToken)).json().response;
  const term = list.Terms.find((t: { Id: number }) => t.Id === list.CycleId);
  const grade = list.Grades.find((g: { Name: string }) => g.Name === '中班');
  const res = await h.call(
    API.themes.add,
    {
      CycleId: term.Id,
      GradeId: grade.Id,
      Title: title,
      StartDate: term.StartDate,
      EndDate: term.StartDate,
      LibraryKey: '2-1-03',
    },
    adminToken,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response.Id as number;
}
