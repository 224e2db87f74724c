import { expect, test } from '../support/fixtures';
import { openAs, readTabPaths } from '../support/session';
import { menuGroup, menuLink, tab, tabAction, tabTexts } from '../support/ui';

test.describe('tabs and keep-alive', () => {
  test('A49 A50 A51: open pages become tabs; close one, reload, close others, close all', async ({
    page,
  }) => {
    await openAs(page, 'admin');
    await menuGroup(page, '信息管理').click();
    for (const path of ['/Class/Classes', '/Student/Students', '/Teacher/Teachers']) {
      await menuLink(page, path).click();
      await expect(tab(page, path)).toHaveAttribute('data-active', 'true');
    }
    await expect.poll(() => tabTexts(page)).toEqual(['首页', '班级管理', '幼儿管理', '教师管理']);
    await expect
      .poll(() => readTabPaths(page))
      .toEqual(['/indexHome', '/Class/Classes', '/Student/Students', '/Teacher/Teachers']);

    // A tab click navigates; closing the active tab activates its right-hand neighbour.
    await tab(page, '/Student/Students').click();
    await expect(page).toHaveURL(/\/Student\/Students$/);
    await page.getByTestId('tab-close-/Student/Students').click();
    await expect(page).toHaveURL(/\/Teacher\/Teachers$/);
    await expect(tab(page, '/Teacher/Teachers')).toHaveAttribute('data-active', 'true');
    await expect.poll(() => tabTexts(page)).toEqual(['首页', '班级管理', '教师管理']);

    // Closing an inactive tab keeps the page.
    await page.getByTestId('tab-close-/indexHome').click();
    await expect.poll(() => tabTexts(page)).toEqual(['班级管理', '教师管理']);
    await expect(page).toHaveURL(/\/Teacher\/Teachers$/);

    // A49: session storage keeps the tabs through a reload.
    await page.reload();
    await expect(page.getByTestId('page-teachers')).toBeVisible();
    await expect.poll(() => tabTexts(page)).toEqual(['班级管理', '教师管理']);
    await expect(tab(page, '/Teacher/Teachers')).toHaveAttribute('data-active', 'true');

    // A50: close others.
    await tab(page, '/Class/Classes').click();
    await expect(page).toHaveURL(/\/Class\/Classes$/);
    await tabAction(page, 'tab-close-others');
    await expect.poll(() => tabTexts(page)).toEqual(['班级管理']);
    await expect(page).toHaveURL(/\/Class\/Classes$/);

    // A51: close all falls back to / → /indexHome.
    await tabAction(page, 'tab-close-all');
    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(page.getByTestId('page-index-home')).toBeVisible();
    await expect.poll(() => tabTexts(page)).toEqual(['首页']);
  });

  test('A52: 幼儿管理 keeps its typed search across a tab switch; 班级管理 (no keepAlive) does not', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/Student/Students');
    const keyword = page.getByTestId('students-filter-keyword');
    await keyword.fill('王小');
    await expect(page.getByTestId('students-table').locator('tr.ant-table-row').first()).toBeVisible();

    await menuLink(page, '/Class/Classes').click();
    await expect(page.getByTestId('page-classes')).toBeVisible();
    await expect(keyword).toBeHidden();
    await page.getByTestId('classes-filter-keyword').fill('大');

    await tab(page, '/Student/Students').click();
    await expect(page).toHaveURL(/\/Student\/Students$/);
    await expect(keyword).toBeVisible();
    await expect(keyword).toHaveValue('王小');

    await tab(page, '/Class/Classes').click();
    await expect(page.getByTestId('page-classes')).toBeVisible();
    await expect(page.getByTestId('classes-filter-keyword')).toHaveValue('');
  });
});
