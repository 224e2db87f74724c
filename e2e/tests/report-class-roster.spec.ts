import { expect, test } from '../support/fixtures';
import {
  apiAs,
  classByName,
  pdfPageSize,
  pdfPages,
  pdfText,
  reportFlags,
  reportReady,
  rosterOf,
} from '../support/reports';
import { openAs } from '../support/session';
import { allToasts, toast } from '../support/ui';

/**
 * 班级幼儿名册 (issue 4, N05-N08, N10, D4): the A4 report opened from 班级管理, printed by the
 * server and downloaded; a teacher's scope; a real refusal; auto mode. Demo data is only read
 * here (the refusal comes from a query the printer will not take).
 */

test.describe('班级幼儿名册', () => {
  test('opens from 班级管理 in a new tab, shows the chart and downloads 小一班_幼儿名册.pdf with every child', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const api = await apiAs(request, 'admin');
    const klass = await classByName(api, '小一班');
    const roster = await rosterOf(api, klass.Id);
    expect(roster.Students.length).toBeGreaterThan(0);

    await openAs(page, 'admin', '/Class/Classes');
    const link = page.getByTestId(`class-roster-${klass.Id}`);
    await expect(link).toHaveText('幼儿名册');
    const [report] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(report).toHaveURL(new RegExp(`/Class/Roster\\?ClassId=${klass.Id}$`));
    await reportReady(report);

    // Standalone: no shell; one cover, a catalogue, the overview with its SVG chart, the table, a back cover.
    await expect(report.getByTestId('app-shell')).toHaveCount(0);
    await expect(report.getByTestId('report-cover-subject')).toHaveText('小一班');
    await expect(report.getByTestId('roster-chart').locator('svg')).toBeVisible();
    await expect(report.getByTestId('roster-chart').locator('svg text', { hasText: '男孩' })).toHaveCount(1);
    await expect(report.getByTestId('roster-row')).toHaveCount(roster.Students.length);
    const onScreen = await report.locator('.kg-a4').count();
    expect(onScreen).toBeGreaterThanOrEqual(5);
    // The catalogue's numbers are the pages the sections really start on.
    const listed = await report.getByTestId('report-catalogue-page').allInnerTexts();
    const overviewPage = await report.getByTestId('roster-overview').getAttribute('data-page');
    const firstTablePage = await report.getByTestId('roster-table-page').first().getAttribute('data-page');
    expect(listed).toEqual([overviewPage, firstTablePage]);
    // Every table page repeats the header row.
    const tablePages = report.getByTestId('roster-table-page');
    for (let i = 0; i < (await tablePages.count()); i += 1) {
      await expect(tablePages.nth(i).locator('thead th').first()).toHaveText('序号');
    }

    const download = report.waitForEvent('download', { timeout: 60_000 });
    await report.getByTestId('pdf-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('小一班_幼儿名册.pdf');
    const saved = testInfo.outputPath('小一班_幼儿名册.pdf');
    await file.saveAs(saved);
    await expect(report.getByTestId('pdf-generating')).toBeHidden();
    await expect(toast(report, '已下载 小一班_幼儿名册.pdf')).toBeVisible();

    expect(pdfPages(saved)).toBe(onScreen);
    expect(pdfPageSize(saved)).toContain('(A4)');
    const text = pdfText(saved);
    for (const child of roster.Students) expect(text, child.Name).toContain(child.Name);
    expect(text).toContain('幼儿名册');
    expect(text).toContain('年龄与性别分布');
  });

  test('a teacher reads the roster of an own class; another class shows the not-found state, not its data', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const own = await classByName(api, '小一班');
    const other = await classByName(api, '大一班');
    const otherChildren = (await rosterOf(api, other.Id)).Students;

    await openAs(page, 'teacher', '/indexHome');
    await page.goto(`/Class/Roster?ClassId=${own.Id}`);
    await reportReady(page);
    await expect(page.getByTestId('roster-row')).toHaveCount((await rosterOf(api, own.Id)).Students.length);

    await page.goto(`/Class/Roster?ClassId=${other.Id}`);
    await expect(page.getByTestId('report-not-found')).toContainText('班级不存在或无权查看');
    await expect(page.getByTestId('roster-row')).toHaveCount(0);
    await expect(page.getByText(otherChildren[0]?.Name ?? '-')).toHaveCount(0);
    await expect(page.getByTestId('pdf-download')).toHaveCount(0);
    expect(await reportFlags(page)).toEqual({ ready: false, error: '班级不存在或无权查看' });
    // Back to the class list through the shell.
    await page.getByTestId('report-back').click();
    await expect(page).toHaveURL(/\/Class\/Classes$/);
    await expect(page.getByTestId('app-shell')).toBeVisible();
  });

  test('without a session the report sends to the login page and back', async ({ page }) => {
    await page.goto('/Class/Roster?ClassId=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2FClass%2FRoster%3FClassId%3D1$/);
  });

  test('a refusal of the server shows its msg as a toast and a persistent 提示 notification', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const klass = await classByName(api, '小一班');
    // The page shows fine with extra parameters, but the server prints at most 20 of them
    // (PDF_LIMITS.queryKeys): a real refusal, with the server's own words, nothing mocked.
    const extra = Array.from({ length: 20 }, (_, i) => `note${i}=1`).join('&');
    await openAs(page, 'admin', '/indexHome');
    await page.goto(`/Class/Roster?ClassId=${klass.Id}&${extra}`);
    await reportReady(page);

    await page.getByTestId('pdf-download').click();
    const notice = page.getByTestId('pdf-failed-notice');
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice.locator('.ant-notification-notice-title')).toHaveText('提示');
    await expect(notice.locator('.ant-notification-notice-description')).toHaveText('查询参数过多');
    await expect(toast(page, '查询参数过多')).toBeVisible();
    await expect(page.getByTestId('pdf-generating')).toBeHidden();
    // The toast fades; the notification stays until it is closed.
    await expect(allToasts(page)).toHaveCount(0, { timeout: 10_000 });
    await expect(notice).toBeVisible();
    await notice.locator('.ant-notification-notice-close').click();
    await expect(notice).toBeHidden();
  });

  test('auto mode (Type=1) prints and stores without a click, then closes the window the app opened', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const api = await apiAs(request, 'admin');
    const klass = await classByName(api, '小二班');
    await openAs(page, 'admin', '/Class/Classes');

    let downloads = 0;
    context.on('page', (p) => p.on('download', () => (downloads += 1)));
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((url) => void window.open(url), `/Class/Roster?ClassId=${klass.Id}&Type=1`),
    ]);
    await expect(popup.getByTestId('pdf-download')).toHaveCount(0);
    await popup.waitForEvent('close', { timeout: 60_000 });
    expect(downloads).toBe(0);

    // Typed into the address bar (no opener), the tab stays and says the PDF is stored.
    const direct = await context.newPage();
    await direct.goto(`/Class/Roster?ClassId=${klass.Id}&info=${encodeURIComponent('{"Type":1}')}`);
    await expect(direct.getByTestId('pdf-auto-done')).toBeVisible({ timeout: 60_000 });
    await expect(direct.getByTestId('pdf-download')).toHaveCount(0);
    expect(downloads).toBe(0);
  });
});
