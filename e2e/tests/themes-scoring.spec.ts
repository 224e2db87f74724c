import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { openAs } from '../support/session';
import { giveAllStars, phonePhoto } from '../support/themes';
import { toast } from '../support/ui';

// This file scores children: it works in its own copy of 阳光.
ownSchool('sunshine');

/** From /semesterTopic to 小一班's results of its second 小班 theme (the demo scored the first). */
async function openClassResults(page: Page) {
  await openAs(page, 'teacher', '/semesterTopic');
  const theme = page.getByTestId('themes-grade-小班').locator('[data-testid^="theme-card-"]').nth(1);
  await theme.getByTestId('theme-class-小一班').getByTestId('theme-class-open').click();
  await expect(page.getByTestId('page-theme-results')).toBeVisible();
  return page.getByTestId('results-table').locator('tr.ant-table-row');
}

test.describe('主题评分 (screen 17, E23-E43) and /SubjectResult/index', () => {
  test('a child scored with each rule’s message, six phone photos and words; the class list shows 已完成', async ({
    page,
  }) => {
    const rows = await openClassResults(page);
    await expect(rows.first()).toContainText('未评价');
    const name = (await rows.first().locator('td').nth(1).textContent())!.trim();
    await rows.first().getByTestId('results-score').click();
    await expect(page).toHaveURL(/\/SubjectResultSetQuestion\?ThemeId=\d+&ThemeMapId=\d+&CustomerId=\d+/);
    await expect(page.getByTestId('scoring-child')).toContainText(name);
    await expect(page.getByTestId('scoring-submit')).toHaveText('提交');

    // E36: nothing filled.
    await page.getByTestId('scoring-submit').click();
    await expect(toast(page, '请完整的填写一个模块（文字/图片/打分）')).toBeVisible();

    // E27: nine stars in three groups on the first entry, one per level elsewhere.
    const first = page.locator('[data-testid^="star-row-"]').first();
    await expect(first.locator('button')).toHaveCount(9);
    const id = (await first.getAttribute('data-testid'))!.replace('star-row-', '');
    await first.getByTestId(`star-${id}-5`).click();
    await expect(first).toHaveAttribute('data-score', '5');
    await expect(first.locator('button[aria-pressed=true]')).toHaveCount(2);
    // E37: incomplete asks; 取消 goes back to editing with the star kept.
    await page.getByTestId('scoring-submit').click();
    const dialog = page.locator('.ant-modal-confirm');
    await expect(dialog).toContainText('提示消息');
    await expect(dialog).toContainText('您的评价内容尚未完成，是否继续提交？');
    await expect(dialog).toContainText('注：本次提交后可再次编辑');
    await page.getByTestId('scoring-incomplete-cancel').click();
    await expect(dialog).toBeHidden();
    await expect(first).toHaveAttribute('data-score', '5');

    await giveAllStars(page);
    const blocks = page.locator('[data-testid^="block-"][data-testid$="-photos"]');
    // E41: a gif is refused by name.
    await blocks
      .first()
      .locator('input[type=file]')
      .setInputFiles({
        name: 'a.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('GIF89a'),
      });
    await expect(toast(page, '上传图片只能是jpg / png / bpm /JPEG格式!')).toBeVisible();
    // Six phone photos into the teacher's block, scaled in the browser before they go.
    const photo = await phonePhoto(page);
    expect(photo.length).toBeGreaterThan(100_000);
    await blocks
      .first()
      .locator('input[type=file]')
      .setInputFiles(
        Array.from({ length: 6 }, (_, i) => ({
          name: `IMG_${i}.JPG`,
          mimeType: 'image/jpeg',
          buffer: photo,
        })),
      );
    await expect(blocks.first()).toHaveAttribute('data-count', '6', { timeout: 60_000 });
    await expect(blocks.first().getByTestId(/-add$/)).toHaveCount(0);
    // E40: a seventh is refused (the add card is gone; the picker refuses more than six too).
    // One photo each for the parents' and the child's blocks.
    for (const n of [1, 2]) {
      await blocks
        .nth(n)
        .locator('input[type=file]')
        .setInputFiles({ name: `p${n}.jpg`, mimeType: 'image/jpeg', buffer: photo });
      await expect(blocks.nth(n)).toHaveAttribute('data-count', '1', { timeout: 30_000 });
    }
    const words = page.locator('.kg-block textarea');
    await expect(page.getByText('老师的话', { exact: true })).toBeVisible();
    await expect(page.getByText('爸爸妈妈的话', { exact: true })).toBeVisible();
    await expect(page.getByText('宝宝来加油', { exact: true })).toBeVisible();
    await words.nth(0).fill('你在秋天的树林里捡了好多树叶，还教小伙伴数一数。');
    await words.nth(1).fill('在家愿意讲幼儿园的事情了。');
    await words.nth(2).fill('我喜欢幼儿园！');
    // E38: the second and third entries suggest 2 and 1 photos.
    await page.getByTestId('scoring-submit').click();
    await expect(page.locator('.ant-modal-confirm')).toContainText(
      '教师评价图片建议您上传2张，是否继续提交?',
    );
    await page.getByTestId('scoring-photos-ok').click();
    await expect(toast(page, '提交成功')).toBeVisible();
    // E39: back on the class's results.
    await expect(page).toHaveURL(/\/SubjectResult\/index\?ThemeId=\d+&ThemeMapId=\d+/);
    const row = page.getByTestId('results-table').locator('tr.ant-table-row', { hasText: name });
    await expect(row).toContainText('已完成');
    await expect(row).toContainText('10 / 10');
    // 6 for the teacher, 1 each for the parents and the child.
    await expect(row.locator('td').nth(4)).toHaveText('8');
  });

  test('E32 E34 E35: two children by 批量提交: an unfilled star is named, then both are 已完成', async ({
    page,
  }) => {
    const rows = await openClassResults(page);
    const names = [
      (await rows.nth(1).locator('td').nth(1).textContent())!.trim(),
      (await rows.nth(2).locator('td').nth(1).textContent())!.trim(),
    ];
    await rows.nth(1).locator('.ant-checkbox-input').check();
    await rows.nth(2).locator('.ant-checkbox-input').check();
    await expect(page.getByTestId('results-batch')).toContainText('已选 2 人');
    await page.getByTestId('results-batch').click();
    await expect(page).toHaveURL(/typeStatus=1&themeMapIds=/);
    await expect(page.getByTestId('scoring-submit')).toHaveText('批量提交');
    await expect(page.getByTestId('scoring-batch-names')).toContainText(names.join('、'));
    // Blocks are per child: a batch gives stars only.
    await expect(page.locator('[data-testid$="-photos"]')).toHaveCount(0);
    const first = page.locator('[data-testid^="star-row-"]').first();
    const id = (await first.getAttribute('data-testid'))!.replace('star-row-', '');
    await first.getByTestId(`star-${id}-9`).click();
    await page.getByTestId('scoring-submit').click();
    await expect(toast(page, '您有打分项未填写')).toBeVisible();
    await giveAllStars(page);
    await page.getByTestId('scoring-submit').click();
    await expect(toast(page, '提交成功')).toBeVisible();
    for (const name of names)
      await expect(
        page.getByTestId('results-table').locator('tr.ant-table-row', { hasText: name }),
      ).toContainText('已完成');
  });

  test('typed words survive a reload (已恢复上次未提交的内容) and can be dropped', async ({ page }) => {
    const rows = await openClassResults(page);
    await rows.nth(4).getByTestId('results-score').click();
    const words = page.locator('.kg-block textarea').first();
    await words.fill('还没提交的话');
    // The draft is written a moment after typing stops; wait for it, not for a fixed time.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('kg.growthDraft.theme.'))),
      )
      .toBe(true);
    await page.reload();
    await expect(page.getByTestId('scoring-restored')).toContainText('已恢复上次未提交的内容');
    await expect(words).toHaveValue('还没提交的话');
    await page.getByTestId('scoring-drop-draft').click();
    await expect(words).toHaveValue('');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('child to child without the list: 提交并评价下一位 and the arrows', async ({ page }) => {
    const rows = page.getByTestId('results-table').locator('.kg-phone-card');
    await openClassResults(page);
    await rows.nth(6).getByTestId('results-score').click();
    const child = page.getByTestId('scoring-child');
    await expect(child).toContainText('7 / ');
    await giveAllStars(page);
    await page.getByTestId('scoring-submit-next').click();
    await page.getByTestId('scoring-incomplete-ok').click();
    await expect(toast(page, '提交成功')).toBeVisible();
    await expect(child).toContainText('8 / ');
    await expect(page.locator('[data-testid^="star-row-"]').first()).toHaveAttribute('data-score', '0');
    await page.getByTestId('scoring-previous').click();
    await expect(child).toContainText('7 / ');
    await expect(page.locator('[data-testid^="star-row-"]').first()).toHaveAttribute('data-score', '8');
  });
});
