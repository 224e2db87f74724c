import { CLASS_MESSAGES, type TClassDetail, type TClassForm, type TUpdateClassRequest } from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { schoolStructure } from '../school-structure/school-structure.repository';
import { classesRepository, type TStaff } from './classes.repository';

/** The staff list from the form; one role per teacher in a class. */
function staffOf(form: TClassForm): TStaff[] {
  const staff: TStaff[] = [
    ...(form.HeadTeacherId ? [{ teacherId: form.HeadTeacherId, role: 'head' as const }] : []),
    ...form.TeacherIds.map((teacherId) => ({ teacherId, role: 'teacher' as const })),
    ...form.CareIds.map((teacherId) => ({ teacherId, role: 'care' as const })),
  ];
  if (new Set(staff.map((s) => s.teacherId)).size !== staff.length)
    throw AppError.badRequest(CLASS_MESSAGES.teacherTwice);
  return staff;
}

/** Checks a class form against the school's data; another school's ids look missing (404). */
async function checkForm(tx: DbOrTx, p: Principal, form: TClassForm, exceptId = 0) {
  const repo = classesRepository(tx, p.schoolId);
  const structure = schoolStructure(tx, p.schoolId);
  const staff = staffOf(form);
  const grade = await structure.grade(form.GradeId);
  if (grade?.studyYearId !== form.StudyYearId) throw AppError.notFound();
  if ((await structure.teacherIdsAmong(staff.map((s) => s.teacherId))).length !== staff.length)
    throw AppError.notFound();
  if (await repo.nameTaken(form.StudyYearId, form.Name, exceptId))
    throw AppError.badRequest(CLASS_MESSAGES.nameTaken);
  return staff;
}

/** One class as its edit form needs it. */
export async function getClass(db: Db, p: Principal, id: number): Promise<TClassDetail> {
  const repo = classesRepository(db, p.schoolId);
  const row = await schoolStructure(db, p.schoolId).class(id);
  if (!row) throw AppError.notFound();
  const staff = await repo.findStaff(id);
  return {
    Id: row.id,
    StudyYearId: row.studyYearId,
    GradeId: row.gradeId,
    Name: row.name,
    HeadTeacherId: staff.find((s) => s.role === 'head')?.teacherId ?? null,
    TeacherIds: staff.filter((s) => s.role === 'teacher').map((s) => s.teacherId),
    CareIds: staff.filter((s) => s.role === 'care').map((s) => s.teacherId),
    StudentNum: await repo.countChildren([id]),
  };
}

/** Creates a class with its head teacher, teachers and care staff (C06). */
export async function createClass(db: Db, p: Principal, form: TClassForm) {
  return db.transaction(async (tx) => {
    const staff = await checkForm(tx, p, form);
    const repo = classesRepository(tx, p.schoolId);
    const id = await repo.insert({ studyYearId: form.StudyYearId, gradeId: form.GradeId, name: form.Name });
    await repo.setStaff(id, staff);
    return id;
  });
}

/** Renames or regrades a class and replaces its staff. */
export async function updateClass(db: Db, p: Principal, req: TUpdateClassRequest) {
  await db.transaction(async (tx) => {
    const repo = classesRepository(tx, p.schoolId);
    if (!(await schoolStructure(tx, p.schoolId).class(req.Id))) throw AppError.notFound();
    const staff = await checkForm(tx, p, req, req.Id);
    await repo.update(req.Id, { studyYearId: req.StudyYearId, gradeId: req.GradeId, name: req.Name });
    await repo.setStaff(req.Id, staff);
  });
}

/** Removes empty classes from use; a class with children in school is refused. */
export async function deleteClasses(db: Db, p: Principal, ids: number[]) {
  await db.transaction(async (tx) => {
    const repo = classesRepository(tx, p.schoolId);
    const unique = [...new Set(ids)];
    if ((await schoolStructure(tx, p.schoolId).classIdsAmong(unique)).length !== unique.length)
      throw AppError.notFound();
    if ((await repo.countChildren(unique)) > 0) throw AppError.badRequest(CLASS_MESSAGES.hasChildren);
    await repo.disable(unique);
  });
}
