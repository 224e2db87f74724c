import {
  headTakenMessage,
  type TAssignClassRolesRequest,
  type TClassRoleValue,
  type TUserClassRoles,
  USER_MESSAGES,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { schoolStructure } from '../school-structure/school-structure.repository';
import { classRolesRepository } from './class-roles.repository';
import { targetOf } from './users.service';

/**
 * The login of the caller's school (any school for the platform administrator), else 404;
 * the platform operator's and district logins are out of a school's reach here too.
 */
const identityOf = targetOf;

/** The classes one may be placed in: the current study year's. */
async function assignableClasses(tx: DbOrTx, schoolId: number) {
  const year = await schoolStructure(tx, schoolId).currentStudyYear();
  return year ? classRolesRepository(tx, schoolId).findClasses(year.id) : [];
}

/** A login's class roles (班主任, 配班, 保育) through the teacher it works as. */
export async function getClassRoles(db: Db, p: Principal, userId: number): Promise<TUserClassRoles> {
  const user = await identityOf(db, p, userId);
  const repo = classRolesRepository(db, user.schoolId);
  const teacher = await schoolStructure(db, user.schoolId).teacherOfUser(user.id);
  const classes = await assignableClasses(db, user.schoolId);
  const staff = await repo.findStaff(classes.map((c) => c.id));
  return {
    UserId: user.id,
    TeacherId: teacher?.id ?? null,
    TeacherName: teacher?.name ?? null,
    Classes: classes.map((c) => {
      const here = staff.filter((s) => s.classId === c.id);
      const mine = teacher ? here.find((s) => s.teacherId === teacher.id) : undefined;
      const head = here.find((s) => s.role === 'head' && s.teacherId !== teacher?.id);
      return {
        ClassId: c.id,
        ClassName: c.name,
        GradeName: c.gradeName,
        Role: (mine?.role as TClassRoleValue | undefined) ?? null,
        HeadTeacherName: head?.name ?? null,
      };
    }),
  };
}

/**
 * Sets which classes of the current year the login's teacher works in and as what; a class
 * keeps one head teacher, so taking a headed class as 班主任 is refused with its name.
 */
export async function assignClassRoles(db: Db, p: Principal, req: TAssignClassRolesRequest) {
  await db.transaction(async (tx) => {
    const user = await identityOf(tx, p, req.UserId);
    const repo = classRolesRepository(tx, user.schoolId);
    const teacher = await schoolStructure(tx, user.schoolId).teacherOfUser(user.id);
    if (!teacher) throw AppError.badRequest(USER_MESSAGES.notTeacher);
    if (new Set(req.Classes.map((c) => c.ClassId)).size !== req.Classes.length)
      throw AppError.badRequest(USER_MESSAGES.classTwice);
    const classes = await assignableClasses(tx, user.schoolId);
    const byId = new Map(classes.map((c) => [c.id, c]));
    if (req.Classes.some((c) => !byId.has(c.ClassId))) throw AppError.notFound();
    for (const c of req.Classes.filter((x) => x.Role === 'head')) {
      const head = await repo.findOtherHead(c.ClassId, teacher.id);
      if (head) throw AppError.badRequest(headTakenMessage(byId.get(c.ClassId)!.name, head.name));
    }
    await repo.replace(
      teacher.id,
      classes.map((c) => c.id),
      req.Classes.map((c) => ({ classId: c.ClassId, role: c.Role })),
    );
  });
}
