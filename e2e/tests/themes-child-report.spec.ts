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
    // A photo is printed from a copy of about twice its printed size, not the upload itself.
    await expect(photos.nth(0).locator('img').first()).toHaveAttribute('src', /^\/files\/[^?]+\?w=\d+$/);
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

test.describe('主题班级报告 (screen 14)', () => {
  test('E56-E61: the class report counts every evaluated child per description, 2 × children + 5 pages, the chart; 下载PDF', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(240_000);
    await openAs(page, 'teacher', '/semesterTopic');
    const theme = page.getByTestId('themes-grade-小班').locator('[data-testid^="theme-card-"]').first();
    const title = (await theme.locator('.kg-theme-card__title').textContent())!.trim();
    await theme.getByTestId('theme-class-小一班').getByTestId('theme-class-open').click();
    await expect(page.getByTestId('results-summary')).toContainText('人完成');
    await expect(page.getByTestId('results-table').locator('tr.ant-table-row').first()).toBeVisible();
    const done = await page
      .getByTestId('results-table')
      .locator('tr.ant-table-row', { hasText: '已完成' })
      .count();
    expect(done).toBeGreaterThan(0);
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('results-class-report').click(),
    ]);
    await expect(report).toHaveURL(/\/SubjectResultClassResult\?.*ClassId=\d+.*ThemeId=\d+/);
    await expect(report.getByTestId('report-pages')).toHaveAttribute('data-ready', 'true', {
      timeout: 60_000,
    });
    await expect(report.getByTestId('report-cover-subject')).toHaveText('小一班');
    const table = report.getByTestId('class-report-keyword-table');
    await expect(table.locator('thead')).toContainText('关键词描述须努力人数较好人数好人数');
    // Every evaluated child is counted once in each description's row (the demo gave every star).
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(10);
    for (let i = 0; i < 10; i += 1) {
      const cells = await rows.nth(i).locator('td').allTextContents();
      expect(
        cells.slice(2).reduce((n, c) => n + Number(c), 0),
        `row ${i}`,
      ).toBe(done);
    }
    await expect(report.getByTestId('class-report-child-stars')).toHaveCount(done);
    await expect(report.getByTestId('class-report-child-photos')).toHaveCount(done);
    await expect(
      report.getByTestId('class-report-child-photos').first().locator('img').first(),
    ).toHaveAttribute('src', /^\/files\/[^?]+\?w=\d+$/);
    await expect(report.getByTestId('class-report-chart-canvas').locator('svg')).toBeVisible();
    const sheets = await report.locator('.kg-a4').count();
    expect(sheets).toBe(2 * done + 5);

    const download = report.waitForEvent('download', { timeout: 180_000 });
    await report.getByTestId('pdf-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`小一班_${title}_班级报告.pdf`);
    const saved = testInfo.outputPath('theme-class.pdf');
    await file.saveAs(saved);
    expect(pdfPages(saved)).toBe(sheets);
    const text = pdfText(saved).replace(/\s+/g, '');
    expect(text).toContain('小一班');
    expect(text).toContain(title);
    expect(text).toContain('须努力人数');
  });
});
