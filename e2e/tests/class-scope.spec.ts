import { expect, test } from '../support/fixtures';
import { openAs } from '../support/session';

const ALL_CLASSES = ['托一班', '托二班', '小一班', '小二班', '中一班', '中二班', '大一班', '大二班'];

test.describe('class selectors by identity', () => {
  test('B02: a teacher picks only from 小一班 and 小二班 and sees only their children', async ({ page }) => {
    await openAs(page, 'teacher', '/Student/Students');
    await expect(page.getByTestId('page-students')).toContainText('共 50 条');
    await page.getByTestId('students-class').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options).toHaveText(['小一班', '小二班']);

    await options.filter({ hasText: '小二班' }).click();
    await expect(page.getByTestId('students-class')).toContainText('小二班');
    await expect(page.getByTestId('page-students')).toContainText('共 25 条');
  });

  test('B02 Q16: an administrator starts with 全园 (id 0) and may pick any class', async ({ page }) => {
    await openAs(page, 'admin', '/Student/Students');
    await expect(page.getByTestId('students-class')).toContainText('全园');
    await expect(page.getByTestId('page-students')).toContainText('共 200 条');
    await page.getByTestId('students-class').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options).toHaveText(['全园', ...ALL_CLASSES]);
  });
});
