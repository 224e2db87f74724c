import { API } from '@kg/contracts';
import ExcelJS from 'exceljs';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import {
  createTemplate,
  modulesOf,
  removeTemplates,
  shoot,
  smallSecondTerm,
  type TModule,
  type TStage,
} from '../support/growth-config';
import { apiAs } from '../support/reports';
import { openAs } from '../support/session';
import { chooseOption } from '../support/ui';

// This file changes school data (a template is created and recorded): it works in its own copy of 阳光.
ownSchool('sunshine');

const tableCall = (url: URL) => url.pathname === API.growthStatistics.table.path;

/**
 * 典型行为观察统计 (screen 6, F47-F51) against the real server, on a template of its own
 * (小班, second term of 2026-2027) whose monthly observation has no finished records yet:
 * every point of its log sheet is listed with zero counts.
 */

type TRow = { PointId: number; OneName: string; TwoName: string; ThreeName: string };

const rows = (page: Page) => page.getByTestId('stat-table').locator('tr.ant-table-row');

/** The cells each body row renders (merged ones are not there), as texts. */
const renderedCells = (page: Page) =>
  page
    .getByTestId('stat-table')
    .locator('tr.ant-table-row')
    .evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.querySelectorAll('td')).map((td) => ({
          text: (td.textContent ?? '').trim(),
          span: Number(td.getAttribute('rowspan') ?? 1),
        })),
      ),
    );

/** The same, worked out from the server's rows (F48: runs of equal values merge). */
function expectedCells(list: TRow[]) {
  return list.map((row, i) => {
    const cells: Array<{ text: string; span: number }> = [];
    const prev = list[i - 1];
    const run = (same: (r: TRow) => boolean) => {
      let n = 0;
      while (list[i + n] && same(list[i + n]!)) n += 1;
      return n;
    };
    if (!prev || prev.OneName !== row.OneName)
      cells.push({ text: row.OneName, span: run((r) => r.OneName === row.OneName) });
    if (!prev || prev.OneName !== row.OneName || prev.TwoName !== row.TwoName)
      cells.push({
        text: row.TwoName,
        span: run((r) => r.OneName === row.OneName && r.TwoName === row.TwoName),
      });
    cells.push({ text: row.ThreeName, span: 1 });
    return cells;
  });
}

