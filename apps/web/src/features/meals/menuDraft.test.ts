import type { TMenuWeek } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { cellKey, cellsToSave, dayTotals, draftOf, isDirty } from './menuDraft';

const week: TMenuWeek = {
  WeekStart: '2026-11-30',
  Days: ['2026-11-30', '2026-12-01'],
  Meals: ['早餐', '午餐'],
  Saved: true,
  Status: 'draft',
  PublishedAt: null,
  PublishedByName: null,
  UpdatedAt: null,
  Cells: [
    {
      Day: '2026-11-30',
      Meal: '午餐',
      Dishes: [
        { Id: 1, Name: '米饭', Kind: '主食', Retired: false, Foods: [] },
        { Id: 2, Name: '鱼', Kind: '菜肴', Retired: false, Foods: [] },
      ],
    },
  ],
  DayNutrients: [
    {
      Day: '2026-11-30',
      Nutrients: [{ Key: 'energy_kcal', Name: '能量', Unit: 'kcal', Value: 300, Missing: [] }],
    },
    { Day: '2026-12-01', Nutrients: [] },
  ],
};
const options = [
  { Id: 1, Name: '米饭', Kind: '主食', Energy: 190, Protein: 4 },
  { Id: 2, Name: '鱼', Kind: '菜肴', Energy: 110, Protein: 12 },
  { Id: 3, Name: '粥', Kind: '主食', Energy: 60, Protein: 1.5 },
];

describe('the weekly menu draft', () => {
  it('is clean as stored, dirty once a cell changes, and saves every non-empty cell', () => {
    const draft = draftOf(week);
    expect(isDirty(week, draft)).toBe(false);
    const changed = { ...draft, [cellKey('2026-12-01', '早餐')]: [3] };
    expect(isDirty(week, changed)).toBe(true);
    expect(isDirty(week, { ...draft, [cellKey('2026-11-30', '午餐')]: [2, 1] })).toBe(true);
    expect(cellsToSave(week, { ...changed, [cellKey('2026-11-30', '早餐')]: [] })).toEqual([
      { Day: '2026-11-30', Meal: '午餐', DishIds: [1, 2] },
      { Day: '2026-12-01', Meal: '早餐', DishIds: [3] },
    ]);
  });

  it("adds up a day from the server when saved, from the dishes' figures while unsaved", () => {
    const draft = draftOf(week);
    expect(dayTotals(week, draft, options, false)['2026-11-30']).toEqual({ energy: 300, protein: 0 });
    const changed = { ...draft, [cellKey('2026-11-30', '早餐')]: [3] };
    expect(dayTotals(week, changed, options, true)['2026-11-30']).toEqual({ energy: 360, protein: 17.5 });
  });
});
