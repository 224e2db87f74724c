import type { TObservationRow } from '@kg/contracts';
import type ExcelJS from 'exceljs';
import { newWorkbook } from '../../lib/excel';

export const STATISTICS_HEADER = ['维度', '要素', '观察点', '经常', '偶尔', '从未'] as const;
const WIDTHS = [14, 18, 52, 10, 10, 10];
const BRAND = 'FF0F9B8E';
const STRIPE = 'FFF3FAF9';
const thin = { style: 'thin' as const, color: { argb: 'FFBFBFBF' } };
const BORDER: Partial<ExcelJS.Borders> = { top: thin, left: thin, bottom: thin, right: thin };

/** Runs of equal values in a column: [first, last] indexes (0-based) of runs longer than one. */
export function runsOf(keys: string[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = 0;
  for (let i = 1; i <= keys.length; i += 1) {
    if (i === keys.length || keys[i] !== keys[start]) {
      if (i - 1 > start) runs.push([start, i - 1]);
      start = i;
    }
  }
  return runs;
}

/**
 * The typical-behaviour statistics as a workbook (F51): a title row, a line with the number
 * of finished records, the header 维度/要素/观察点/经常/偶尔/从未, one row per point; 维度 and
 * 要素 merged down across equal neighbours (F48), every cell bordered.
 */
export async function statisticsWorkbook(v: {
  title: string;
  recordCount: number;
  rows: TObservationRow[];
}): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet('观察统计', {
    views: [{ state: 'frozen', ySplit: 3, activeCell: 'A4' }],
    pageSetup: { orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  sheet.columns = WIDTHS.map((width) => ({ width }));

  sheet.mergeCells('A1:F1');
  const title = sheet.getCell('A1');
  title.value = v.title;
  title.font = { bold: true, size: 14 };
  title.alignment = { horizontal: 'center', vertical: 'middle' };
  sheet.getRow(1).height = 30;

  sheet.mergeCells('A2:F2');
  const info = sheet.getCell('A2');
  info.value = `已完成记录：${v.recordCount} 份`;
  info.font = { color: { argb: 'FF595959' } };
  info.alignment = { horizontal: 'right', vertical: 'middle' };

  const header = sheet.getRow(3);
  header.values = [...STATISTICS_HEADER];
  header.height = 22;
  header.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: BRAND } };
    cell.alignment = { horizontal: 'center', vertical: 'middle' };
    cell.border = BORDER;
  });

  const FIRST = 4;
  v.rows.forEach((r, i) => {
    const row = sheet.getRow(FIRST + i);
    row.values = [r.OneName, r.TwoName, r.ThreeName, r.Often, r.Sometimes, r.Never];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cell.border = BORDER;
      cell.alignment =
        col <= 2
          ? { horizontal: 'center', vertical: 'middle', wrapText: true }
          : col === 3
            ? { vertical: 'middle', wrapText: true }
            : { horizontal: 'center', vertical: 'middle' };
      if (col >= 3 && i % 2 === 1)
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: STRIPE } };
    });
  });

  // F48: dimension merged across equal neighbours; element within its dimension.
  const dimensions = v.rows.map((r) => r.OneName);
  const elements = v.rows.map((r) => `${r.OneName}\u0000${r.TwoName}`);
  for (const [col, keys] of [
    ['A', dimensions],
    ['B', elements],
  ] as const) {
    for (const [from, to] of runsOf(keys)) sheet.mergeCells(`${col}${FIRST + from}:${col}${FIRST + to}`);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
