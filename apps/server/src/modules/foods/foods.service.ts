import {
  FOOD_CATEGORIES,
  FOOD_IMPORT_COLUMNS,
  FOOD_IMPORT_REQUIRED,
  FOOD_NAME_MAX,
  FOOD_SOURCE_NAMES,
  fillText,
  IMPORT_MESSAGES,
  FOOD_MESSAGES as M,
  NUTRIENT_MAX,
  NUTRIENTS,
  type TFood,
  type TFoodCategory,
  type TFoodFilter,
  type TFoodForm,
  type TFoodQuery,
  type TFoodUpdate,
  type TImportRowError,
  type TNutrientKey,
} from '@kg/contracts';
import type ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newWorkbook } from '../../lib/excel';
import type { Principal } from '../../lib/principal';
import { pageOf } from '../../lib/reply';
import { refuseDuplicate } from '../../lib/unique-violation';
import { cellText, readRows, type TCell } from '../imports/workbook';
import type { FileStore } from '../uploads/file-store';
import { readExcel } from '../uploads/uploads.service';
import { foodsRepository, toFood } from './foods.repository';

const repo = (db: Db, p: Principal) => foodsRepository(db, p.schoolId);

export async function page(db: Db, p: Principal, q: TFoodQuery) {
  const { rows, total } = await repo(db, p).page(q, (q.PageIndex - 1) * q.PageSize, q.PageSize);
  return pageOf(rows.map(toFood), total, q.PageIndex, q.PageSize);
}

/** The school's food, or 404 (another school's looks exactly like a missing one). */
async function requireFood(db: Db, p: Principal, id: number) {
  const row = await repo(db, p).find(id);
  if (!row) throw AppError.notFound(M.notFound);
  return row;
}

export async function detail(db: Db, p: Principal, id: number): Promise<TFood> {
  return toFood(await requireFood(db, p, id));
}

export async function add(db: Db, p: Principal, form: TFoodForm): Promise<number> {
  return refuseDuplicate(M.nameTaken, () =>
    db.transaction(async (tx) => {
      const r = foodsRepository(tx, p.schoolId);
      if (await r.nameTaken(form.Name)) throw AppError.badRequest(M.nameTaken);
      return r.insert(form);
    }),
  );
}

/** Any food may be corrected (a seeded one too: the school's copy; its source stays). */
export async function update(db: Db, p: Principal, form: TFoodUpdate) {
  await refuseDuplicate(M.nameTaken, () =>
    db.transaction(async (tx) => {
      const r = foodsRepository(tx, p.schoolId);
      const row = await r.find(form.Id);
      if (!row) throw AppError.notFound(M.notFound);
      if (row.retired) throw AppError.badRequest(M.retiredNotEditable);
      if (await r.nameTaken(form.Name, form.Id)) throw AppError.badRequest(M.nameTaken);
      const { Id: _id, ...rest } = form;
      await r.update(form.Id, {
        name: rest.Name,
        aliases: rest.Aliases,
        category: rest.Category,
        isSeasoning: rest.IsSeasoning,
        ediblePct: rest.EdiblePct,
        ...rest.Nutrients,
      });
    }),
  );
}

export async function setSeasoning(db: Db, p: Principal, id: number, value: boolean) {
  await requireFood(db, p, id);
  await repo(db, p).update(id, { isSeasoning: value });
}

/** Retire or restore; a restore is refused while another active food has the name. */
export async function setRetired(db: Db, p: Principal, id: number, value: boolean) {
  await refuseDuplicate(M.nameTaken, () =>
    db.transaction(async (tx) => {
      const r = foodsRepository(tx, p.schoolId);
      const row = await r.find(id);
      if (!row) throw AppError.notFound(M.notFound);
      if (!value && row.retired && (await r.nameTaken(row.name, id))) throw AppError.badRequest(M.nameTaken);
      await r.update(id, { retired: value });
    }),
  );
}

/** Only the school's own foods that no dish uses; a seeded food is retired instead. */
export async function remove(db: Db, p: Principal, id: number) {
  await db.transaction(async (tx) => {
    const r = foodsRepository(tx, p.schoolId);
    const row = await r.find(id);
    if (!row) throw AppError.notFound(M.notFound);
    if (row.source !== 'school') throw AppError.badRequest(M.seededNotDeletable);
    if (await r.inUse(id)) throw AppError.badRequest(M.inUse);
    await r.remove(id);
  });
}

// ---- Excel: template, import, export ----------------------------------------------------------

const NUTRIENT_COLUMNS = NUTRIENTS.map((n) => n.key);
const HEADERS: Record<string, string> = FOOD_IMPORT_COLUMNS;
const EXAMPLE_NAME = '（示例）燕麦饼干';
/** The template's example row, in FOOD_IMPORT_COLUMNS order; skipped when imported. */
const EXAMPLE: Record<string, TCell> = {
  name: EXAMPLE_NAME,
  aliases: '燕麦曲奇',
  category: '谷类',
  seasoning: '否',
  edible: 100,
  energy_kcal: 480,
  protein_g: 7.5,
  fat_g: 22,
  carbohydrate_g: 63,
  sodium_mg: 320,
};

