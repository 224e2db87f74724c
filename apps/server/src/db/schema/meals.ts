import { NUTRIENT_KEYS, type TNutrientKey } from '@kg/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
