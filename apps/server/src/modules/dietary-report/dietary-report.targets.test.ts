import { defaultNutritionStandards, type TStandards } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { targetsOf } from './dietary-report.targets';

const standards = (): TStandards => ({ ...defaultNutritionStandards(), Custom: [] });

describe('the report’s targets from the school’s standards', () => {
  it('mixes the fat band and the food groups by person-days, a week’s grams per day', () => {
    // 3 parts 4-year-olds, 1 part 6-year-olds
    const t = targetsOf(standards(), [
      { age: 4, sex: 'male', personDays: 30 },
      { age: 6, sex: 'female', personDays: 10 },
    ]);
    expect(t.coverage).toBe(0.9);
    expect(t.energyBands).toEqual({ protein: [12, 15], fat: [20, 30], carbohydrate: [50, 65] });
    const group = (name: string) => t.foodGroups.find((g) => g.name === name)!;
    // 谷类 100-150 (4~5岁) and 150-200 (6岁): 112.5-162.5
    expect(group('谷类')).toMatchObject({ categories: ['谷类', '杂豆类'], min: 112.5, max: 162.5 });
    // 大豆 15-20 g/天 and 105 g/周 = 15 g/天
    expect(group('大豆')).toMatchObject({ min: 15, max: 18.8 });
    // 薯类: 适量 for most of the children, so for the mix
    expect(group('薯类')).toMatchObject({ min: null, max: null });
    // salt and water are not food categories of a menu
    expect(t.foodGroups.map((g) => g.name)).not.toContain('盐');
    expect(t.foodGroups.map((g) => g.name)).not.toContain('饮水');
    expect(t.meals.map((m) => m.meal)).toEqual(['早餐', '早点', '午餐', '午点', '晚餐']);
    expect(t.intakeOf('energy_kcal', 4, 'male')).toBe(1300);
    expect(t.edition).toContain('中国居民膳食营养素参考摄入量（2013版）');
  });

  it('3-year-olds take their own fat band; a school’s changes are named', () => {
    const s = standards();
    s.Custom = ['meals'];
    s.Meals = s.Meals.map((m) => (m.Meal === '晚餐' ? { ...m, Served: false } : m));
    const t = targetsOf(s, [
      { age: 3, sex: 'male', personDays: 10 },
      { age: 3, sex: 'female', personDays: 10 },
    ]);
    expect(t.energyBands.fat).toEqual([30, 35]);
    expect(t.meals.map((m) => m.meal)).not.toContain('晚餐');
    expect(t.edition).toContain('本园调整了：餐次能量分配');
  });
});
