import * as XLSX from '@e965/xlsx';
import { IMPORT_MESSAGES } from '@kg/contracts';
import { AppError } from '../../lib/app-error';
import type { TCell, TGrid } from './workbook';

/** Excel's day number of 1970-01-01 (1900 date system); 1904 workbooks count from 1904. */
const UNIX_EPOCH_DAY = 25569;
const DAYS_1900_TO_1904 = 1462;

/**
 * A legacy .xls (Excel 97-2003 / BIFF, as WPS and older offices save it; E16, DECISIONS 36),
 * read by SheetJS CE into the grid the .xlsx path reads with exceljs: the first visible
 * sheet, 1-based rows and columns, date cells as UTC dates, errors as empty.
 */
export function xlsGrid(data: Buffer): TGrid {
  let book: XLSX.WorkBook;
  try {
    // Numbers stay numbers and keep their format, so a date is told from a phone number.
    book = XLSX.read(data, { type: 'buffer', cellDates: false, cellNF: true, cellHTML: false });
  } catch {
    throw AppError.badRequest(IMPORT_MESSAGES.xlsUnreadable);
  }
  const visible = book.SheetNames.findIndex((_, i) => !book.Workbook?.Sheets?.[i]?.Hidden);
  const sheet = book.Sheets[book.SheetNames[Math.max(visible, 0)] ?? ''];
  if (!sheet) throw AppError.badRequest(IMPORT_MESSAGES.xlsUnreadable);
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
  const range = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : null;

  const cell = (row: number, col: number): TCell => {
    const c = sheet[XLSX.utils.encode_cell({ r: row - 1, c: col - 1 })] as XLSX.CellObject | undefined;
    if (!c || c.v === undefined) return null;
    if (c.t === 'n' && typeof c.v === 'number' && c.z && XLSX.SSF.is_date(c.z)) {
      const day = c.v + (date1904 ? DAYS_1900_TO_1904 : 0);
      return new Date(Math.round((day - UNIX_EPOCH_DAY) * 86_400_000));
    }
    if (c.t === 'e' || c.t === 'z') return null;
    return c.v as TCell;
  };
  return {
    rowCount: range ? range.e.r + 1 : 0,
    cell,
    rowCells(row) {
      if (!range) return [];
      const out: [number, TCell][] = [];
      for (let col = range.s.c + 1; col <= range.e.c + 1; col += 1) {
        const value = cell(row, col);
        if (value !== null) out.push([col, value]);
      }
      return out;
    },
  };
}
