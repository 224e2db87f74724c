import type { TPortion } from '@kg/contracts';
import type { DbOrTx } from '../../db/client';
import { dishesRepository } from '../dishes/dishes.repository';
import { foodFactsOf } from '../foods/foods.repository';
import type { TItemRow } from './meal-menus.repository';

/**
 * What each menu item served one child: its snapshot once published, else its dish as it is
 * now. One reading for the menus page, the print and the dietary report's feed, so a published
 * week reads the same everywhere. Two queries whatever the number of items.
 */
export async function portionsOf(
  db: DbOrTx,
  schoolId: number,
  items: Pick<TItemRow, 'dishId' | 'portions'>[],
): Promise<(item: Pick<TItemRow, 'dishId' | 'portions'>) => TPortion[]> {
  const dishes = dishesRepository(db, schoolId);
  const [live, snapshotFoods] = await Promise.all([
    dishes.ingredientsOf([...new Set(items.filter((i) => !i.portions).map((i) => i.dishId))]),
    dishes.foodsOf([...new Set(items.flatMap((i) => (i.portions ?? []).map((x) => x.foodId)))]),
  ]);
  const facts = new Map(snapshotFoods.map((f) => [f.id, foodFactsOf(f)]));
  return (item) =>
    item.portions
      ? item.portions.flatMap((x) => {
          const food = facts.get(x.foodId);
          return food ? [{ food, grams: x.grams }] : [];
        })
      : live
          .filter((l) => l.dishId === item.dishId)
          .map((l) => ({ food: foodFactsOf(l.food), grams: l.grams }));
}
