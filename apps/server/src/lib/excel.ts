import type ExcelJS from 'exceljs';

/**
 * A new workbook, with exceljs loaded on first use: it is a large library that only the
 * imports, templates and statistics downloads need, so the server starts without it.
 */
export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  book.creator = 'KinderGrowth 幼儿成长评价平台';
  book.created = new Date();
  return book;
}