test.describe('典型行为观察统计 (F47-F51)', () => {
  test.describe.configure({ mode: 'serial' });
  let stage: TStage;
  let tempId = 0;
  let monthly: TModule;
  let url = '';

  test.beforeAll(async ({ request }) => {
    const api = await apiAs(request, 'admin');
    stage = await smallSecondTerm(api);
    tempId = await createTemplate(api, stage);
    monthly = (await modulesOf(api, tempId)).find((m) => m.TypeNum === 5) as TModule;
    const query = new URLSearchParams({
      TempId: String(tempId),
      TempDetailId: String(monthly.Id),
      CycleId: String(stage.cycleId),
      StudyYearId: String(stage.studyYearId),
      GradeId: String(stage.gradeId),
      GradeNameS: stage.gradeName,
      ClassName: '',
      ClassId: '0',
    });
    url = `/templateStatic?${query.toString()}`;
  });

  test.afterAll(async ({ request }) => {
    await removeTemplates(await apiAs(request, 'admin'), stage);
  });

  test('F47 F48 F49 F50: columns, merged cells, zero counts, the class selector, a failed load empties the table', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const all = await api.call(API.growthStatistics.table, {
      TempId: tempId,
      TempDetailId: monthly.Id,
      CycleId: stage.cycleId,
      StudyYearId: stage.studyYearId,
      ClassId: 0,
      ClassName: '全园',
    });
    expect(all.Rows.length).toBeGreaterThan(3);
    await openAs(page, 'admin');
    const first = page.waitForRequest((r) => tableCall(new URL(r.url())));
    await page.goto(url);
    const sent = new URL((await first).url()).searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({
      TempId: String(tempId),
      TempDetailId: String(monthly.Id),
      CycleId: String(stage.cycleId),
      StudyYearId: String(stage.studyYearId),
      ClassId: '0',
      ClassName: '全园',
    });
    await expect(page.getByTestId('page-template-static')).toBeVisible();
    await expect(rows(page)).toHaveCount(all.Rows.length);
    await expect(page.getByTestId('stat-module')).toHaveText(all.Title);

    // F47: the columns (and the share bar).
    const heads = (await page.getByTestId('stat-table').locator('thead th').allInnerTexts())
      .map((s) => s.trim())
      .filter(Boolean);
    expect(heads.slice(0, 6)).toEqual(['维度', '要素', '观察点', '经常', '偶尔', '从未']);

    // F48: 维度 and 要素 merged across equal values.
    const cells = await renderedCells(page);
    const expected = expectedCells(all.Rows);
    expect(cells.map((r) => r.slice(0, -4))).toEqual(expected);
    // No finished records: every count 0.
    expect(cells.every((r) => r.slice(-4, -1).every((c) => c.text === '0'))).toBe(true);
    await expect(page.getByTestId('stat-records')).toContainText('0');
    await expect(page.getByTestId('stat-points')).toContainText(String(all.Rows.length));
    await shoot(page, 'statistics');

    // F49: all classes first, then the grade's classes.
    await page.getByTestId('stat-class').click();
    const options = page.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    );
    await expect(options.first()).toHaveText('全园');
    const classes = await api.call(API.classes.select, {
      StudyYearId: stage.studyYearId,
      GradeId: stage.gradeId,
    });
    expect(classes[0]).toMatchObject({ Id: 0, Name: '全园' });
    await expect(options).toHaveCount(classes.length);
    await page.keyboard.press('Escape');
    const one = classes[1]!;
    const forClass = page.waitForRequest((r) => tableCall(new URL(r.url())));
    await chooseOption(page, 'stat-class', one.Name);
    const classQuery = new URL((await forClass).url()).searchParams;
    expect(classQuery.get('ClassId')).toBe(String(one.Id));
    expect(classQuery.get('ClassName')).toBe(one.Name);
    await expect(rows(page)).toHaveCount(all.Rows.length);

    // F50: a call that fails leaves an empty table, not the previous rows.
    await page.route(tableCall, (route) => route.abort('failed'));
    await page.getByTestId('stat-refresh').click();
    await expect(page.getByTestId('stat-failed')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByTestId('stat-points')).toContainText('0');
    await page.unroute(tableCall);
    await page.getByTestId('stat-failed').getByRole('button', { name: '重试' }).click();
    await expect(rows(page)).toHaveCount(all.Rows.length);
  });

  test('F51: 导出 downloads the table as .xlsx with every parameter; 维度 cells merged in the file', async ({
    page,
    request,
  }, testInfo) => {
    const api = await apiAs(request, 'admin');
    await openAs(page, 'admin');
    await page.goto(url);
    await expect(rows(page).first()).toBeVisible();
    const title = ((await page.getByTestId('stat-module').textContent()) ?? '').trim();
    const exportCall = page.waitForRequest((r) => r.url().includes(API.growthStatistics.exportTable.path));
    const download = page.waitForEvent('download');
    await page.getByTestId('stat-export').click();
    const params = Object.fromEntries(new URL((await exportCall).url()).searchParams);
    expect(params).toEqual({
      GradeName: stage.gradeName,
      ClassName: '全园',
      Title: title,
      TempId: String(tempId),
      TempDetailId: String(monthly.Id),
      CycleId: String(stage.cycleId),
      StudyYearId: String(stage.studyYearId),
      ClassId: '0',
    });
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/_观察统计\.xlsx$/);
    const saved = testInfo.outputPath('statistics.xlsx');
    await file.saveAs(saved);

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(saved);
    const sheet = book.worksheets[0]!;
    let header = 0;
    sheet.eachRow((row, n) => {
      if (!header && String(row.getCell(1).value) === '维度') header = n;
    });
    expect(header).toBeGreaterThan(0);
    const heads = [1, 2, 3, 4, 5, 6].map((c) => String(sheet.getRow(header).getCell(c).value));
    expect(heads).toEqual(['维度', '要素', '观察点', '经常', '偶尔', '从未']);

    const table = await api.call(API.growthStatistics.table, {
      TempId: tempId,
      TempDetailId: monthly.Id,
      CycleId: stage.cycleId,
      StudyYearId: stage.studyYearId,
      ClassId: 0,
      ClassName: '全园',
    });
    // Data rows follow the header in the table's order.
    const points = table.Rows.map((_, i) => String(sheet.getRow(header + 1 + i).getCell(3).value));
    expect(points).toEqual(table.Rows.map((r) => r.ThreeName));
    // The first dimension's run is one merged cell.
    const run = table.Rows.filter((r) => r.OneName === table.Rows[0]!.OneName).length;
    const merges = (sheet.model as unknown as { merges: string[] }).merges;
    expect(run).toBeGreaterThan(1);
    expect(merges).toContain(`A${header + 1}:A${header + run}`);
  });

  test('a tablet: the whole table fits; counts read at a glance (a look at the bars)', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openAs(page, 'admin');
    await page.goto(url);
    await expect(rows(page).first()).toBeVisible();
    await shoot(page, 'statistics-tablet');

    // No records can be written yet (issue 7): for the screenshot only, the server's table
    // comes back with counts filled in, to see the bars and colours.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.route(tableCall, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        response: { RecordCount: number; Rows: Array<{ Often: number; Sometimes: number; Never: number }> };
      };
      body.response.RecordCount = 28;
      body.response.Rows.forEach((row, i) => {
        row.Often = 10 + ((i * 7) % 15);
        row.Sometimes = (i * 5) % 9;
        row.Never = 28 - row.Often - row.Sometimes;
      });
      await route.fulfill({ response, json: body });
    });
    await page.getByTestId('stat-refresh').click();
    await expect(page.getByTestId('stat-records')).toContainText('28');
    await expect(page.getByTestId('stat-bar').first()).toBeVisible();
    await shoot(page, 'statistics-sample-marks');
  });
});