async function workbookOf(rows: Record<string, TCell>[], example: boolean): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet('食材', { views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }] });
  const keys = Object.keys(HEADERS);
  sheet.columns = keys.map((key) => ({ key, width: key === 'name' || key === 'aliases' ? 22 : 13 }));
  const header = sheet.getRow(1);
  header.values = keys.map((k) => HEADERS[k]!);
  header.eachCell((cell, col) => {
    const required = (FOOD_IMPORT_REQUIRED as readonly string[]).includes(keys[col - 1]!);
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: required ? 'FFE8733A' : 'FF4FB3A9' } };
    cell.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
    if (required) cell.note = '必填';
  });
  header.height = 30;
  (
    sheet as ExcelJS.Worksheet & { dataValidations: { add(a: string, v: ExcelJS.DataValidation): void } }
  ).dataValidations.add('C2:C2001', {
    type: 'list',
    allowBlank: false,
    formulae: [`"${FOOD_CATEGORIES.join(',')}"`],
    showErrorMessage: true,
    errorTitle: '输入有误',
    error: `请从下拉列表中选择：${FOOD_CATEGORIES.join('、')}`,
  });
  for (const r of example ? [EXAMPLE] : rows) {
    const row = sheet.addRow(keys.map((k) => r[k] ?? null));
    if (example) row.font = { italic: true, color: { argb: 'FF8C8C8C' } };
  }
  if (example) {
    const guide = book.addWorksheet('填写说明');
    guide.columns = [{ width: 100 }];
    for (const tip of [
      '第一行为表头，请勿修改；第二行灰色斜体为示例，导入时会自动跳过。',
      `食材名称必填，不超过${FOOD_NAME_MAX}个字，不能与本园在用食材重名；分类必填，从下拉列表中选择。`,
      '是否调料填“是”或“否”（空为否）；食部为1到100的整数（空为100）。',
      '营养素均按每100克可食部填写；未测定的营养素请留空（留空表示未测定，不按0计算）。',
      '任何一行有误时，整份文件都不会导入，系统会列出有误的行号和原因。',
    ])
      guide.addRow([tip]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const template = () => workbookOf([], true);

export async function exportList(db: Db, p: Principal, f: TFoodFilter): Promise<Buffer> {
  const rows = await repo(db, p).list(f);
  return workbookOf(
    rows.map((row) => {
      const food = toFood(row);
      return {
        name: food.Name,
        aliases: food.Aliases,
        category: food.Category,
        seasoning: food.IsSeasoning ? '是' : '否',
        edible: food.EdiblePct,
        ...food.Nutrients,
      };
    }),
    false,
  );
}

/** A number cell: '' is null (not measured); else a finite number or NaN. */
function numberOf(value: TCell): number | null {
  const text = cellText(value).replace(/,/g, '');
  if (text === '' || text === '—' || text === '-') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** Every row checked: the forms to write, or every wrong row with its reasons. */
export function checkFoodRows(
  rows: { row: number; cells: Record<string, TCell> }[],
  taken: Set<string>,
): { forms: TFoodForm[]; errors: TImportRowError[] } {
  const forms: TFoodForm[] = [];
  const errors: TImportRowError[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of rows) {
    const reasons: string[] = [];
    const name = cellText(cells.name ?? null);
    if (!name) reasons.push(M.nameRequired);
    else if (name.length > FOOD_NAME_MAX) reasons.push(M.nameTooLong);
    else if (taken.has(name)) reasons.push(M.nameTaken);
    else if (seen.has(name)) reasons.push(fillText(M.importDuplicateRow, { row: seen.get(name)! }));
    else seen.set(name, row);
    const aliases = cellText(cells.aliases ?? null);
    if (aliases.length > 100) reasons.push(M.aliasesTooLong);
    const category = cellText(cells.category ?? null);
    if (!(FOOD_CATEGORIES as readonly string[]).includes(category))
      reasons.push(fillText(M.importCategoryInvalid, { list: FOOD_CATEGORIES.join('、') }));
    const seasoningText = cellText(cells.seasoning ?? null);
    if (!['', '是', '否'].includes(seasoningText)) reasons.push(M.importSeasoningInvalid);
    const edible = numberOf(cells.edible ?? null) ?? 100;
    if (!Number.isInteger(edible) || edible < 1 || edible > 100) reasons.push(M.importEdibleInvalid);
    const nutrients = {} as Record<TNutrientKey, number | null>;
    for (const key of NUTRIENT_COLUMNS) {
      const value = numberOf(cells[key] ?? null);
      if (value !== null && (Number.isNaN(value) || value < 0 || value > NUTRIENT_MAX[key]))
        reasons.push(fillText(M.importNutrientInvalid, { name: HEADERS[key]!, max: NUTRIENT_MAX[key] }));
      nutrients[key] = value;
    }
    if (reasons.length) errors.push({ Row: row, Reason: reasons.join('；') });
    else
      forms.push({
        Name: name,
        Aliases: aliases,
        Category: category as TFoodCategory,
        IsSeasoning: seasoningText === '是',
        EdiblePct: edible,
        Nutrients: nutrients,
      });
  }
  return { forms, errors };
}

/** All or nothing: every row checked, then written in one transaction. */
export async function importFoods(
  deps: { db: Db; store: FileStore },
  p: Principal,
  fileName: string,
): Promise<{ count: number } | { errors: TImportRowError[] }> {
  const file = await readExcel(deps.db, deps.store, p.schoolId, fileName, IMPORT_MESSAGES.fileMissing);
  const rows = await readRows(
    file,
    HEADERS,
    [...FOOD_IMPORT_REQUIRED],
    (cells) => cellText(cells.name ?? null) === EXAMPLE_NAME,
  );
  const checked = checkFoodRows(rows, await repo(deps.db, p).activeNames());
  if (checked.errors.length) return { errors: checked.errors };
  await refuseDuplicate(M.nameTaken, () =>
    deps.db.transaction(async (tx) => {
      const r = foodsRepository(tx, p.schoolId);
      const taken = await r.activeNames();
      if (checked.forms.some((f) => taken.has(f.Name))) throw AppError.badRequest(M.nameTaken);
      await r.insertMany(checked.forms);
    }),
  );
  return { count: checked.forms.length };
}

export { FOOD_SOURCE_NAMES };
