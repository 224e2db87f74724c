import { IdentityDigit } from '@kg/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dishes, dishIngredients, foods, persons, roles, userRoles, users } from '../../db/schema';
import { scoped } from '../../lib/scoped';

/** What the dietary report reads beside the menus and attendance feeds. */
export function dietaryReportRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  return {
    /** The school's active foods. */
    activeFoods: () => s.rows(foods).where(eq(foods.retired, false)),

    /**
     * The active foods of the kitchen's active dishes: what the advice names first, so it says
     * "more 牛奶, 豆腐" from the school's own dishes, not dried shrimp or pine nuts out of the
     * 421-food table a kitchen never buys.
     */
    dishFoods: () =>
      s.rows(foods).where(
        and(
          eq(foods.retired, false),
          inArray(
            foods.id,
            db
              .selectDistinct({ id: dishIngredients.foodId })
              .from(dishIngredients)
              .innerJoin(dishes, eq(dishes.id, dishIngredients.dishId))
              .where(s.where(dishes, eq(dishes.retired, false))),
          ),
        ),
      ),

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
