import { IdentityDigit } from '@kg/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { foods, persons, roles, userRoles, users } from '../../db/schema';
import { scoped } from '../../lib/scoped';

/** What the dietary report reads beside the menus and attendance feeds. */
export function dietaryReportRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  return {
    /** The school's foods in use: the advice names the richest of them in a nutrient. */
    activeFoods: () => s.rows(foods).where(eq(foods.retired, false)),

    /**
     * The report's Reporter: the school's health doctors (保健医生, the role whose identity
     * digit is 3), enabled, by their names in the school; none: the cover says 未填写.
     */
    async doctorNames(): Promise<string[]> {
      const rows = await s
        .select({ name: users.realName })
        .from(users)
        .innerJoin(persons, eq(persons.id, users.personId))
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(
          and(
            eq(users.status, 1),
            eq(persons.enabled, true),
            eq(roles.enabled, true),
            eq(roles.identityDigit, IdentityDigit.doctor),
          ),
        )
        .orderBy(asc(users.id));
      return [...new Set(rows.map((r) => r.name.trim()).filter(Boolean))].slice(0, 3);
    },
  };
}
