import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, classTeachers, cycles, grades, students, studyYears, teachers } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { scoped } from '../../lib/scoped';

/** Study years, cycles, grades and classes of one school. */
export function schoolInfoRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  return {
    findStudyYears() {
      return s
        .select({ Id: studyYears.id, Name: studyYears.name, isCurrent: studyYears.isCurrent })
        .from(studyYears)
        .orderBy(desc(studyYears.startDate));
    },

    findCycles(studyYearId: number) {
      return s
        .select({ Id: cycles.id, Name: cycles.name })
        .from(cycles)
        .where(eq(cycles.studyYearId, studyYearId))
        .orderBy(asc(cycles.sort), asc(cycles.id));
    },

    findGrades(studyYearId?: number) {
      return s
        .select({ Id: grades.id, Name: grades.name })
        .from(grades)
        .where(studyYearId ? eq(grades.studyYearId, studyYearId) : undefined)
        .orderBy(asc(grades.level), asc(grades.id));
    },

    /** Class options; `only` limits them to a teacher's classes. */
    findClassOptions(f: { studyYearId?: number; gradeId?: number; only: number[] | null }) {
      const where = classFilter(f);
      return s
        .select({ Id: classes.id, Name: classes.name, GradeLevel: grades.level })
        .from(classes)
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .where(where)
        .orderBy(asc(grades.level), asc(classes.sort), asc(classes.id));
    },

    async findClassPage(f: {
      studyYearId?: number;
      gradeId?: number;
      name?: string;
      only: number[] | null;
      offset: number;
      limit: number;
    }) {
      const where = classFilter(f);
      const [{ n } = { n: 0 }] = await s.select({ n: sql<number>`count(*)::int` }).from(classes).where(where);
      const rows = await s
        .select({
          Id: classes.id,
          Name: classes.name,
          GradeId: grades.id,
          GradeName: grades.name,
          StudyYearId: studyYears.id,
          StudyYearName: studyYears.name,
          StudentNum: sql<number>`(select count(*)::int from ${students} s where s.class_id = ${classes.id} and s.status = 1)`,
          BoyNum: sql<number>`(select count(*)::int from ${students} s where s.class_id = ${classes.id} and s.status = 1 and s.gender = 1)`,
          GirlNum: sql<number>`(select count(*)::int from ${students} s where s.class_id = ${classes.id} and s.status = 1 and s.gender = 2)`,
        })
        .from(classes)
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .innerJoin(studyYears, eq(studyYears.id, classes.studyYearId))
        .where(where)
        .orderBy(asc(grades.level), asc(classes.sort), asc(classes.id))
        .offset(f.offset)
        .limit(f.limit);
      return { rows, total: n };
    },

    /** Teachers of the given classes with their class role. */
    findClassStaff(classIds: number[]) {
      if (classIds.length === 0) return Promise.resolve([]);
      return db
        .select({ classId: classTeachers.classId, name: teachers.name, role: classTeachers.role })
        .from(classTeachers)
        .innerJoin(teachers, eq(teachers.id, classTeachers.teacherId))
        .where(inArray(classTeachers.classId, classIds))
        .orderBy(asc(teachers.id));
    },
  };
}

/** The list's filters; the school's own condition comes from scoped(). */
function classFilter(f: {
  studyYearId?: number;
  gradeId?: number;
  name?: string;
  only: number[] | null;
}): SQL | undefined {
  const where: SQL[] = [eq(classes.enabled, true)];
  if (f.studyYearId) where.push(eq(classes.studyYearId, f.studyYearId));
  if (f.gradeId) where.push(eq(classes.gradeId, f.gradeId));
  if (f.name) where.push(ilike(classes.name, containsPattern(f.name)));
  if (f.only) where.push(f.only.length ? inArray(classes.id, f.only) : sql`false`);
  return and(...where);
}
