import { IdentityDigit } from '@kg/contracts';
import { and, eq, exists, not, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';

/**
 * Identities a school never sees, grants or acts on (issue 14 items 4 and 20): the platform's
 * operator (平台管理员, digit 0) and the district (区域管理员, digit 4). Every other role, the
 * built-in 园长 / 教师 / 保健医生 and the school's own, is school-level.
 */
const PLATFORM_LEVEL_DIGITS: string[] = [IdentityDigit.platformAdmin, IdentityDigit.district];

type TRoleLevel = { isSuper: boolean; identityDigit: string };

/** Whether a school may see and grant the role. */
export const isSchoolLevelRole = (r: TRoleLevel) =>
  !r.isSuper && !PLATFORM_LEVEL_DIGITS.includes(r.identityDigit);

/** The same test in SQL, on the `roles` table of the query. */
export const schoolLevelRole: SQL = and(
  eq(roles.isSuper, false),
  notInArray(roles.identityDigit, PLATFORM_LEVEL_DIGITS),
)!;

/** `users` rows (of the outer query) holding any platform-level role. */
export const holdsPlatformLevelRole = (db: DbOrTx): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, users.id), not(schoolLevelRole))),
  );
