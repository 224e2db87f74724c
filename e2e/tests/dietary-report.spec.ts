import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API, type TDietaryReport } from '@kg/contracts';
import { expect, type Page, test } from '../support/fixtures';
import { apiAs, pdfPageSize, pdfPages, pdfText, reportReady } from '../support/reports';
import { openAs } from '../support/session';
import { SHOTS_ON, shot } from '../support/shots';

// Reads the demo school's four weeks of menus and attendance; writes nothing.

const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/dietary-report');
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const shoot = (page: Page, name: string, fullPage = false) =>
  shot(page, path.join(SHOTS, `${name}.png`), { fullPage });
const RED = 'rgb(207, 19, 34)';
const NUTRIENTS = [
  '能量',
  '蛋白质',
  '脂肪',
  '碳水化合物',
  '维生素A',
  '维生素B1',
  '维生素B2',
  '烟酸',
  '维生素C',
  '钙',
  '铁',
  '锌',
];

test.describe('膳食营养分析报告 (screen 20, K01-K07)', () => {
  test('the 园长 opens the month on 膳食营养分析, reads the report and downloads its A4 PDF', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize(LAPTOP);
    await openAs(page, 'admin', '/Meals/Report');
    const preview = page.getByTestId('dietary-preview');
    await expect(preview).toBeVisible();
    // The default period is a month of the demo's menus: the report is full on a fresh demo.
    const days = Number(await preview.getAttribute('data-menu-days'));
    expect(days).toBeGreaterThanOrEqual(5);
    await expect(page.getByTestId('dietary-stat-days')).toContainText(`${days}`);
    await shoot(page, 'launch-laptop');

    // 查看报告 opens /Report?StartDate&EndDate in a new tab
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('dietary-open').click(),
    ]);
    await expect(report).toHaveURL(/\/Report\?StartDate=\d{4}-\d{2}-\d{2}&EndDate=\d{4}-\d{2}-\d{2}$/);
    const url = new URL(report.url());
    const query = {
      StartDate: url.searchParams.get('StartDate')!,
      EndDate: url.searchParams.get('EndDate')!,
    };
    await report.setViewportSize(LAPTOP);
    await reportReady(report);
    const admin = await apiAs(request, 'admin');
    const data: TDietaryReport = await admin.call(API.dietaryReport.report, query);

    // K02: the cover names the school, the title, the recorder (the school's doctor) and the date
    const cover = report.getByTestId('report-cover');
    await expect(cover).toContainText(data.SchoolName);
    await expect(cover).toContainText('膳食营养分析报告');
    await expect(cover).toContainText('记录人');
    await expect(cover).toContainText('刘医生');
    await expect(cover).toContainText('报告日期');

    // K03: the summary's figures and the food-category table
    await expect(report.getByTestId('diet-all-people')).toHaveAttribute('data-value', String(data.AllPeople));
    await expect(report.getByTestId('diet-day-people')).toHaveAttribute('data-value', String(data.DayPeople));
    await expect(report.getByTestId('diet-food-lib')).toHaveAttribute('data-value', String(data.AllFoodLib));
    await expect(report.getByTestId('diet-food-row')).toHaveCount(data.FoodReportDetails.length);
    // K04: the twelve nutrients with their figures
    const rows = report.getByTestId('diet-nutrient-row');
    await expect(rows).toHaveCount(12);
    for (const [i, n] of data.NutritionReportDetails.entries()) {
      await expect(rows.nth(i)).toContainText(n.Name);
      await expect(rows.nth(i)).toContainText(n.Actual);
    }
    // K05: 偏低 is red in both tables (the demo month has a low nutrient or food group)
    const low = report.locator('[data-testid="diet-result"][data-result="偏低"]');
    expect(await low.count()).toBeGreaterThan(0);
    for (const cell of await low.all())
      expect(await cell.evaluate((el) => getComputedStyle(el).color)).toBe(RED);
    const ok = report.locator('[data-testid="diet-result"][data-result="适宜"]').first();
    expect(await ok.evaluate((el) => getComputedStyle(el).color)).not.toBe(RED);
    // beyond the legacy: energy sources, quality protein, meals, advice; K06 the closing page
    await expect(report.getByTestId('diet-energy-row')).toHaveCount(3);
    await expect(report.getByTestId('diet-quality-row')).toHaveCount(1);
    await expect(report.getByTestId('diet-meals-row')).toHaveCount(data.MealShares.length);
    await expect(report.getByTestId('diet-advice-list')).toContainText(data.Advice[0]!);
    await expect(report.getByTestId('diet-standards')).toContainText('中国居民膳食营养素参考摄入量');
    await expect(report.getByTestId('diet-closing')).toBeVisible();
    if (SHOTS_ON) {
      await shoot(report, 'report-laptop', true);
      await report.setViewportSize(PHONE);
      await shoot(report, 'report-phone');
      await report.setViewportSize(LAPTOP);
    }

    // every content sheet is A4 and nothing spills over it
    for (const sheet of await report.locator('.kg-a4--content').all()) {
      const [id, over] = await sheet.evaluate((el) => {
        const body = el.querySelector('.kg-a4__body') as HTMLElement;
        return [el.getAttribute('data-testid'), body.scrollHeight - body.clientHeight] as const;
      });
      expect(over, `${id} spills over`).toBeLessThanOrEqual(1);
    }

    // K07: 下载 prints an A4 vector PDF at scale 1
    await expect(report.getByTestId('pdf-download')).toHaveText('下载');
    const download = report.waitForEvent('download', { timeout: 90_000 });
    await report.getByTestId('pdf-download').click();
    const file = await download;
    const name = `${data.SchoolName}_${data.StartDate}至${data.EndDate}_膳食营养分析报告.pdf`;
    expect(file.suggestedFilename()).toBe(name);
    const saved = testInfo.outputPath(name);
    await file.saveAs(saved);
    expect(pdfPageSize(saved)).toMatch(/^595\.28 x 841\.89 pts \(A4\)/);
    expect(pdfPages(saved)).toBe(6);
    const text = pdfText(saved);
    for (const words of [data.SchoolName, '膳食营养分析报告', '刘医生', ...NUTRIENTS])
      expect(text, words).toContain(words);
    for (const n of data.NutritionReportDetails) {
      expect(text, n.Name).toContain(n.Actual.replace(/\s+/g, ''));
      expect(text, n.Name).toContain(n.Recommend.replace(/\s+/g, ''));
    }
    expect(text).toContain(String(data.DayPeople));
    if (SHOTS_ON) {
      mkdirSync(SHOTS, { recursive: true });
      execFileSync('pdftoppm', ['-png', '-r', '60', saved, path.join(SHOTS, 'pdf')]);
    }
  });

  test('the launch page on a phone: a custom period, its PDF downloaded, the report opened from it', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await openAs(page, 'kitchen', '/Meals/Report');
    await expect(page.getByTestId('dietary-preview')).toBeVisible();
    await shoot(page, 'launch-phone', true);
    await page.getByTestId('dietary-mode').getByText('自定义').click();
    await expect(page.getByTestId('dietary-range').first()).toBeVisible();
    await expect(page.getByTestId('dietary-preview')).toHaveAttribute('data-menu-days', /[1-9]/);
    // 下载PDF prints the chosen period on the server without opening it
    const download = page.waitForEvent('download', { timeout: 90_000 });
    await page.getByTestId('dietary-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^阳光幼儿园_\d{4}-\d{2}-\d{2}至\d{4}-\d{2}-\d{2}_膳食营养分析报告\.pdf$/,
    );
    const saved = testInfo.outputPath('launch.pdf');
    await file.saveAs(saved);
    expect(pdfPages(saved)).toBe(6);
    expect(pdfText(saved)).toContain('营养素摄入量');
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('dietary-open').click(),
    ]);
    await reportReady(report);
    await expect(report.getByTestId('diet-nutrient-row')).toHaveCount(12);
  });

  test('in English: the launch page and the report’s own labels (the data stays as the school wrote it)', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.setViewportSize(LAPTOP);
    await openAs(page, 'doctor', '/Meals/Report');
    await expect(page.getByTestId('dietary-open')).toHaveText(/Open report/);
    await expect(page.getByTestId('dietary-preview')).toContainText('This period');
    await shoot(page, 'launch-laptop-en');
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('dietary-open').click(),
    ]);
    await reportReady(report);
    await expect(report.getByTestId('diet-nutrients')).toContainText('Nutrient intake');
    await expect(report.getByTestId('diet-nutrients')).toContainText('维生素A');
    await expect(report.getByTestId('report-cover')).toContainText('Recorded by');
  });
});
