import { pageTitle } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { openAs } from '../support/session';
import { shot } from '../support/shots';
import { menuLink } from '../support/ui';

const SHOTS = '.tmp/shots/i14-shell';
const TOPICS = ['term', 'children', 'template', 'record', 'print', 'questionnaire', 'process', 'reports'];

test.describe('使用帮助 in the app (issue 14 item 13)', () => {
  test('the administrator opens help from the menu and follows a link into the product', async ({ page }) => {
    await openAs(page, 'admin');
    const entry = menuLink(page, '/Help');
    await expect(entry).toHaveText('使用帮助');
    await expect(entry).not.toHaveAttribute('target', '_blank');
    await entry.click();
    await expect(page).toHaveURL(/\/Help$/);
    await expect(page).toHaveTitle(pageTitle('使用帮助'));
    const help = page.getByTestId('page-help');
    for (const topic of TOPICS) await expect(help.getByTestId(`help-${topic}`)).toBeVisible();
    await expect(help.getByTestId('help-children')).toContainText('幼儿导入模板.xlsx');
    await shot(page, `${SHOTS}/help-laptop.png`, { fullPage: true });

    await help.getByTestId('help-children').getByTestId('help-link-/Student/Students').click();
    await expect(page).toHaveURL(/\/Student\/Students$/);
    await expect(page.getByTestId('page-title')).toHaveText('幼儿管理');
    await expect(page.getByTestId('tab-/Help')).toBeVisible();
  });

  test('a teacher has help too; pages only the principal opens are named, not linked', async ({ page }) => {
    await openAs(page, 'teacher');
    await menuLink(page, '/Help').click();
    const template = page.getByTestId('help-template');
    await expect(template.getByTestId('help-nolink-/GrowthTemplate')).toContainText('需园长账号');
    await expect(page.getByTestId('help-record').getByTestId('help-link-/GrowthRecord')).toBeVisible();
  });

  test('phone, in English', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'doctor');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto('/Help');
    await expect(page.getByTestId('page-title')).toHaveText('Help');
    await expect(page.getByTestId('help-children')).toContainText('Import the children');
    await shot(page, `${SHOTS}/help-phone-en.png`, { fullPage: true });
  });
});
