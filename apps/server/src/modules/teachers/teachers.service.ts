import {
  TEACHER_MESSAGES,
  type TPage,
  type TTeacherDetail,
  type TTeacherForm,
  type TTeacherRow,
  type TUpdateTeacherRequest,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { pageOf } from '../../lib/reply';
import { schoolStructure } from '../school-structure/school-structure.repository';
import { teachersRepository } from './teachers.repository';

/** The school's teachers with the classes they work in. */
export async function findTeacherPage(
  db: Db,
  p: Principal,
  q: { PageIndex: number; PageSize: number; Name?: string },
): Promise<TPage<TTeacherRow>> {
  const repo = teachersRepository(db, p.schoolId);
  const { rows, total } = await repo.findPage({
    name: q.Name,
    offset: (q.PageIndex - 1) * q.PageSize,
    limit: q.PageSize,
  });
  const classes = await repo.findClassNames(rows.map((r) => r.Id));
  const data = rows.map((r) => ({
    ...r,
    ClassNames: classes.filter((c) => c.teacherId === r.Id).map((c) => c.name),
  }));
  return pageOf(data, total, q.PageIndex, q.PageSize);
}

/** Checks a teacher form: the phone and login are this teacher's alone; a foreign uID is 404. */
async function checkForm(tx: DbOrTx, p: Principal, form: TTeacherForm, exceptId = 0) {
  const repo = teachersRepository(tx, p.schoolId);
  if (form.UserId && !(await repo.findUser(form.UserId))) throw AppError.notFound();
  const others = await repo.findOther({ phone: form.Phone, userId: form.UserId, exceptId });
  if (form.Phone && others.some((o) => o.phone === form.Phone))
    throw AppError.badRequest(TEACHER_MESSAGES.phoneTaken);
  if (form.UserId && others.some((o) => o.userId === form.UserId))
    throw AppError.badRequest(TEACHER_MESSAGES.userTaken);
}

const columnsOf = (form: TTeacherForm) => ({
  name: form.Name,
  phone: form.Phone,
  gender: form.Gender,
  title: form.Title,
  userId: form.UserId,
});

/** One teacher for the edit form. */
export async function getTeacher(db: Db, p: Principal, id: number): Promise<TTeacherDetail> {
  const row = await schoolStructure(db, p.schoolId).teacher(id);
  if (!row) throw AppError.notFound();
  return {
    Id: row.id,
    Name: row.name,
    Phone: row.phone,
    Gender: row.gender === 1 ? 1 : 2,
    Title: row.title,
    UserId: row.userId,
  };
}

/** Adds a teacher, optionally bound to a login of this school (C08). */
export async function createTeacher(db: Db, p: Principal, form: TTeacherForm) {
  return db.transaction(async (tx) => {
    await checkForm(tx, p, form);
    return teachersRepository(tx, p.schoolId).insert(columnsOf(form));
  });
}

export async function updateTeacher(db: Db, p: Principal, req: TUpdateTeacherRequest) {
  await db.transaction(async (tx) => {
    const repo = teachersRepository(tx, p.schoolId);
    if (!(await schoolStructure(tx, p.schoolId).teacher(req.Id))) throw AppError.notFound();
    await checkForm(tx, p, req, req.Id);
    await repo.update(req.Id, columnsOf(req));
  });
}

/** Takes teachers out of service: their classes lose them, their login is unbound. */
export async function deleteTeachers(db: Db, p: Principal, ids: number[]) {
  await db.transaction(async (tx) => {
    const repo = teachersRepository(tx, p.schoolId);
    const unique = [...new Set(ids)];
    if ((await schoolStructure(tx, p.schoolId).teacherIdsAmong(unique)).length !== unique.length)
      throw AppError.notFound();
    await repo.disable(unique);
  });
}
