import { and, asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  classes,
  classTeachers,
  cycles,
  grades,
  schools,
  students,
  studyYears,
  teachers,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Principal, seesWholeSchool } from '../../lib/principal';
import { scoped } from '../../lib/scoped';

export type TStudyYearRow = typeof studyYears.$inferSelect;
export type TCycleRow = typeof cycles.$inferSelect;
export type TGradeRow = typeof grades.$inferSelect;
export type TTeacherRow = typeof teachers.$inferSelect;

/** A class with the grade and study year it belongs to. */
export type TClassPlace = {
  id: number;
  name: string;
  sort: number;
  enabled: boolean;
  previousClassId: number | null;
  gradeId: number;
  gradeName: string;
  gradeLevel: number;
  studyYearId: number;
  studyYearName: string;
};

/** A child (every column) with the class, grade and study year they are in now. */
export type TChildPlace = typeof students.$inferSelect & {
  className: string;
  gradeId: number;
  gradeName: string;
  gradeLevel: number;
  studyYearId: number;
};

const classPlace = {
  id: classes.id,
  name: classes.name,
  sort: classes.sort,
  enabled: classes.enabled,
  previousClassId: classes.previousClassId,
  gradeId: classes.gradeId,
  gradeName: grades.name,
  gradeLevel: grades.level,
  studyYearId: classes.studyYearId,
  studyYearName: studyYears.name,
};

const childPlace = {
  ...getTableColumns(students),
  className: classes.name,
  gradeId: classes.gradeId,
  gradeName: grades.name,
  gradeLevel: grades.level,
  studyYearId: classes.studyYearId,
};

/**
 * The school's structure, the lookups every module needs: the school, its study years (and
 * which one is current), terms (and the open one), grades, classes, children and teachers.
 * Every lookup reads only this school's rows: another school's id finds nothing, and the
 * `require…` forms answer 404 for it exactly as for a missing record (DECISIONS 5).
 */
