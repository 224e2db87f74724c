import {
  babyLevelFor,
  fileIdOf,
  STUDENT_MESSAGES,
  type TPage,
  type TStudentDetail,
  type TStudentForm,
  type TStudentRow,
  type TUpdateStudentRequest,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { schoolToday } from '../../lib/dates';
import type { Principal } from '../../lib/principal';
import { pageOf } from '../../lib/reply';
import { visibleClassIds } from '../../lib/school-scope';
import { uploadsRepository } from '../uploads/uploads.repository';
import { studentsRepository } from './students.repository';

/** Children in school, by class (0 = every class the caller may see), searchable by name. */
export async function findStudentPage(
  db: Db,
  p: Principal,
  q: { PageIndex: number; PageSize: number; ClassId: number; Name?: string },
): Promise<TPage<TStudentRow>> {
  const repo = studentsRepository(db, p.schoolId);
  const visible = await visibleClassIds(db, p);
  let classIds = visible;
  if (q.ClassId) {
    // Another school's class and a class the teacher does not teach look the same: absent.
    if (!(await repo.findClass(q.ClassId)) || (visible && !visible.includes(q.ClassId)))
      throw AppError.notFound();
    classIds = [q.ClassId];
  }
  const { rows, total } = await repo.findPage({
    classIds,
    name: q.Name,
    offset: (q.PageIndex - 1) * q.PageSize,
    limit: q.PageSize,
  });
  return pageOf(rows, total, q.PageIndex, q.PageSize);
}

/** The school's today (its time zone), not the server's UTC date. */
const today = (p: Principal) => schoolToday(p.timeZone);

/** The columns a form writes; nursery status follows the class's grade (托班). */
async function columnsFor(tx: DbOrTx, p: Principal, form: TStudentForm, exceptId = 0) {
  const repo = studentsRepository(tx, p.schoolId);
  if (form.Birthday > today(p)) throw AppError.badRequest(STUDENT_MESSAGES.birthdayFuture);
  const klass = await repo.findClassWithGrade(form.ClassId);
  // A class the caller may not see is as absent as another school's.
  const visible = await visibleClassIds(tx, p);
  if (!klass || (visible && !visible.includes(klass.id))) throw AppError.notFound();
  if (await repo.isDuplicate(form.ClassId, form.Name, form.Birthday, exceptId)) {
    throw AppError.badRequest(STUDENT_MESSAGES.duplicate);
  }
  // A photo is a picture this school uploaded, never another school's file or any URL.
  if (form.Photo && !(await uploadsRepository(tx).findImage(p.schoolId, fileIdOf(form.Photo))))
    throw AppError.badRequest(STUDENT_MESSAGES.photoInvalid);
  const isBaby = klass.level === 0;
  return {
    ...(form.Photo === undefined ? {} : { photo: form.Photo }),
    name: form.Name,
    gender: form.Gender,
    birthday: form.Birthday,
    classId: form.ClassId,
    isBaby,
    babyLevel: isBaby ? (form.BabyLevel ?? babyLevelFor(form.Birthday, today(p))) : null,
    fatherName: form.FatherName,
    fatherPhone: form.FatherPhone,
    motherName: form.MotherName,
    motherPhone: form.MotherPhone,
  };
}

/** One child for the edit form. */
export async function getStudent(db: DbOrTx, p: Principal, id: number): Promise<TStudentDetail> {
  const row = await studentsRepository(db, p.schoolId).findStudent(id);
  const visible = await visibleClassIds(db, p);
  if (!row || (visible && !visible.includes(row.classId))) throw AppError.notFound();
  return {
    Id: row.id,
    Name: row.name,
    Gender: row.gender === 1 ? 1 : 2,
    Birthday: row.birthday,
    ClassId: row.classId,
    IsBaby: row.isBaby,
    BabyLevel: row.babyLevel === 1 || row.babyLevel === 2 ? row.babyLevel : null,
    FatherName: row.fatherName,
    FatherPhone: row.fatherPhone,
    MotherName: row.motherName,
    MotherPhone: row.motherPhone,
    Photo: row.photo,
  };
}

/** Adds a child to a class (C09). */
export async function createStudent(db: Db, p: Principal, form: TStudentForm) {
  return db.transaction(async (tx) =>
    studentsRepository(tx, p.schoolId).insert(await columnsFor(tx, p, form)),
  );
}

export async function updateStudent(db: Db, p: Principal, req: TUpdateStudentRequest) {
  await db.transaction(async (tx) => {
    await getStudent(tx, p, req.Id);
    await studentsRepository(tx, p.schoolId).update([req.Id], await columnsFor(tx, p, req, req.Id));
  });
}

/** Children the caller may change: all in school and in classes they see, else 404. */
async function requireStudents(tx: DbOrTx, p: Principal, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await studentsRepository(tx, p.schoolId).findStudents(unique);
  const visible = await visibleClassIds(tx, p);
  if (rows.length !== unique.length || (visible && rows.some((r) => !visible.includes(r.classId)))) {
    throw AppError.notFound();
  }
  return unique;
}

/** Moves children to another class; nursery status follows the new class. */
export async function moveStudents(db: Db, p: Principal, ids: number[], classId: number) {
  await db.transaction(async (tx) => {
    const repo = studentsRepository(tx, p.schoolId);
    const unique = await requireStudents(tx, p, ids);
    const klass = await repo.findClassWithGrade(classId);
    const visible = await visibleClassIds(tx, p);
    if (!klass || (visible && !visible.includes(klass.id))) throw AppError.notFound();
    const isBaby = klass.level === 0;
    for (const row of await repo.findStudents(unique)) {
      await repo.update([row.id], {
        classId,
        isBaby,
        babyLevel: isBaby ? babyLevelFor(row.birthday, today(p)) : null,
      });
    }
  });
}

/** Records that children left the school: kept with their records, out of every class list. */
export async function leaveSchool(db: Db, p: Principal, ids: number[]) {
  await db.transaction(async (tx) => {
    const unique = await requireStudents(tx, p, ids);
    await studentsRepository(tx, p.schoolId).update(unique, { status: 0 });
  });
}
