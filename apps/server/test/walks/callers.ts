import { eq } from 'drizzle-orm';
import { teachers } from '../../src/db/schema';
import type { Harness } from '../harness';
import { schoolIdOf } from '../lookups';

export const SCHOOL_A = '阳光幼儿园';
export const SCHOOL_B = '彩虹幼儿园';
export const B_TEACHER_LOGIN = 'rbwalk';

/**
 * School B's teacher: the demo's 彩虹幼儿园 has teachers but no teacher login, so the walk
 * gives its first teacher one (the 教师 role, bound to the teacher's row and so to a class).
 */
export async function schoolBTeacher(h: Harness): Promise<string> {
  const schoolB = await schoolIdOf(h, SCHOOL_B);
  const { identities } = await h.f.account({
    loginName: B_TEACHER_LOGIN,
    realName: '彩虹走查教师',
    identities: [{ schoolId: schoolB, roleCodes: ['teacher'] }],
  });
  const [first] = await h.db.select().from(teachers).where(eq(teachers.schoolId, schoolB)).limit(1);
  await h.db.update(teachers).set({ userId: identities[0]!.id }).where(eq(teachers.id, first!.id));
  return h.login(B_TEACHER_LOGIN);
}
