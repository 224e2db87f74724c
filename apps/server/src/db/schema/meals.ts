import { NUTRIENT_KEYS, type TNutrientKey } from '@kg/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgNumericNumberBuilderInitial,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { schools } from './schools';

/** One nullable numeric column per nutrient (per 100 g edible part; null = not measured). */
const nutrientColumns = () =>
  Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, numeric(key, { precision: 10, scale: 3, mode: 'number' })]),
  ) as unknown as { [K in TNutrientKey]: PgNumericNumberBuilderInitial<K> };

/**
 * 食材库 (issue 20): a school's foods. Seeded from the composition table (source 'table6', its
 * code) and the school's own (source 'school'). A name is unique among the active foods.
 */
export const foods = pgTable(
  'foods',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: varchar('name', { length: 30 }).notNull(),
    aliases: varchar('aliases', { length: 100 }).notNull().default(''),
    category: varchar('category', { length: 10 }).notNull(),
    isSeasoning: boolean('is_seasoning').notNull().default(false),
    ediblePct: smallint('edible_pct').notNull().default(100),
    ...nutrientColumns(),
    source: varchar('source', { length: 10 }).notNull().default('school'),
    code: varchar('code', { length: 10 }),
    retired: boolean('retired').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('foods_school_active_name_uq').on(t.schoolId, t.name).where(sql`not ${t.retired}`),
    index('foods_school_category_idx').on(t.schoolId, t.category),
  ],
);

/**
 * 营养标准 (issue 20): the sections of its nutrition standards a school has changed, each as the
 * whole section's rows (jsonb, shaped as packages/contracts/src/nutrition-standards.ts). A section
 * without a row follows the product's defaults; 恢复默认 deletes the row.
 */
export const nutritionStandards = pgTable(
  'nutrition_standards',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    section: varchar('section', { length: 20 }).notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('nutrition_standards_school_section_uq').on(t.schoolId, t.section)],
);

/**
 * 菜品 (issue 20): a dish of a school's kitchen, its ingredients as raw grams per child (how a
 * kitchen weighs a 带量食谱). The dish's nutrients are computed from its foods, never stored.
 * A name is unique among the active dishes; a dish in a menu is retired, not deleted.
 */
export const dishes = pgTable(
  'dishes',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: varchar('name', { length: 30 }).notNull(),
    /** 主食 | 菜肴 | 汤羹 | 点心 | 水果 | 饮品 (contracts' DISH_KINDS) */
    kind: varchar('kind', { length: 10 }).notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    retired: boolean('retired').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dishes_school_active_name_uq').on(t.schoolId, t.name).where(sql`not ${t.retired}`)],
);

/** One food of a dish: raw (purchased) grams per child. */
export const dishIngredients = pgTable(
  'dish_ingredients',
  {
    id: serial('id').primaryKey(),
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id),
    grams: numeric('grams', { precision: 7, scale: 1, mode: 'number' }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('dish_ingredients_dish_food_uq').on(t.dishId, t.foodId),
    index('dish_ingredients_food_idx').on(t.foodId),
  ],
);

/**
 * 带量食谱 (issue 20, M07/DECISIONS 34): a school's menu for the week starting on `weekStart`
 * (a Monday, the school's local day). Draft until published; publishing snapshots each item's
 * portions, so a later change to a dish does not rewrite what was served (the dietary report
 * reads published weeks only).
 */
export const weeklyMenus = pgTable(
  'weekly_menus',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    weekStart: date('week_start').notNull(),
    /** draft | published */
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    note: varchar('note', { length: 200 }).notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedByName: varchar('published_by_name', { length: 50 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('weekly_menus_school_week_uq').on(t.schoolId, t.weekStart)],
);

/** A dish served on a day at a meal (早餐 / 早点 / 午餐 / 午点 / 晚餐, as the school sets them). */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => weeklyMenus.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    meal: varchar('meal', { length: 10 }).notNull(),
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id),
    sort: smallint('sort').notNull().default(0),
    /** set at publish: [{ foodId, grams }] as the dish was then; null while the week is a draft */
    portions: jsonb('portions').$type<{ foodId: number; grams: number }[]>(),
  },
  (t) => [index('menu_items_menu_day_idx').on(t.menuId, t.day), index('menu_items_dish_idx').on(t.dishId)],
);
