import { expect, test } from '../support/fixtures';
import { pdfPages, pdfText } from '../support/reports';
import { openAs } from '../support/session';

/**
 * 主题评价报告 (screen 2, E52-E55): a child the demo evaluated in 小一班's first theme, opened
 * from the class's results, read on screen and downloaded. Reads the demo school only.
 */
test.describe('主题评价报告 (screen 2)', () => {
  test('E52-E55: from the results to the child’s report: cover, 主题说明, stars, 6 / 2 / 1 photo pages; 下载PDF reads the child, the theme and the keywords', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(150_000);
    await openAs(page, 'teacher', '/semesterTopic');
    const theme = page.getByTestId('themes-grade-小班').locator('[data-testid^="theme-card-"]').first();
    const title = (await theme.locator('.kg-theme-card__title').textContent())!.trim();
    await theme.getByTestId('theme-class-小一班').getByTestId('theme-class-open').click();
    const done = page.getByTestId('results-table').locator('tr.ant-table-row', { hasText: '已完成' }).first();
    const child = (await done.locator('td').nth(1).textContent())!.trim();
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      done.getByTestId('results-report').click(),
    ]);
    await expect(report).toHaveURL(
      /\/SubjectResultChildResult\?.*ThemeId=\d+.*CustomerId=\d+.*ThemeMapId=\d+/,
    );
    const url = new URL(report.url());
    for (const key of ['SchoolName', 'ClassName', 'StudyYearName', 'GradeName', 'ChildrenName', 'Title'])
      expect(url.searchParams.get(key), key).toBeTruthy();

    await expect(report.getByTestId('report-pages')).toHaveAttribute('data-ready', 'true', {
      timeout: 30_000,
    });
    await expect(report.getByTestId('report-cover-subject')).toHaveText(child);
    await expect(report.getByTestId('report-cover')).toContainText('主题评价报告');
    await expect(report.getByTestId('report-cover')).toContainText(title);
    await expect(report.getByTestId('theme-report-descriptions')).toContainText('主题由来');
    await expect(report.getByTestId('theme-report-stars')).toHaveCount(3);
    const photos = report.getByTestId('theme-report-photos');
    await expect(photos).toHaveCount(3);
    await expect(photos.nth(0).locator('img')).toHaveCount(6);
    await expect(photos.nth(1).locator('img')).toHaveCount(2);
    await expect(photos.nth(2).locator('img')).toHaveCount(1);
    await expect(photos.nth(0)).toContainText('老师的话');
    const sheets = await report.locator('.kg-a4').count();
    expect(sheets).toBe(3 + 3 + 3);
    const keyword = (await report.locator('.kg-theme-report__stars caption').first().textContent())!.trim();

    const download = report.waitForEvent('download', { timeout: 90_000 });
    await report.getByTestId('pdf-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${child}_主题评价报告.pdf`);
    const saved = testInfo.outputPath('theme-child.pdf');
    await file.saveAs(saved);
    expect(pdfPages(saved)).toBe(sheets);
    const text = pdfText(saved).replace(/\s+/g, '');
    expect(text).toContain(child);
    expect(text).toContain(title);
    expect(text).toContain(keyword);
  });
});
