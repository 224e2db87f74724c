import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  classes,
  cycles,
  grades,
  students,
  studyYears,
  themeClasses,
  themeResults,
  themes,
} from '../../db/schema';
import { scoped } from '../../lib/scoped';

export type TThemeInsert = Omit<typeof themes.$inferInsert, 'id' | 'schoolId' | 'createdAt'>;
export type TThemeChange = Pick<TThemeInsert, 'title' | 'startsOn' | 'endsOn' | 'aim'>;

const source = alias(themes, 'source_theme');

/** A theme with its term, year and grade: what the list and every theme page show. */
const themeFields = {
  id: themes.id,
  title: themes.title,
  cycleId: themes.cycleId,
  cycleName: cycles.name,
  studyYearId: cycles.studyYearId,
  studyYearName: studyYears.name,
  gradeId: themes.gradeId,
  gradeName: grades.name,
  gradeLevel: grades.level,
  startsOn: themes.startsOn,
  endsOn: themes.endsOn,
  aim: themes.aim,
  templateId: themes.templateId,
  libraryKey: themes.libraryKey,
  copiedFromTitle: source.title,
  // Any child scored in any class: the content is locked (DECISIONS 44), whoever asks.
  locked: sql<boolean>`exists (select 1 from ${themeResults} r join ${themeClasses} tc
    on tc.id = r.theme_class_id where tc.theme_id = ${themes.id})`,
};
export type TThemePlace = Awaited<ReturnType<ReturnType<typeof themesRepository>['theme']>> & {};

/** Themes of one school, the classes they are given to, and each class's progress. */
export function themesRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  const withPlace = (where: SQL | undefined) =>
    s
      .select(themeFields)
      .from(themes)
      .innerJoin(cycles, eq(cycles.id, themes.cycleId))
      .innerJoin(studyYears, eq(studyYears.id, cycles.studyYearId))
      .innerJoin(grades, eq(grades.id, themes.gradeId))
      .leftJoin(source, eq(source.id, themes.copiedFromId))
      .where(where);

  return {
    theme: (id: number) => withPlace(eq(themes.id, id)).then((rows) => rows[0]),

    /**
     * A term's themes (of a grade), youngest grade first, then by start date. With `classIds`
     * (a teacher) only the themes given to one of those classes.
     */
    themesOfTerm(cycleId: number, gradeId: number | undefined, classIds: number[] | null) {
      const visible =
        classIds === null
          ? undefined
          : sql`exists (select 1 from ${themeClasses} tc where tc.theme_id = ${themes.id}
              and ${inArray(sql`tc.class_id`, classIds.length ? classIds : [0])})`;
      return withPlace(
        and(eq(themes.cycleId, cycleId), gradeId ? eq(themes.gradeId, gradeId) : undefined, visible),
      ).orderBy(asc(grades.level), asc(themes.startsOn), asc(themes.id));
    },

    /** The school's themes of a grade level in other terms: what a new theme may be copied from. */
    copySources(level: number, exceptCycleId: number) {
      return withPlace(and(eq(grades.level, level), sql`${themes.cycleId} <> ${exceptCycleId}`)).orderBy(
        sql`${studyYears.startDate} desc`,
        asc(cycles.sort),
        asc(themes.startsOn),
      );
    },

    /**
     * The classes themes are given to, with children now in the class, children with anything
     * saved and children complete. One statement for the whole list.
     */
    classesOf(themeIds: number[], classIds: number[] | null) {
      if (themeIds.length === 0) return Promise.resolve([]);
      return s
        .select({
          themeMapId: themeClasses.id,
          themeId: themeClasses.themeId,
          classId: themeClasses.classId,
          className: classes.name,
          total: sql<number>`(select count(*)::int from ${students} st
            where st.class_id = ${themeClasses.classId} and st.status = 1)`,
          scored: sql<number>`(select count(*)::int from ${themeResults} r
            where r.theme_class_id = ${themeClasses.id})`,
          done: sql<number>`(select count(*)::int from ${themeResults} r
            where r.theme_class_id = ${themeClasses.id} and r.complete)`,
        })
        .from(themeClasses)
        .innerJoin(classes, eq(classes.id, themeClasses.classId))
        .where(
          and(
            inArray(themeClasses.themeId, themeIds),
            classIds === null ? undefined : inArray(themeClasses.classId, classIds.length ? classIds : [0]),
          ),
        )
        .orderBy(asc(classes.sort), asc(classes.id));
    },

    async insert(v: TThemeInsert) {
      const [row] = await s.insert(themes).values(v).returning({ id: themes.id });
      return row!.id;
    },

    update: (id: number, v: TThemeChange) => s.update(themes).set(v).where(eq(themes.id, id)),

    remove: (id: number) => s.delete(themes).where(eq(themes.id, id)),

    /** The school's terms with their year's name, newest year first (the list's term choice). */
    terms: () =>
      s
        .select({
          id: cycles.id,
          name: cycles.name,
          studyYearId: cycles.studyYearId,
          studyYearName: studyYears.name,
          startDate: cycles.startDate,
          endDate: cycles.endDate,
          isOpen: cycles.isOpen,
        })
        .from(cycles)
        .innerJoin(studyYears, eq(studyYears.id, cycles.studyYearId))
        .orderBy(sql`${studyYears.startDate} desc`, asc(cycles.sort), asc(cycles.id)),

    /** The grades of a study year, youngest first. */
    gradesOf: (studyYearId: number) =>
      s
        .select({ id: grades.id, name: grades.name, level: grades.level })
        .from(grades)
        .where(eq(grades.studyYearId, studyYearId))
        .orderBy(asc(grades.level)),

    /** The class ids the theme is given to. */
    classIdsOf: (themeId: number) =>
      s
        .select({ classId: themeClasses.classId })
        .from(themeClasses)
        .where(eq(themeClasses.themeId, themeId))
        .then((rows) => rows.map((r) => r.classId)),

    /** Among the theme's classes, those with a child's evaluation saved. */
    scoredClassIds: (themeId: number) =>
      s
        .select({ classId: themeClasses.classId })
        .from(themeClasses)
        .where(
          and(
            eq(themeClasses.themeId, themeId),
            // Written out: a one-table select leaves the column unqualified (it would be r's id).
            sql`exists (select 1 from ${themeResults} r where r.theme_class_id = "theme_classes"."id")`,
          ),
        )
        .then((rows) => rows.map((r) => r.classId)),

    addClasses: (themeId: number, classIds: number[]) =>
      classIds.length === 0
        ? Promise.resolve()
        : s
            .insert(themeClasses)
            .values(classIds.map((classId) => ({ themeId, classId })))
            .onConflictDoNothing(),

    removeClasses: (themeId: number, classIds: number[]) =>
      classIds.length === 0
        ? Promise.resolve()
        : s
            .delete(themeClasses)
            .where(and(eq(themeClasses.themeId, themeId), inArray(themeClasses.classId, classIds))),

    /** Enabled classes of a grade among `ids`. */
    gradeClassIdsAmong: (gradeId: number, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : s
            .select({ id: classes.id })
            .from(classes)
            .where(and(eq(classes.gradeId, gradeId), eq(classes.enabled, true), inArray(classes.id, ids)))
            .then((rows) => rows.map((r) => r.id)),
  };
}