export function schoolStructure(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  const first = <T>(rows: T[]) => rows[0];

  const structure = {
    schoolId,

    school() {
      return db
        .select({
          id: schools.id,
          name: schools.name,
          logo: schools.logo,
          parentId: schools.parentId,
          /** the theme content template, 1 or 5 (DECISIONS 42) */
          themeTemplate: schools.themeTemplate,
        })
        .from(schools)
        .where(eq(schools.id, schoolId))
        .then(first);
    },

    // ── study years ──────────────────────────────────────────────────────────────────

    studyYear(id: number): Promise<TStudyYearRow | undefined> {
      return s.rows(studyYears).where(eq(studyYears.id, id)).then(first);
    },

    /** The school's study years, newest first. */
    studyYears(): Promise<TStudyYearRow[]> {
      return s.rows(studyYears).orderBy(desc(studyYears.startDate));
    },

    /**
     * The study year the school works in: the one marked current (opening a term marks its
     * year, `study-years`), else the newest. The one rule for "current" on the server.
     */
    currentStudyYear(): Promise<TStudyYearRow | undefined> {
      return s
        .rows(studyYears)
        .orderBy(desc(studyYears.isCurrent), desc(studyYears.startDate))
        .limit(1)
        .then(first);
    },

    // ── terms (cycles) ───────────────────────────────────────────────────────────────

    term(id: number): Promise<TCycleRow | undefined> {
      return s.rows(cycles).where(eq(cycles.id, id)).then(first);
    },

    /** The school's open term (there is at most one). */
    openTerm(): Promise<TCycleRow | undefined> {
      return s.rows(cycles).where(eq(cycles.isOpen, true)).then(first);
    },

    /** The terms of a study year, in their order. */
    termsOf(studyYearId: number): Promise<TCycleRow[]> {
      return s
        .rows(cycles)
        .where(eq(cycles.studyYearId, studyYearId))
        .orderBy(asc(cycles.sort), asc(cycles.startDate), asc(cycles.id));
    },

    /**
     * Every term of the school with its study year, newest year first: the term pickers of the
     * sheets and lists (体检管理, 过程性评价, 晨检出勤).
     */
    termsWithYears() {
      return s
        .select({
          Id: cycles.id,
          Name: cycles.name,
          StudyYearId: cycles.studyYearId,
          StudyYearName: studyYears.name,
          StartDate: cycles.startDate,
          EndDate: cycles.endDate,
          IsOpen: cycles.isOpen,
        })
        .from(cycles)
        .innerJoin(studyYears, eq(studyYears.id, cycles.studyYearId))
        .orderBy(desc(studyYears.startDate), asc(cycles.sort), asc(cycles.id));
    },

    // ── classes of a year ────────────────────────────────────────────────────────────

    /** Enabled classes of a study year (all, or those among `ids`), youngest grade first. */
    classesOfYear(studyYearId: number, ids: number[] | null) {
      return s
        .select({ id: classes.id, name: classes.name, gradeName: grades.name })
        .from(classes)
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .where(
          and(
            eq(classes.studyYearId, studyYearId),
            eq(classes.enabled, true),
            ids ? inArray(classes.id, ids.length ? ids : [0]) : undefined,
          ),
        )
        .orderBy(asc(grades.level), asc(classes.sort), asc(classes.id));
    },

    // ── grades ───────────────────────────────────────────────────────────────────────

    grade(id: number): Promise<TGradeRow | undefined> {
      return s.rows(grades).where(eq(grades.id, id)).then(first);
    },

    /** The grade of a study year at a level (0 托班 … 3 大班). */
    gradeAtLevel(studyYearId: number, level: number): Promise<TGradeRow | undefined> {
      return s
        .rows(grades)
        .where(and(eq(grades.studyYearId, studyYearId), eq(grades.level, level)))
        .then(first);
    },

    // ── classes ──────────────────────────────────────────────────────────────────────

    /**
     * A class with its grade and study year. A deleted (disabled) class is found only with
     * `includeDisabled` (its history: records, statistics, a child who stayed in it).
     */
    class(id: number, opts: { includeDisabled?: boolean } = {}): Promise<TClassPlace | undefined> {
      return s
        .select(classPlace)
        .from(classes)
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .innerJoin(studyYears, eq(studyYears.id, classes.studyYearId))
        .where(and(eq(classes.id, id), opts.includeDisabled ? undefined : eq(classes.enabled, true)))
        .then(first);
    },

    /** The ids among `ids` that are enabled classes of the school. */
    classIdsAmong(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return s
        .select({ id: classes.id })
        .from(classes)
        .where(and(inArray(classes.id, ids), eq(classes.enabled, true)))
        .then((rows) => rows.map((r) => r.id));
    },

    // ── children ─────────────────────────────────────────────────────────────────────

    /** A child with their class; one who left is found only with `includeLeft`. */
    child(id: number, opts: { includeLeft?: boolean } = {}): Promise<TChildPlace | undefined> {
      return s
        .select(childPlace)
        .from(students)
        .innerJoin(classes, eq(classes.id, students.classId))
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .where(and(eq(students.id, id), opts.includeLeft ? undefined : eq(students.status, 1)))
        .then(first);
    },

    // ── teachers ─────────────────────────────────────────────────────────────────────

    /** An enabled teacher of the school. */
    teacher(id: number): Promise<TTeacherRow | undefined> {
      return s
        .rows(teachers)
        .where(and(eq(teachers.id, id), eq(teachers.enabled, true)))
        .then(first);
    },

    /** The ids among `ids` that are enabled teachers of the school. */
    teacherIdsAmong(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return s
        .select({ id: teachers.id })
        .from(teachers)
        .where(and(inArray(teachers.id, ids), eq(teachers.enabled, true)))
        .then((rows) => rows.map((r) => r.id));
    },

    /** The enabled teacher a login (uID) is in the school, if any. */
    teacherOfUser(userId: number): Promise<Pick<TTeacherRow, 'id' | 'name'> | undefined> {
      return s
        .select({ id: teachers.id, name: teachers.name })
        .from(teachers)
        .where(and(eq(teachers.userId, userId), eq(teachers.enabled, true)))
        .limit(1)
        .then(first);
    },

    /** The classes a login works in (any staff role), as an enabled teacher of the school. */
    classIdsOfUser(userId: number): Promise<number[]> {
      return s
        .select({ classId: classTeachers.classId })
        .from(teachers)
        .innerJoin(classTeachers, eq(classTeachers.teacherId, teachers.id))
        .where(and(eq(teachers.userId, userId), eq(teachers.enabled, true)))
        .then((rows) => rows.map((r) => r.classId));
    },
  };
  return structure;
}
export type TSchoolStructure = ReturnType<typeof schoolStructure>;

