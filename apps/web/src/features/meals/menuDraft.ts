import type { TDishOption, TMenuCellForm, TMenuWeek } from '@kg/contracts';

/** A week being edited: the dish ids of each `day|meal` cell. */
export type TMenuDraft = Record<string, number[]>;

export const cellKey = (day: string, meal: string) => `${day}|${meal}`;

/** The draft as the server holds the week. */
export function draftOf(week: TMenuWeek): TMenuDraft {
  return Object.fromEntries(week.Cells.map((c) => [cellKey(c.Day, c.Meal), c.Dishes.map((d) => d.Id)]));
}

const same = (a: number[] = [], b: number[] = []) => a.length === b.length && a.every((id, i) => id === b[i]);

/** Whether the draft differs from the stored week. */
export function isDirty(week: TMenuWeek, draft: TMenuDraft): boolean {
  const stored = draftOf(week);
  const keys = new Set([...Object.keys(stored), ...Object.keys(draft)]);
  return [...keys].some((k) => !same(stored[k], draft[k]));
}

/** The whole week to save: every cell with a dish, in day then meal order. */
export function cellsToSave(week: TMenuWeek, draft: TMenuDraft): TMenuCellForm[] {
  return week.Days.flatMap((Day) =>
    week.Meals.flatMap((Meal) => {
      const DishIds = draft[cellKey(Day, Meal)] ?? [];
      return DishIds.length ? [{ Day, Meal, DishIds }] : [];
    }),
  );
}

export type TDayTotal = { energy: number; protein: number };

/**
 * Each day's energy and protein per child: the server's figures for the stored week (a
 * published week's are its snapshot), the dishes' own while the draft has unsaved changes.
 */
export function dayTotals(
  week: TMenuWeek,
  draft: TMenuDraft,
  options: readonly TDishOption[],
  dirty: boolean,
): Record<string, TDayTotal> {
  const byId = new Map(options.map((o) => [o.Id, o]));
  return Object.fromEntries(
    week.Days.map((day) => {
      if (!dirty) {
        const n = week.DayNutrients.find((d) => d.Day === day)?.Nutrients ?? [];
        const of = (key: string) => n.find((x) => x.Key === key)?.Value ?? 0;
        return [day, { energy: of('energy_kcal'), protein: of('protein_g') }];
      }
      const ids = week.Meals.flatMap((meal) => draft[cellKey(day, meal)] ?? []);
      return [
        day,
        {
          energy: ids.reduce((sum, id) => sum + (byId.get(id)?.Energy ?? 0), 0),
          protein: ids.reduce((sum, id) => sum + (byId.get(id)?.Protein ?? 0), 0),
        },
      ];
    }),
  );
}

/** Dish names by id: the week's own (retired ones too) and the picker's. */
export function dishNames(week: TMenuWeek, options: readonly TDishOption[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const c of week.Cells) for (const d of c.Dishes) names.set(d.Id, d.Name);
  for (const o of options) names.set(o.Id, o.Name);
  return names;
}
