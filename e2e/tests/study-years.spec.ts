import { expect, ownSchool, test } from '../support/fixtures';
import { openAs } from '../support/session';
import { toast } from '../support/ui';

// This file changes school data (a study year is created and a term renamed): it works in its own copy of 阳光.
ownSchool('sunshine');

test.describe('学年学期 (study years and terms)', () => {
  test('C02 C03 C04: the administrator creates 2027-2028 with two terms and opens the first one', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/School/StudyYears');
    await expect(page.getByTestId('page-title')).toHaveText('学年学期');
    const cards = page.locator('[data-testid^="study-year-card-"]');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('2026-2027学年');
    await expect(cards.first()).toContainText('当前学年');

    await page.getByTestId('study-year-add').click();
    const dialog = page.getByTestId('study-year-dialog');
    await expect(dialog).toBeVisible();
    // The next free year with its usual term dates comes prefilled.
    await expect(dialog.getByTestId('study-year-start')).toContainText('2027-2028学年');
    await expect(dialog.getByTestId('study-year-term-0-name')).toHaveValue('2027-2028学年第一学期');
    await expect(dialog.getByTestId('study-year-term-1-name')).toHaveValue('2027-2028学年第二学期');
    await page.getByTestId('study-year-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(cards).toHaveCount(2);
    const newest = cards.first();
    await expect(newest).toContainText('2027-2028学年');
    await expect(newest).toContainText('托班 / 小班 / 中班 / 大班');
    await expect(newest).toContainText('2027-09-01 ~ 2028-01-20');
    await expect(newest.getByText('进行中')).toHaveCount(0);

    const openFirst = newest.locator('[data-testid^="cycle-open-"]').first();
    await openFirst.click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(newest).toContainText('当前学年');
    await expect(newest.getByText('进行中')).toHaveCount(1);
    // One open term for the whole school: last year's is closed now.
    await expect(cards.nth(1).getByText('进行中')).toHaveCount(0);
    await expect(cards.nth(1)).not.toContainText('当前学年');
  });

  test('C03: a term is renamed; an empty name is refused on the form and the dialog stays open', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/School/StudyYears');
    const card = page.locator('[data-testid^="study-year-card-"]').last();
    await card.locator('[data-testid^="cycle-edit-"]').first().click();
    const dialog = page.getByTestId('cycle-dialog');
    await dialog.getByTestId('cycle-name').fill('秋季学期');
    await page.getByTestId('cycle-submit').click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(card).toContainText('秋季学期');

    await card.locator('[data-testid^="cycle-edit-"]').first().click();
    await dialog.getByTestId('cycle-name').fill('');
    await page.getByTestId('cycle-submit').click();
    await expect(dialog).toContainText('请输入学期名称');
    await expect(dialog).toBeVisible();
  });

  test('B10 B17: a teacher has no 学年学期 entry and the page is not a route', async ({ page }) => {
    await openAs(page, 'teacher');
    await expect(page.getByTestId('side-menu')).not.toContainText('学年学期');
    await page.goto('/School/StudyYears');
    // A page of the app the teacher may not open: 无权访问 (issue 14 item 3).
    await expect(page.getByTestId('page-no-access')).toBeVisible();
  });
});
