import {
  babyLevelFor,
  fileIdOf,
  parentsFromGuardians,
  primaryGuardian,
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
import { refuseDuplicate } from '../../lib/unique-violation';
import { callerStructure } from '../school-structure/school-structure.repository';
import { uploadsRepository } from '../uploads/uploads.repository';
import { guardiansOfRow, mergeParents, toStored } from './guardians';
import { studentsRepository } from './students.repository';

/** Children in school, by class (0 = every class the caller may see), searchable by name. */
export async function findStudentPage(
  db: Db,
  p: Principal,
  q: { PageIndex: number; PageSize: number; ClassId: number; Name?: string },
): Promise<TPage<TStudentRow>> {
  const repo = studentsRepository(db, p.schoolId);
  const structure = callerStructure(db, p);
  let classIds = await structure.visibleClassIds();
  if (q.ClassId) {
    // A teacher's other class is absent (her classes are known without reading the class).
    await structure.requireSeesClass(q.ClassId);
    classIds = [q.ClassId];
  }
  const { rows, total } = await repo.findPage({
    classIds,
    name: q.Name,
    offset: (q.PageIndex - 1) * q.PageSize,
    limit: q.PageSize,
  });
  // A child of the school in the class proves the class is the school's, so the class is read
  // only for an empty page: another school's class (or none) is then 404, an empty class is not.
  // One statement less on the common read (issue 16: statements per request).
  if (q.ClassId && rows.length === 0) await structure.requireClass(q.ClassId, { includeDisabled: true });
  return pageOf(
    rows.map(({ guardians, fatherName, fatherPhone, motherName, motherPhone, allergies, ...row }) => {
      const first = primaryGuardian(
        guardiansOfRow({ guardians, fatherName, fatherPhone, motherName, motherPhone }),
      );
      return {
        ...row,
        GuardianName: first?.Name ?? null,
        GuardianRelation: first?.Relation ?? null,
        GuardianPhone: first?.Phone ?? null,
        HasAllergy: Boolean(allergies),
      };
    }),
    total,
    q.PageIndex,
    q.PageSize,
  );
}

/** The school's today (its time zone), not the server's UTC date. */
const today = (p: Principal) => schoolToday(p.timeZone);

/** Whether `day` (yyyy-mm-dd) is a day of the calendar (not 2024-02-30). */
const isRealDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

/**
 * The guardian and father/mother columns a form writes. Guardians sent: the father/mother
 * columns follow from them. Only father/mother sent (the spec's clients): guardians follow
 * from those, keeping on an edit the other guardians such a client cannot see.
 */
function guardianColumns(form: TStudentForm, existing: TStudentDetail | null) {
  if (form.Guardians) {
    const parents = parentsFromGuardians(form.Guardians);
    return {
      guardians: toStored(form.Guardians),
      fatherName: parents.FatherName,
      fatherPhone: parents.FatherPhone,
      motherName: parents.MotherName,
      motherPhone: parents.MotherPhone,
    };
  }
  return {
    guardians: toStored(mergeParents(existing?.Guardians ?? [], form)),
    fatherName: form.FatherName,
    fatherPhone: form.FatherPhone,
    motherName: form.MotherName,
    motherPhone: form.MotherPhone,
  };
}

/** The columns a form writes; nursery status follows the class's grade (托班). */
async function columnsFor(
  tx: DbOrTx,
  p: Principal,
  form: TStudentForm,
  existing: TStudentDetail | null = null,
) {
  const exceptId = existing?.Id ?? 0;
  const repo = studentsRepository(tx, p.schoolId);
  if (form.Birthday > today(p)) throw AppError.badRequest(STUDENT_MESSAGES.birthdayFuture);
  if (form.EntryDate && !isRealDay(form.EntryDate))
    throw AppError.badRequest(STUDENT_MESSAGES.entryDateInvalid);
  if (form.EntryDate && form.EntryDate < form.Birthday)
    throw AppError.badRequest(STUDENT_MESSAGES.entryBeforeBirth);
  // 学号 is the school's: a child who left keeps theirs, so it stays taken.
  if (form.StudentNo && (await repo.isStudentNoTaken(form.StudentNo, exceptId)))
    throw AppError.badRequest(STUDENT_MESSAGES.studentNoTaken);
  // A class the caller may not see is as absent as another school's.
  const klass = await callerStructure(tx, p).requireClass(form.ClassId);
  if (await repo.isDuplicate(form.ClassId, form.Name, form.Birthday, exceptId)) {
    throw AppError.badRequest(STUDENT_MESSAGES.duplicate);
  }
  // A photo is a picture this school uploaded, never another school's file or any URL.
  if (form.Photo && !(await uploadsRepository(tx).findImage(p.schoolId, fileIdOf(form.Photo))))
    throw AppError.badRequest(STUDENT_MESSAGES.photoInvalid);
  const isBaby = klass.gradeLevel === 0;
  return {
    ...(form.Photo === undefined ? {} : { photo: form.Photo }),
    name: form.Name,
    gender: form.Gender,
    birthday: form.Birthday,
    classId: form.ClassId,
    isBaby,
    babyLevel: isBaby ? (form.BabyLevel ?? babyLevelFor(form.Birthday, today(p))) : null,
    ...guardianColumns(form, existing),
    // Absent on an edit: unchanged (a client of the spec knows none of them).
    ...(form.StudentNo === undefined ? {} : { studentNo: form.StudentNo }),
    ...(form.EntryDate === undefined ? {} : { entryDate: form.EntryDate }),
    ...(form.Allergies === undefined ? {} : { allergies: form.Allergies }),
    ...(form.HealthNotes === undefined ? {} : { healthNotes: form.HealthNotes }),
  };
}

/** One child for the edit form. */
export async function getStudent(db: DbOrTx, p: Principal, id: number): Promise<TStudentDetail> {
  const row = await callerStructure(db, p).requireChild(id);
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
    StudentNo: row.studentNo,
    EntryDate: row.entryDate,
    Guardians: guardiansOfRow(row),
    Allergies: row.allergies,
    HealthNotes: row.healthNotes,
  };
}

/** Adds a child to a class (C09). */
export async function createStudent(db: Db, p: Principal, form: TStudentForm) {
  // The unique index answers a 学号 another request has just taken.
  return refuseDuplicate(STUDENT_MESSAGES.studentNoTaken, () =>
    db.transaction(async (tx) => studentsRepository(tx, p.schoolId).insert(await columnsFor(tx, p, form))),
  );
}

export async function updateStudent(db: Db, p: Principal, req: TUpdateStudentRequest) {
  await refuseDuplicate(STUDENT_MESSAGES.studentNoTaken, () =>
    db.transaction(async (tx) => {
      const existing = await getStudent(tx, p, req.Id);
      await studentsRepository(tx, p.schoolId).update([req.Id], await columnsFor(tx, p, req, existing));
    }),
  );
}

/** Children the caller may change: all in school and in classes they see, else 404. */
async function requireStudents(tx: DbOrTx, p: Principal, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await studentsRepository(tx, p.schoolId).findStudents(unique);
  const visible = await callerStructure(tx, p).visibleClassIds();
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
    const klass = await callerStructure(tx, p).requireClass(classId);
    const isBaby = klass.gradeLevel === 0;
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
