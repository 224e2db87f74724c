import { z } from 'zod';
import { isCalendarDay } from './attendance';
import { ZNutrientAmount } from './dishes';
import { MEALS } from './nutrition-standards';

/**
 * 带量食谱 (issue 20, M07, DECISIONS 34: the weekly food menus, not the navigation menus): a
 * school's menu for a week, named by its Monday (the school's local day). Each day (Monday to
 * Friday: kindergartens serve on school days) and each meal the school serves (its nutrition
 * standards' Meals with Served) holds a list of dishes. Draft until published; a published week
 * is read-only until withdrawn (撤回发布).
 */
export const MENU_DAYS = 5;
/** Dishes in one day's meal: a lunch is a staple, two or three dishes and a soup. */
export const MENU_CELL_MAX = 8;
export const MENU_STATUSES = ['draft', 'published'] as const;
export type TMenuStatus = (typeof MENU_STATUSES)[number];
export const MENU_STATUS_NAMES: Record<TMenuStatus, string> = { draft: '草稿', published: '已发布' };

export const MEAL_MENU_MESSAGES = {
  weekRequired: '请选择正确的周（yyyy-MM-dd）',
  weekNotMonday: '每周食谱从星期一开始，请选择一周的星期一',
  dayRequired: '请选择正确的日期（yyyy-MM-dd）',
  /** `{day}` */
  dayOutsideWeek: '{day}不在这一周的星期一至星期五内',
  /** `{meal}` */
  mealNotServed: '本园不供应{meal}（可在营养标准中设置供应的餐次）',
  cellTwice: '同一天的同一餐只能出现一次',
  cellTooMany: `每餐最多${MENU_CELL_MAX}道菜`,
  dishTwice: '同一餐不能重复添加同一道菜',
  dishRequired: '请选择菜品',
  dishNotFound: '菜品不存在',
  /** `{name}` */
  dishRetired: '菜品“{name}”已停用，不能排入食谱',
  notFound: '这一周还没有食谱',
  publishedReadOnly: '这一周的食谱已发布，请先撤回发布再修改',
  emptyWeek: '这一周的食谱还没有菜品，不能发布',
  notPublished: '这一周的食谱还没有发布',
  lastWeekEmpty: '上一周没有食谱可以复制',
  saved: '保存成功',
  copied: '已复制上一周的食谱',
  published: '发布成功',
  withdrawn: '已撤回发布，可以修改后重新发布',
} as const;
const M = MEAL_MENU_MESSAGES;

/** Whether an ISO day is a Monday. */
export const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

/** `YYYY-MM-DD` plus `days` (calendar days). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week holding `day`. */
export function mondayOfWeek(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}

/** The week's school days, Monday first. */
export const menuDaysOf = (weekStart: string) =>
  Array.from({ length: MENU_DAYS }, (_, i) => shiftDay(weekStart, i));

export const ZWeekStart = z
  .string({ error: M.weekRequired })
  .refine(isCalendarDay, { error: M.weekRequired })
  .refine(isMonday, { error: M.weekNotMonday });
export const ZMenuWeekQuery = z.object({ WeekStart: ZWeekStart });
export type TMenuWeekQuery = z.infer<typeof ZMenuWeekQuery>;

export const ZMenuCellForm = z.object({
  Day: z.string({ error: M.dayRequired }).refine(isCalendarDay, { error: M.dayRequired }),
  Meal: z.string({ error: M.mealNotServed.replace('{meal}', '该餐次') }),
  DishIds: z
    .array(z.number({ error: M.dishRequired }).int(M.dishRequired).min(1, M.dishRequired))
    .max(MENU_CELL_MAX, M.cellTooMany)
    .refine((ids) => new Set(ids).size === ids.length, M.dishTwice),
});
export type TMenuCellForm = z.infer<typeof ZMenuCellForm>;

/** The whole week as the grid holds it: cells not sent are empty. */
export const ZMenuSave = z.object({
  WeekStart: ZWeekStart,
  Cells: z.array(ZMenuCellForm).max(MENU_DAYS * MEALS.length, M.cellTwice),
});
export type TMenuSave = z.infer<typeof ZMenuSave>;

/** A dish of a cell: as it is (draft) or as it was served (published: its snapshot). */
export const ZMenuDish = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Kind: z.string(),
  Retired: z.boolean(),
  /** raw grams per child, in the dish's order */
  Foods: z.array(z.object({ Name: z.string(), Grams: z.number() })),
});
export type TMenuDish = z.infer<typeof ZMenuDish>;

export const ZMenuCell = z.object({ Day: z.string(), Meal: z.string(), Dishes: z.array(ZMenuDish) });
export type TMenuCell = z.infer<typeof ZMenuCell>;

export const ZMenuWeek = z.object({
  WeekStart: z.string(),
  /** the school days shown, Monday to Friday */
  Days: z.array(z.string()),
  /** the meals the school serves, in serving order */
  Meals: z.array(z.string()),
  /** whether a menu row exists (an empty week is a draft not yet saved) */
  Saved: z.boolean(),
  Status: z.enum(MENU_STATUSES),
  PublishedAt: z.string().nullable(),
  PublishedByName: z.string().nullable(),
  UpdatedAt: z.string().nullable(),
  /** every (day, meal) with at least one dish */
  Cells: z.array(ZMenuCell),
  /** per day, the report nutrients per child (energy and protein first) */
  DayNutrients: z.array(z.object({ Day: z.string(), Nutrients: z.array(ZNutrientAmount) })),
});
export type TMenuWeek = z.infer<typeof ZMenuWeek>;

/** The printable weekly menu for parents (a published week only). */
export const ZMenuWeekPrint = ZMenuWeek.extend({
  SchoolName: z.string(),
  /** the school's day it was published (yyyy-MM-dd, the school's time zone) */
  PublishedOn: z.string().nullable(),
});
export type TMenuWeekPrint = z.infer<typeof ZMenuWeekPrint>;

/** `2026-11-23` → `11月23日`. */
export const monthDayText = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;
/** The week as people write it: 2026年11月23日—11月27日. */
export const weekRangeText = (weekStart: string) =>
  `${weekStart.slice(0, 4)}年${monthDayText(weekStart)}—${monthDayText(shiftDay(weekStart, MENU_DAYS - 1))}`;
