import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { pickRange } from '../support/processEditing';
import { openAs } from '../support/session';
import { menuGroup, menuLink, toast } from '../support/ui';

// This file adds and deletes process evaluations: it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 过程评价 (from the menu, or opened directly on a phone) → 小二班 → its first child: the
 * child's list (screen 21). Returns the child's name.
 */
async function openFirstChild(page: Page, { fromMenu }: { fromMenu: boolean }) {
  if (fromMenu) {
    await openAs(page, 'teacher');
    await menuGroup(page, '评价管理').click();
    await menuLink(page, '/ProceEvaluate').click();
  } else await openAs(page, 'teacher', '/ProceEvaluate');
  const view = page.getByTestId('page-process-evaluations');
  await expect(view).toBeVisible();
  // 王丽 teaches 小一班 and 小二班 only.
  await expect(view.getByRole('tab')).toHaveText([/小一班/, /小二班/]);
  await view.getByRole('tab', { name: /小二班/ }).click();
  await expect(view.locator('.ant-card-head-title')).toContainText('小二班');
  const child = view.locator('[data-testid^="process-child-"]').first();
  const name = (await child.locator('.kg-gr-child__name').textContent())!.trim();
  if (fromMenu) await expect(child.getByTestId('process-count')).toHaveText('暂无评价');
  await child.click();
  await expect(page).toHaveURL(/\/addProcessEvaluate\?dataInfo=/);
  await expect(page.getByTestId('process-student')).toHaveText(name);
  return name;
}

test.describe('过程评价 (issue 18, slice 1): from the class to a child’s list', () => {
  test('a teacher adds two evaluations through the dialog, sees 未完成 and deletes one after the confirm', async ({
    page,
  }) => {
    const name = await openFirstChild(page, { fromMenu: true });
    const list = page.getByTestId('page-process-list');
    await expect(list).toContainText('小班 · 小二班');
    // 预览下载 waits for a selected entry, and only a finished one can be selected (H06, H08).
    await expect(page.getByTestId('process-preview')).toBeDisabled();
    const tiles = list.locator('[data-testid^="process-tile-"][data-status]');
    await expect(tiles).toHaveCount(0);

    // The dialog's own checks, then a range that fills in the title.
    await page.getByTestId('process-add').click();
    const dialog = page.getByTestId('process-add-dialog');
    await expect(dialog).toBeVisible();
    await page.getByTestId('process-add-submit').click();
    await expect(dialog.getByText('请选择起止日期')).toBeVisible();
    await expect(dialog.getByText('请输入标题')).toBeVisible();
    await pickRange(page, '2026-10-05', '2026-10-16');
    await expect(page.getByTestId('process-add-title')).toHaveValue('2026-10-05至2026-10-16');
    await page.getByTestId('process-add-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(tiles).toHaveCount(1);

    // The second: another range, a title of the teacher's own (it stays editable).
    await page.getByTestId('process-add').click();
    await pickRange(page, '2026-11-02', '2026-11-13');
    await expect(page.getByTestId('process-add-title')).toHaveValue('2026-11-02至2026-11-13');
    await page.getByTestId('process-add-title').fill('十一月 区角观察');
    await page.getByTestId('process-add-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();

    // Latest start first; both unfinished: the badge, no select circle.
    await expect(tiles.getByTestId('process-tile-title')).toHaveText([
      '十一月 区角观察',
      '2026-10-05至2026-10-16',
    ]);
    await expect(list.getByTestId('process-tile-badge')).toHaveCount(2);
    await expect(list.getByTestId('process-tile-badge').first()).toContainText('未完成');
    await expect(list.getByTestId('process-tile-select')).toHaveCount(0);
    // A click on a tile opens the entry (H12; its editing is process-editing.spec.ts); 确定 comes back.
    await tiles.first().getByTestId('process-tile-title').click();
    await expect(page).toHaveURL(/\/editProcessEvaluate\?dataInfo=/);
    await page.getByTestId('process-edit-confirm').click();
    await expect(page).toHaveURL(/\/addProcessEvaluate\?/);

    // Delete the October one: 是否确认删除?
    await tiles.nth(1).getByTestId('process-tile-delete').click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('是否确认删除?');
    await page.getByTestId('process-delete-ok').click();
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(tiles.getByTestId('process-tile-title')).toHaveText(['十一月 区角观察']);

    // Back in the class, the child's card counts it.
    await page.getByTestId('process-back').click();
    const card = page.locator('[data-testid^="process-child-"]').filter({ hasText: name });
    await expect(card.getByTestId('process-count')).toHaveText('1 条评价');
  });

  test('on a phone the list’s tiles wrap inside the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openFirstChild(page, { fromMenu: false });
    const list = page.getByTestId('page-process-list');
    const tiles = list.locator('[data-testid^="process-tile-"][data-status]');
    await expect(list.getByTestId('process-grid')).toBeVisible();
    // Whatever the journey above left, two entries at least.
    for (const [start, end] of [
      ['2026-12-01', '2026-12-18'],
      ['2027-01-04', '2027-01-15'],
    ] as const) {
      if ((await tiles.count()) >= 2) break;
      const before = await tiles.count();
      await page.getByTestId('process-add').click();
      await pickRange(page, start, end);
      await page.getByTestId('process-add-submit').click();
      await expect(toast(page, '添加成功')).toBeVisible();
      await expect(tiles).toHaveCount(before + 1);
    }
    // Two columns: the add tile and the newest entry side by side, the next one below.
    const boxes = await Promise.all(
      [page.getByTestId('process-add'), tiles.nth(0), tiles.nth(1)].map((l) => l.boundingBox()),
    );
    const [add, first, second] = boxes.map((b) => b!);
    expect(Math.abs(add!.y - first!.y)).toBeLessThan(2);
    expect(first!.x).toBeGreaterThan(add!.x + add!.width - 1);
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
