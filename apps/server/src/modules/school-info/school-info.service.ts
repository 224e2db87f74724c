import { type TClassOption, type TClassRow, type TOption, WHOLE_SCHOOL_CLASS } from '@kg/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { pageOf } from '../../lib/reply';
import { scopedSchoolId, visibleClassIds } from '../../lib/school-scope';
import { schoolStructure } from '../school-structure/school-structure.repository';
import { schoolInfoRepository } from './school-info.repository';

/** Study years of the caller's school, newest first. */
export async function findStudyYearOptions(db: Db, p: Principal): Promise<TOption[]> {
  const rows = await schoolInfoRepository(db, p.schoolId).findStudyYears();
  return rows.map(({ Id, Name }) => ({ Id, Name }));
}

/** C04: the cycles (terms) of a study year of the caller's school. */
export async function findCycleOptions(db: Db, p: Principal, q: { SchoolId?: number; StudyYearsId: number }) {
  const schoolId = scopedSchoolId(p, q.SchoolId);
  const repo = schoolInfoRepository(db, schoolId);
  if (!(await schoolStructure(db, schoolId).studyYear(q.StudyYearsId))) throw AppError.notFound();
  return repo.findCycles(q.StudyYearsId);
}

export async function findGradeOptions(db: Db, p: Principal, q: { StudyYearId?: number }) {
  const repo = schoolInfoRepository(db, p.schoolId);
  if (q.StudyYearId && !(await schoolStructure(db, p.schoolId).studyYear(q.StudyYearId)))
    throw AppError.notFound();
  return repo.findGrades(q.StudyYearId);
}

/** C07, B02: class options; administrators get 全园 (id 0) first, teachers only their classes. */
export async function findClassOptions(
  db: Db,
  p: Principal,
  q: { StudyYearId?: number; SchoolId?: number; GradeId?: number },
): Promise<TClassOption[]> {
  const schoolId = scopedSchoolId(p, q.SchoolId);
  const repo = schoolInfoRepository(db, schoolId);
  if (q.StudyYearId && !(await schoolStructure(db, schoolId).studyYear(q.StudyYearId)))
    throw AppError.notFound();
  const only = await visibleClassIds(db, p);
  const options = await repo.findClassOptions({ studyYearId: q.StudyYearId, gradeId: q.GradeId, only });
  return only === null ? [{ ...WHOLE_SCHOOL_CLASS }, ...options] : options;
}

/** The class list page with staff and head counts. */
export async function findClassPage(
  db: Db,
  p: Principal,
  q: { PageIndex: number; PageSize: number; StudyYearId?: number; GradeId?: number; Name?: string },
) {
  const repo = schoolInfoRepository(db, p.schoolId);
  const only = await visibleClassIds(db, p);
  const { rows, total } = await repo.findClassPage({
    studyYearId: q.StudyYearId,
    gradeId: q.GradeId,
    name: q.Name,
    only,
    offset: (q.PageIndex - 1) * q.PageSize,
    limit: q.PageSize,
  });
  const staff = await repo.findClassStaff(rows.map((r) => r.Id));
  const data: TClassRow[] = rows.map((r) => {
    const mine = staff.filter((s) => s.classId === r.Id);
    return {
      ...r,
      HeadTeacherName: mine.find((s) => s.role === 'head')?.name ?? null,
      TeacherNames: mine.filter((s) => s.role !== 'head').map((s) => s.name),
    };
  });
  return pageOf(data, total, q.PageIndex, q.PageSize);
}
