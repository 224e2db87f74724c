import {
  intakeFor,
  mixedReference,
  SECTION_NAMES,
  shareFor,
  type TBandRow,
  type TDinerMix,
  type TFoodCategory,
  type TFoodGroupRow,
  type TStandards,
} from '@kg/contracts';
import type { TDietaryTargets } from './dietary-report.compose';

/**
 * The standards' food groups as the composition table's categories. 盐 and 饮水 are left out:
 * salt is one food among the 调味品类 (soy sauce, sugar…) and water is not on a menu.
 */
const GROUP_CATEGORIES: Record<string, TFoodCategory[]> = {
  谷类: ['谷类', '杂豆类'],
  薯类: ['薯类'],
  蔬菜: ['蔬菜类', '菌藻类'],
  水果: ['水果类'],
  畜禽肉鱼: ['畜肉类', '禽肉类', '鱼虾蟹贝类'],
  蛋类: ['蛋类'],
  奶类: ['奶类'],
  大豆: ['大豆及制品'],
  坚果: ['坚果种子类'],
  烹调油: ['油脂类'],
};

/** The pagoda's age band of a child's age. */
const bandOfAge = (age: number): TFoodGroupRow['Band'] => (age <= 3 ? '2~3岁' : age <= 5 ? '4~5岁' : '6岁');

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A figure of the children's mix, each age's figure weighted by its person-days. When most of
 * the person-days have no figure (the standard says 适量, or nothing) the mix has none either:
 * a figure for the few 6-year-olds does not become the whole school's.
 */
function mixedFigure(mix: TDinerMix, figureOf: (age: number) => number | null): number | null {
  const total = mix.reduce((n, g) => n + Math.max(0, g.personDays), 0);
  const covered = mix.reduce((n, g) => n + (figureOf(g.age) === null ? 0 : Math.max(0, g.personDays)), 0);
  if (total === 0 || covered * 2 < total) return null;
  const value = mixedReference(mix, (age) => figureOf(age));
  return value === null ? null : round1(value);
}

/** A g/周 figure per day; g/天 as it is. */
const perDay = (row: TFoodGroupRow, v: number | null) =>
  v === null ? null : row.Unit.startsWith('g/周') ? v / 7 : v;

function band(bands: TBandRow[], key: TBandRow['Key']): [number, number] {
  const row = bands.find((b) => b.Key === key);
  return [row?.Low ?? 0, row?.High ?? 100];
}

/**
 * What the report compares with (compose's TDietaryTargets), from the school's standards and
 * the period's diners: the reference intakes by age and sex (the compose mixes them), the
 * kindergarten's share by its care type, the fat band of 3-year-olds and of 4-6-year-olds mixed
 * by person-days, the meals the school serves, and the food groups of each age band mixed the
 * same way.
 */
export function targetsOf(standards: TStandards, mix: TDinerMix): TDietaryTargets {
  const fat3 = band(standards.Bands, 'fatAge3');
  const fat46 = band(standards.Bands, 'fatAge4to6');
  const fatOf = (i: 0 | 1) => mixedFigure(mix, (age) => (age <= 3 ? fat3[i] : fat46[i]));
  const groups = [...new Set(standards.FoodGroups.map((g) => g.Group))].filter((g) => GROUP_CATEGORIES[g]);
  const share = shareFor(standards);
  const custom = standards.Custom.map((s) => SECTION_NAMES[s]);
  return {
    intakeOf: (key, age, sex) => intakeFor(standards, age, sex, key),
    coverage: share / 100,
    energyBands: {
      protein: band(standards.Bands, 'protein'),
      fat: [fatOf(0) ?? fat46[0], fatOf(1) ?? fat46[1]],
      carbohydrate: band(standards.Bands, 'carbohydrate'),
    },
    qualityProteinMin: standards.Bands.find((b) => b.Key === 'qualityProtein')?.Low ?? 50,
    meals: standards.Meals.filter((m) => m.Served).map((m) => ({ meal: m.Meal, min: m.Low, max: m.High })),
    foodGroups: groups.map((name) => {
      const rowOf = (age: number) =>
        standards.FoodGroups.find((r) => r.Group === name && r.Band === bandOfAge(age));
      const figure = (pick: 'Low' | 'High') => (age: number) => {
        const row = rowOf(age);
        return row ? perDay(row, row[pick]) : null;
      };
      return {
        name,
        categories: GROUP_CATEGORIES[name]!,
        min: mixedFigure(mix, figure('Low')),
        max: mixedFigure(mix, figure('High')),
      };
    }),
    edition: [
      `参考标准：${standards.Edition}。`,
      `按${standards.CareType}计，幼儿园提供全日推荐量的${share}%；推荐量按统计期内就餐幼儿的年龄、性别人日加权。`,
      custom.length ? `本园调整了：${custom.join('、')}。` : '',
    ].join(''),
  };
}
