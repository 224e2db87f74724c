import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, importText } from '@kg/contracts';
import type ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error';
import { newWorkbook } from '../../lib/excel';
import type { TExcelFormat } from '../uploads/sniff';

/** A plain cell value: text, number, date, or nothing. */
export type TCell = string | number | Date | boolean | null;

/** exceljs hands out rich text, hyperlinks, formulas and shared strings as objects. */
export function plainValue(value: ExcelJS.CellValue | undefined): TCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return plainValue(value.result as ExcelJS.CellValue);
  if ('text' in value) return plainValue(value.text as ExcelJS.CellValue);
  return null; // an error value (#N/A …)
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** A cell as text: trimmed, whole numbers without exponent (phone numbers typed as numbers). */
export function cellText(value: TCell): string {
  if (value === null) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  return String(value).trim();
}

function realDay(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return isoDay(date);
}

/**
 * A date as `yyyy-mm-dd`: a date cell, an Excel day number, or text such as 2022-03-15,
 * 2022/3/15, 2022.3.15, 2022年3月15日 or 20220315. Null when it is not a real date.
 */
export function cellDate(value: TCell): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : isoDay(value);
  if (typeof value === 'number') {
    // Excel's 1900 day numbers: 25569 is 1970-01-01.
    if (value < 1 || value > 80_000) return null;
    return isoDay(new Date(Math.round((value - 25569) * 86_400_000)));
  }
  const text = cellText(value);
  const parts =
    /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(text) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return parts ? realDay(Number(parts[1]), Number(parts[2]), Number(parts[3])) : null;
}

/** A header as typed: without a required-marker (`*`, `（必填）`) or spaces. */
const headerKey = (text: string) => text.replace(/[*＊\s]|[（(]必填[）)]/g, '');

export type TSheetRow = { row: number; cells: Record<string, TCell> };

/** The first visible sheet as every import reads it, whatever the file's format. */
export type TGrid = {
  rowCount: number;
  /** a cell by 1-based row and column */
  cell(row: number, col: number): TCell;
  /** the filled cells of a row as [column, value] */
  rowCells(row: number): [number, TCell][];
};

/** An .xlsx read by exceljs. */
async function xlsxGrid(data: Buffer): Promise<TGrid> {
  const book = await newWorkbook();
  try {
    await book.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw AppError.badRequest(IMPORT_MESSAGES.unreadable);
  }
  const sheet = book.worksheets.find((s) => s.state === 'visible') ?? book.worksheets[0];
  if (!sheet) throw AppError.badRequest(IMPORT_MESSAGES.empty);
  return {
    rowCount: sheet.rowCount,
    cell: (row, col) => plainValue(sheet.getRow(row).getCell(col).value),
    rowCells(row) {
      const out: [number, TCell][] = [];
      sheet.getRow(row).eachCell((cell, col) => {
        out.push([col, plainValue(cell.value)]);
      });
      return out;
    },
  };
}

/** The one door of every import (children, teachers, classes, questions, growth sheets). */
export const readGrid = async (data: Buffer, format: TExcelFormat): Promise<TGrid> =>
  // SheetJS is loaded only for an .xls, the rare case.
  format === 'xls' ? (await import('./legacy-xls')).xlsGrid(data) : xlsxGrid(data);

/**
 * Reads the data rows of the first sheet by header (`columns`: key → header text): the
 * header row is the first of the top ten holding every required header; blank rows and
 * rows `skip` names (the template's example) are left out; row numbers are Excel's.
 */
export async function readRows(
  file: { data: Buffer; format: TExcelFormat },
  columns: Record<string, string>,
  required: string[],
  skip: (cells: Record<string, TCell>) => boolean = () => false,
): Promise<TSheetRow[]> {
  const sheet = await readGrid(file.data, file.format);

  // The header row: the first of the top ten with every required header; if none has
  // them all, the message names what the closest one lacks.
  let headerRow = 0;
  let positions: Record<string, number> = {};
  let closest: Record<string, number> = {};
  for (let r = 1; r <= Math.min(10, sheet.rowCount) && !headerRow; r += 1) {
    const found: Record<string, number> = {};
    for (const [col, value] of sheet.rowCells(r)) {
      const key = Object.keys(columns).find((k) => columns[k] === headerKey(cellText(value)));
      if (key && !(key in found)) found[key] = col;
    }
    if (required.every((key) => key in found)) {
      headerRow = r;
      positions = found;
    } else if (Object.keys(found).length > Object.keys(closest).length) closest = found;
  }
  if (!headerRow) {
    const missing = required.filter((key) => !(key in closest)).map((key) => columns[key]);
    throw AppError.badRequest(importText(IMPORT_MESSAGES.headerMissing, { columns: missing.join('、') }));
  }

  const rows: TSheetRow[] = [];
  for (let r = headerRow + 1; r <= sheet.rowCount; r += 1) {
    const cells: Record<string, TCell> = {};
    let blank = true;
    for (const [key, col] of Object.entries(positions)) {
      const value = sheet.cell(r, col);
      cells[key] = value;
      if (cellText(value) !== '') blank = false;
    }
    if (blank || skip(cells)) continue;
    rows.push({ row: r, cells });
    if (rows.length > IMPORT_MAX_ROWS) throw AppError.badRequest(IMPORT_MESSAGES.tooManyRows);
  }
  if (rows.length === 0) throw AppError.badRequest(IMPORT_MESSAGES.empty);
  return rows;
}
