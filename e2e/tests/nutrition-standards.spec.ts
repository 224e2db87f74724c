import path from 'node:path';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { openAs } from '../support/session';
import { shot } from '../support/shots';
import { toast } from '../support/ui';

// This file changes the school's standards: it works in its own copy of 阳光.
ownSchool('sunshine');

const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/nutrition-standards');
const shoot = (page: Page, name: string) => shot(page, path.join(SHOTS, `${name}.png`));

test.describe('营养标准 (issue 20)', () => {
  test('the doctor reads the edition and the flagged figures, changes one, and restores the defaults', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAs(page, 'doctor', '/Meals/Standards');
    await expect(page.getByTestId('standard-edition')).toContainText('2013版');
    const intakes = page.getByTestId('standard-intakes');
    await expect(intakes).toContainText('男 1250 / 女 1200');
    await expect(page.getByTestId('standard-share')).toContainText('待核对');
    await page.getByTestId('standard-share').getByTestId('standard-to-check').first().hover();
    await expect(page.getByRole('tooltip')).toContainText('幼儿园带量食谱的制定');
    await shoot(page, 'laptop');
    await page.getByTestId('standard-foodGroups').scrollIntoViewIfNeeded();
    await shoot(page, 'laptop-food-groups');

    await page.getByTestId('standard-intakes-edit').click();
    await page.getByTestId('intake-calcium_mg-4').fill('700');
    await page.getByTestId('standard-intakes-save').click();
    await expect(toast(page, '保存成功')).toBeVisible();
    const calcium = intakes.locator('tr', { hasText: '钙' });
    await expect(calcium).toContainText('700');
    await expect(calcium).toContainText('本园设定');

    // The school serves no dinner
    await page.getByTestId('standard-meals-edit').click();
    await page.getByTestId('meal-served-晚餐').click();
    await page.getByTestId('standard-meals-save').click();
    await expect(page.getByTestId('standard-meals').locator('tr', { hasText: '晚餐' })).toContainText(
      '不供应',
    );

    await page.getByTestId('standard-intakes-restore').click();
    await page.getByTestId('standard-restore-ok').click();
    await expect(calcium).not.toContainText('本园设定');
    await expect(calcium).toContainText('800');
  });

  test('the kitchen reads the standards on a phone, without editing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'kitchen', '/Meals/Standards');
    await expect(page.getByTestId('standard-edition')).toContainText('只读');
    await expect(page.getByTestId('standard-intakes-edit')).toHaveCount(0);
    await expect(page.getByTestId('standard-food-groups-table')).toContainText('谷类');
    await shoot(page, 'phone');
    await page.getByTestId('standard-share').scrollIntoViewIfNeeded();
    await shoot(page, 'phone-share');
  });
});
