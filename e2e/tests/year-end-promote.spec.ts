import { API, defaultCycles } from '@kg/contracts';
import { apiLogin, callApi } from '../support/api';
import { expect, ownSchool, test } from '../support/fixtures';
import { openAs } from '../support/session';
import { chooseOption, toast } from '../support/ui';

// This file changes school data (a class is promoted into a new year): it works in its own copy of 阳光.
ownSchool('sunshine');

/** Named to run after the study-years journey, which expects the demo school's single year. */
test.describe('班级管理: 升班 (issue 3, C06)', () => {
  test('the administrator promotes 小二班 into 2027-2028 as 中二班 with its children', async ({
    page,
    request,
  }) => {
    // The study-years journey (run earlier) creates 2027-2028; alone, this test creates it.
    const { token } = await apiLogin(request, 'admin');
    const years = await callApi(request, API.schoolInfo.studyYearSelect, undefined, token);
    if (!years.some((y) => y.Name.startsWith('2027-2028')))
      await callApi(request, API.studyYears.add, { StartYear: 2027, Cycles: defaultCycles(2027) }, token);

    await openAs(page, 'admin', '/Class/Classes');
    const table = page.getByTestId('classes-table');
    // Nothing ticked: a clear word instead of a dialog.
    await page.getByTestId('nav-button-handlePromote').click();
    await expect(toast(page, '请勾选一个要升班的班级')).toBeVisible();

    const row = table.locator('tr.ant-table-row', { hasText: '小二班' });
    // The head-count cell reads "25 (12/13)": children in all (boys/girls).
    const counts = await row.locator('td').allInnerTexts();
    const children = counts.map((text) => text.match(/^(\d+)\s*\(\d+\/\d+\)$/)?.[1]).find(Boolean);
    expect(Number(children)).toBeGreaterThan(0);
    await row.locator('.ant-checkbox-input').check();
    await page.getByTestId('nav-button-handlePromote').click();
    const dialog = page.getByTestId('class-promote-dialog');
    await expect(dialog).toContainText('小二班');
    await expect(page.getByTestId('class-promote-name')).toHaveValue('中二班');
    await expect(page.getByTestId('class-promote-keep-staff')).toBeChecked();
    await chooseOption(page, 'class-promote-year', '2027-2028');
    await page.getByTestId('class-promote-submit').click();
    await expect(toast(page, `升班成功：${children} 名幼儿已转入中二班`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.locator('.ant-checkbox-input')).not.toBeChecked();
    await expect(row).toContainText('0(0/0)');

    await chooseOption(page, 'classes-study-year', '2027-2028');
    // The list keeps its rows (every year, the demo's own 中二班 among them) until the filtered page
    // arrives: wait for it, not just for the select, or two 中二班 rows are on screen.
    await expect(table.locator('tr.ant-table-row').filter({ hasNotText: '2027-2028' })).toHaveCount(0);
    const promoted = table.locator('tr.ant-table-row', { hasText: '中二班' });
    await expect(promoted).toContainText('中班');
    await expect(promoted).toContainText(`${children}(`);
  });
});
