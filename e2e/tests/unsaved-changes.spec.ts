import { SUNSHINE } from '../support/accounts';
import { expect, type Page, test } from '../support/fixtures';
import { openAs } from '../support/session';
import { shot } from '../support/shots';
import { menuLink } from '../support/ui';

const SHOTS = '.tmp/shots/i14-shell';
const asked = (page: Page) => page.locator('.kg-unsaved-confirm .ant-modal-confirm');
/** The 取消 of the class form dialog. */
const cancelOf = (page: Page) =>
  page
    .locator('.ant-modal')
    .filter({ has: page.getByTestId('class-form-dialog') })
    .getByRole('button', { name: /取\s*消/ });

test.describe('unsaved edits are asked about before they are lost (issue 14 item 12)', () => {
  test('本园设置: another menu entry asks; stay keeps the edits, leave goes and drops them', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/School/Settings');
    const name = page.getByTestId('settings-name');
    await expect(name).toHaveValue(SUNSHINE);
    // no edit yet: moving on asks nothing
    await menuLink(page, '/User/Users').click();
    await expect(page).toHaveURL(/\/User\/Users$/);
    await menuLink(page, '/School/Settings').click();
    await expect(name).toHaveValue(SUNSHINE);

    await name.fill(`${SUNSHINE}（改名中）`);
    await menuLink(page, '/User/Users').click();
    await expect(asked(page)).toBeVisible();
    await expect(asked(page)).toContainText('有未保存的修改');
    await shot(page, `${SHOTS}/unsaved-ask-laptop.png`);
    await page.getByTestId('unsaved-stay').click();
    await expect(asked(page)).toBeHidden();
    await expect(page).toHaveURL(/\/School\/Settings$/);
    await expect(name).toHaveValue(`${SUNSHINE}（改名中）`);

    // closing its tab asks the same
    await page.getByTestId('tab-close-/School/Settings').click();
    await expect(asked(page)).toBeVisible();
    await page.getByTestId('unsaved-stay').click();
    await expect(page.getByTestId('tab-/School/Settings')).toBeVisible();
    await expect(name).toHaveValue(`${SUNSHINE}（改名中）`);

    await menuLink(page, '/User/Users').click();
    await expect(asked(page)).toBeVisible();
    await page.getByTestId('unsaved-leave').click();
    await expect(page).toHaveURL(/\/User\/Users$/);
    // back on the page the edits given up are gone, and nothing was saved
    await menuLink(page, '/School/Settings').click();
    await expect(name).toHaveValue(SUNSHINE);
    await expect(page.getByTestId('school-name')).toHaveText(SUNSHINE);
  });

  test('typing a value back is not an edit; 重置 drops the edits', async ({ page }) => {
    await openAs(page, 'admin', '/School/Settings');
    const name = page.getByTestId('settings-name');
    await name.fill('临时');
    await name.fill(SUNSHINE);
    await menuLink(page, '/User/Users').click();
    await expect(page).toHaveURL(/\/User\/Users$/);
    await menuLink(page, '/School/Settings').click();
    await name.fill('临时');
    await page.getByRole('button', { name: '重置' }).click();
    await expect(name).toHaveValue(SUNSHINE);
    await menuLink(page, '/User/Users').click();
    await expect(page).toHaveURL(/\/User\/Users$/);
  });

  test('a form dialog (新增班级) asks before 取消 drops what was typed', async ({ page }) => {
    await openAs(page, 'admin', '/Class/Classes');
    await page.getByTestId('nav-button-handleAdd').click();
    const dialog = page.getByTestId('class-form-dialog');
    await expect(dialog).toBeVisible();
    // nothing typed: 取消 just closes
    await cancelOf(page).click();
    await expect(dialog).toBeHidden();

    await page.getByTestId('nav-button-handleAdd').click();
    await page.getByTestId('class-form-name').fill('草稿班');
    await cancelOf(page).click();
    await expect(asked(page)).toBeVisible();
    await shot(page, `${SHOTS}/unsaved-dialog-laptop.png`);
    await page.getByTestId('unsaved-stay').click();
    await expect(page.getByTestId('class-form-name')).toHaveValue('草稿班');
    await cancelOf(page).click();
    await page.getByTestId('unsaved-leave').click();
    await expect(dialog).toBeHidden();
  });

  test('closing the browser tab with edits gets the browser question (beforeunload)', async ({ page }) => {
    await openAs(page, 'admin', '/School/Settings');
    await page.getByTestId('settings-name').fill('关窗前');
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await dialog;
    expect(question.type()).toBe('beforeunload');
    await question.accept();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the question fits a phone', async ({ page }) => {
    await openAs(page, 'admin', '/School/Settings');
    await page.getByTestId('settings-name').fill('手机上改名');
    await page.getByTestId('menu-toggle').click();
    await menuLink(page, '/User/Users').click();
    await expect(asked(page)).toBeVisible();
    await shot(page, `${SHOTS}/unsaved-ask-phone.png`);
    await page.getByTestId('unsaved-leave').click();
    await expect(page).toHaveURL(/\/User\/Users$/);
  });
});
