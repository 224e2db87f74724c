import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NUTRIENT_KEYS, type TFoodCategory, type TNutrientKey } from '@kg/contracts';
import { notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { foods, schools } from '../db/schema';

/**
 * The food library every school starts with (issue 20): the 421 foods of
 * data/food-composition-cn.csv, per 100 g edible part, from 《中国食物成分表标准版（第6版）》
 * (杨月欣 主编, 北京大学医学出版社) by way of the machine-readable copy
 * Sanotsu/china-food-composition-data, cleaned and checked as its README beside it describes.
 * The file is read once, at the first use; the build copies data/ beside the bundle.
 */
export type TSeedFood = {
  code: string;
  name: string;
  aliases: string;
  category: TFoodCategory;
  isSeasoning: boolean;
  ediblePct: number;
  nutrients: Record<TNutrientKey, number | null>;
};

const CSV_FILE = 'food-composition-cn.csv';

/** src/seed/reference when run from the sources, dist/reference once bundled. */
function csvPath(): string {
  const beside = path.join(import.meta.dirname, 'reference', CSV_FILE);
  return beside;
}

let cached: TSeedFood[] | null = null;

/** `马铃薯[土豆、洋芋]` → name 马铃薯, aliases 土豆、洋芋 (the table prints aliases in brackets). */
function splitName(printed: string): { name: string; aliases: string } {
  const aliases = [...printed.matchAll(/\[(.*?)\]/g)].map((m) => m[1] ?? '').join('、');
  return {
    name: printed.replace(/\[.*?\]/g, '').trim(),
    aliases: aliases.replace(/[，,]/g, '、'),
  };
}

/** The composition table's rows (the file has no quoted cells: a plain split is exact). */
export function compositionFoods(): TSeedFood[] {
  if (cached) return cached;
  const [header, ...lines] = readFileSync(csvPath(), 'utf8').trim().split(/\r?\n/);
  const columns = header!.split(',');
  cached = lines.map((line) => {
    const cells = line.split(',');
    const cell = (key: string) => cells[columns.indexOf(key)] ?? '';
    const number = (key: string) => (cell(key) === '' ? null : Number(cell(key)));
    return {
      code: cell('code'),
      ...splitName(cell('name')),
      category: cell('category') as TFoodCategory,
      isSeasoning: cell('is_seasoning') === '1',
      ediblePct: Number(cell('edible_pct')),
      nutrients: Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, number(k)])) as Record<
        TNutrientKey,
        number | null
      >,
    };
  });
  return cached;
}

/** The table's foods for one school, in one batched insert. */
export async function insertDefaultFoods(db: DbOrTx, schoolId: number) {
  const rows = compositionFoods().map((f) => ({
    schoolId,
    name: f.name,
    aliases: f.aliases,
    category: f.category,
    isSeasoning: f.isSeasoning,
    ediblePct: f.ediblePct,
    ...f.nutrients,
    source: 'table6',
    code: f.code,
  }));
  await db.insert(foods).values(rows);
}

/**
 * Gives the table's foods to every school that has no food at all (schools made before the food
 * library). Safe at every start: a school with any food, even all retired, is left alone.
 */
export async function ensureDefaultFoods(db: DbOrTx) {
  const missing = await db
    .select({ id: schools.id })
    .from(schools)
    .where(notExists(db.select({ one: sql`1` }).from(foods).where(sql`${foods.schoolId} = ${schools.id}`)));
  for (const { id } of missing) await insertDefaultFoods(db, id);
  return missing.length;
}