/**
 * The school structure as the caller sees it: their school and, for a teacher who is not the
 * school's administrator, only their own classes. A class or child outside them answers 404
 * like one of another school.
 */
export function callerStructure(db: DbOrTx, p: Principal) {
  const structure = schoolStructure(db, p.schoolId);
  let visible: Promise<number[] | null> | undefined;

  const caller = {
    ...structure,

    /** The classes the caller may see: null = the whole school; a teacher gets only their own. */
    visibleClassIds(): Promise<number[] | null> {
      visible ??= seesWholeSchool(p) ? Promise.resolve(null) : structure.classIdsOfUser(p.userId);
      return visible;
    },

    /** Whether the caller may see the class (of their school; for a teacher, one of theirs). */
    async seesClass(classId: number): Promise<boolean> {
      const ids = await caller.visibleClassIds();
      return !ids || ids.includes(classId);
    },

    /** 404 unless the caller may see the class; does not look the class up. */
    async requireSeesClass(classId: number): Promise<void> {
      if (!(await caller.seesClass(classId))) throw AppError.notFound();
    },

    /** A class of the school the caller may see, else 404. */
    async requireClass(id: number, opts: { includeDisabled?: boolean } = {}): Promise<TClassPlace> {
      const klass = await structure.class(id, opts);
      if (!klass || !(await caller.seesClass(klass.id))) throw AppError.notFound();
      return klass;
    },

    /** A child of the school in a class the caller may see, else 404. */
    async requireChild(id: number, opts: { includeLeft?: boolean } = {}): Promise<TChildPlace> {
      const child = await structure.child(id, opts);
      if (!child || !(await caller.seesClass(child.classId))) throw AppError.notFound();
      return child;
    },

    /**
     * A child of the school to read or write, one who left included. Another school's child (or
     * none) is 404; outside the caller's classes, reading is 404 like a missing child, and
     * writing is refused with 403 and `notYours` (the rule growth records and process
     * evaluations share).
     */
    async childFor(id: number, mode: 'read' | 'write', notYours: string): Promise<TChildPlace> {
      const child = await structure.child(id, { includeLeft: true });
      if (!child) throw AppError.notFound();
      if (!(await caller.seesClass(child.classId))) {
        if (mode === 'write') throw AppError.forbidden(notYours);
        throw AppError.notFound();
      }
      return child;
    },

    /**
     * An enabled class of the school to write for. Another school's class (or none) is 404; one
     * of the school outside the caller's classes is refused with 403 and `notYours` (the class
     * form of `childFor`; reading such a class is `requireClass`'s 404).
     */
    async classFor(id: number, notYours: string): Promise<TClassPlace> {
      const klass = await structure.class(id);
      if (!klass) throw AppError.notFound();
      if (!(await caller.seesClass(klass.id))) throw AppError.forbidden(notYours);
      return klass;
    },
  };
  return caller;
}
export type TCallerStructure = ReturnType<typeof callerStructure>;
