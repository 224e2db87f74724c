import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { pdfText, zipEntries } from '../support/reports';
import { openAs } from '../support/session';
import { fillGridRow as fillRow, saveGrid } from '../support/themes';

// This file scores children: it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * From /semesterTopic to a class's results of its second 小班 theme (the demo scored the first);
 * each test takes a class of its own, so neither sees the other's stars.
 */
async function openResults(page: Page, className: '小一班' | '小二班') {
  await openAs(page, 'teacher', '/semesterTopic');
  const theme = page.getByTestId('themes-grade-小班').locator('[data-testid^="theme-card-"]').nth(1);
  await theme.getByTestId(`theme-class-${className}`).getByTestId('theme-class-open').click();
  await expect(page.getByTestId('page-theme-results')).toBeVisible();
  return page.getByTestId('results-table').locator('tr.ant-table-row');
}

test.describe('班级网格评价 (the class grid) and the class’s reports as one job', () => {
  test('stars set by click and keyboard survive a reload, save at once, and show in the class list', async ({
    page,
  }) => {
    const results = await openResults(page, '小二班');
    const first = (await results.nth(0).locator('td').nth(1).textContent())!.trim();
    await page.getByTestId('results-grid').click();
    await expect(page).toHaveURL(/\/SubjectResultGrid\?ThemeId=\d+&ThemeMapId=\d+/);
    const rows = page.getByTestId('grid-table').locator('tr.ant-table-row');
    await expect(rows.first()).toContainText(first);
    await expect(page.getByTestId('grid-save')).toBeDisabled();

    // The first child every star; the second one star, then arrow keys move it.
    expect(await fillRow(page, 0)).toBe(10);
    const partial = rows.nth(1).getByTestId('grid-cell').first();
    await partial.focus();
    await page.keyboard.press('3');
    await page.keyboard.press('ArrowRight');
    await expect(partial.locator('[data-star].is-on')).toHaveCount(4);
    await expect(page.getByTestId('grid-save')).toContainText('保存（2 人有改动）');

    // Nothing typed is lost: a reload brings the changes back from this browser.
    await page.reload();
    await expect(page.getByTestId('grid-restored')).toContainText('已恢复上次未保存的评分（2 人）');
    await expect(rows.nth(1).getByTestId('grid-cell').first().locator('[data-star].is-on')).toHaveCount(4);
    await saveGrid(page, '已保存 2 名幼儿的评分');
    await expect(rows.nth(0).getByTestId('grid-status')).toHaveText('已完成');
    await expect(rows.nth(1).getByTestId('grid-status')).toHaveText('未完成');
    await expect(page.getByTestId('grid-save')).toBeDisabled();
    await expect(page.getByTestId('grid-restored')).toHaveCount(0);

    // After the save a reload offers nothing back.
    await page.reload();
    await expect(rows.nth(0).getByTestId('grid-status')).toHaveText('已完成');
    await expect(page.getByTestId('grid-restored')).toHaveCount(0);

    // 全部设为: one description for the whole class at once.
    const count = await rows.count();
    await page.getByTestId('grid-set-all').first().click();
    await page.getByRole('menuitem', { name: '全部设为 3 星' }).click();
    for (let i = 0; i < count; i += 1)
      await expect(rows.nth(i).getByTestId('grid-cell').first().locator('[data-star].is-on')).toHaveCount(3);
    await expect(page.getByTestId('grid-save')).toContainText(`保存（${count} 人有改动）`);
    await saveGrid(page, `已保存 ${count} 名幼儿的评分`);
    await expect(rows.nth(2).getByTestId('grid-status')).toHaveText('未完成');

    await page.getByTestId('grid-back').click();
    await expect(page.getByTestId('page-theme-results')).toBeVisible();
    await expect(results.nth(0).getByTestId('results-status')).toHaveText('已完成');
    await expect(results.nth(1).getByTestId('results-status')).toHaveText('未完成');
    await expect(results.nth(2).getByTestId('results-status')).toHaveText('未完成');
  });

  test('打印全班报告 prints every evaluated child’s report as one job: a zip and a merged PDF', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const results = await openResults(page, '小一班');
    const names = [
      (await results.nth(0).locator('td').nth(1).textContent())!.trim(),
      (await results.nth(1).locator('td').nth(1).textContent())!.trim(),
    ];
    await page.getByTestId('results-grid').click();
    await fillRow(page, 0);
    await fillRow(page, 1);
    await saveGrid(page, '已保存 2 名幼儿的评分');
    await page.getByTestId('grid-back').click();

    await page.getByTestId('results-print-all').click();
    const dialog = page.getByTestId('batch-dialog');
    await expect(dialog.getByTestId('batch-scope')).toContainText('2 名已评价的幼儿');
    await dialog.getByTestId('batch-start').click();
    await expect(dialog.getByTestId('batch-status')).toHaveAttribute('data-state', 'done', {
      timeout: 120_000,
    });
    await expect(dialog.getByTestId('batch-progress')).toContainText('2 / 2');
    await expect(dialog.getByTestId('batch-failures')).toHaveCount(0);

    const zipped = page.waitForEvent('download');
    await dialog.getByTestId('batch-download-zip').click();
    const zip = await zipped;
    expect(zip.suggestedFilename()).toMatch(/^小一班_.+_主题评价报告\.zip$/);
    const zipPath = testInfo.outputPath('theme.zip');
    await zip.saveAs(zipPath);
    expect(zipEntries(zipPath).sort()).toEqual(names.map((n) => `${n}_主题评价报告.pdf`).sort());

    const merged = page.waitForEvent('download');
    await dialog.getByTestId('batch-download-merged').click();
    const pdfPath = testInfo.outputPath('theme.pdf');
    await (await merged).saveAs(pdfPath);
    const text = pdfText(pdfPath);
    for (const name of names) expect(text).toContain(name);
  });
});
