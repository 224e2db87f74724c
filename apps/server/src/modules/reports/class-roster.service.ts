import { primaryGuardian, type TClassRosterReport } from '@kg/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { schoolToday } from '../../lib/dates';
import type { Principal } from '../../lib/principal';
import { callerStructure } from '../school-structure/school-structure.repository';
import { guardiansOfRow } from '../students/guardians';
import { reportsRepository } from './reports.repository';

const STAFF_ROLES = [
  ['head', '班主任'],
  ['teacher', '配班老师'],
  ['care', '保育员'],
] as const;

function parentOf(c: Parameters<typeof guardiansOfRow>[0]) {
  const first = primaryGuardian(guardiansOfRow(c));
  return { ParentName: first?.Name ?? null, ParentPhone: first?.Phone ?? null };
}

/**
 * 班级幼儿名册: the class, its staff and its children. Another school's class and, for a
 * teacher, a class they do not work in look missing (404).
 */
export async function getClassRoster(db: DbOrTx, p: Principal, classId: number): Promise<TClassRosterReport> {
  const structure = callerStructure(db, p);
  const klass = await structure.requireClass(classId);
  const school = await structure.school();
  if (!school) throw AppError.notFound();
  const repo = reportsRepository(db, p.schoolId);
  const staff = await repo.findStaff(classId);
  const children = await repo.findChildren(classId);
  return {
    School: { Name: school.name, Logo: school.logo },
    Class: {
      Id: klass.id,
      Name: klass.name,
      GradeName: klass.gradeName,
      StudyYearName: klass.studyYearName,
      Staff: STAFF_ROLES.flatMap(([role, label]) =>
        staff.filter((s) => s.role === role).map((s) => ({ Role: label, Name: s.name })),
      ),
    },
    // 家长 and 联系电话: the guardian to call. Allergies and health notes are left off: a
    // printed roster leaves the office (a classroom wall, a substitute's desk).
    Students: children.map((c) => ({
      ...parentOf(c),
      Id: c.id,
      StudentNo: c.studentNo,
      Name: c.name,
      Gender: c.gender,
      Birthday: c.birthday,
      Photo: c.photo,
      IsBaby: c.isBaby,
    })),
    AsOf: schoolToday(p.timeZone),
  };
}
