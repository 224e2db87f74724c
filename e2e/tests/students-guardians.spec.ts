import path from 'node:path';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { apiAs, classByName, createClassWithChildren, removeClasses } from '../support/reports';
import { openAs } from '../support/session';
import { shot } from '../support/shots';
import { chooseOption, toast } from '../support/ui';

// This file changes school data (a child is added): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * Issue 14 item 5: a child's 学号, guardians (one to call first), allergies; the list shows the
 * guardian to call and the printed roster her phone, never the allergy.
 */
const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/i14-children');
const PREFIX = 'i14监护';
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  await shot(page, path.join(SHOTS, `${name}.png`));
}

test.describe('幼儿档案: 学号, 监护人, 过敏 (C09)', () => {
  test('adds a child with two guardians, the grandmother to call first: the list and the roster show her', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const api = await apiAs(request, 'admin');
    await removeClasses(api, PREFIX);
    const className = `${PREFIX}班`;
    const classId = await createClassWithChildren(api, await classByName(api, '小一班'), className, []);
    const studentNo = `G-${Date.now() % 100_000_000}`;

    await openAs(page, 'admin', '/Student/Students');
    await page.getByTestId('nav-button-handleAdd').click();
    const dialog = page.getByTestId('student-form-dialog');
    await page.getByTestId('student-form-name').fill('周小禾');
    await page.getByTestId('student-form-birthday').click();
    await page.getByTestId('student-form-birthday').fill('2022-04-10');
    await page.keyboard.press('Enter');
    await chooseOption(page, 'student-form-class', className);
    await page.getByTestId('student-form-no').fill(studentNo);
    await page.getByTestId('student-form-entry-date').click();
    await page.getByTestId('student-form-entry-date').fill('2025-09-01');
    await page.keyboard.press('Enter');

    // The first guardian is the mother, marked to call first; the second the grandmother.
    await page.getByTestId('guardian-add').click();
    await expect(page.getByTestId('guardian-primary-0')).toBeChecked();
    await page.getByTestId('guardian-name-0').fill('陈丽');
    await page.getByTestId('guardian-phone-0').fill('1393333');
    await page.getByTestId('guardian-add').click();
    await page.getByTestId('guardian-name-1').fill('周桂英');
    await chooseOption(page, 'guardian-relation-1', '奶奶');
    await page.getByTestId('guardian-phone-1').fill('13811112222');
    // A wrong phone is named before anything is sent.
    await page.getByTestId('student-form-submit').click();
    await expect(dialog).toContainText('请输入正确的监护人手机号');
    await page.getByTestId('guardian-phone-0').fill('13933334444');
    await page.getByTestId('guardian-primary-1').click();
    await expect(page.getByTestId('guardian-primary-1')).toBeChecked();
    await expect(page.getByTestId('guardian-primary-0')).not.toBeChecked();
    await page.getByTestId('student-form-allergies').fill('花生过敏');
    await page.getByTestId('student-form-health-notes').fill('午睡前提醒如厕');
    await page.getByTestId('guardian-add').click();
    await expect(page.getByTestId('guardian-add')).toBeHidden(); // three at most
    await shoot(page, 'form-laptop');
    await page.setViewportSize(PHONE);
    await dialog.getByTestId('student-form-guardians').scrollIntoViewIfNeeded();
    await shoot(page, 'form-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('guardian-remove-2').click();
    await page.getByTestId('student-form-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The list: 学号, the guardian to call and her phone, an allergy marker (not the text).
    await page.getByTestId('students-filter-keyword').fill(studentNo);
    await page.getByTestId('students-filter-search').click();
    const row = page.getByTestId('students-table').locator('tr.ant-table-row', { hasText: '周小禾' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(studentNo);
    await expect(row).toContainText('周桂英');
    await expect(row).toContainText('奶奶');
    await expect(row).toContainText('13811112222');
    await expect(row.getByTestId('student-allergy')).toHaveText('过敏');
    await expect(row).not.toContainText('花生过敏');
    await shoot(page, 'list-laptop');

    // The edit form brings both guardians back, the grandmother still first to call.
    await row.locator('[data-testid^="student-edit-"]').click();
    await expect(page.getByTestId('guardian-name-1')).toHaveValue('周桂英');
    await expect(page.getByTestId('guardian-primary-1')).toBeChecked();
    await expect(page.getByTestId('student-form-allergies')).toHaveValue('花生过敏');
    await page.getByRole('button', { name: '取消' }).click();

    // On a phone the list is cards (issue 14 item 8): the child's card shows the same.
    await page.setViewportSize(PHONE);
    const card = page.getByTestId('students-table').locator('.kg-phone-card', { hasText: '周小禾' });
    await expect(card).toContainText('周桂英');
    await expect(card).toContainText('13811112222');
    await shoot(page, 'list-phone');

    // The printed roster: 学号, 家长 and 联系电话 of the grandmother; no allergy on paper.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/Class/Roster?ClassId=${classId}`);
    await expect(page.getByTestId('report-pages')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    const printed = page.getByTestId('roster-row').filter({ hasText: '周小禾' });
    await expect(printed).toContainText(studentNo);
    await expect(printed).toContainText('周桂英');
    await expect(printed).toContainText('13811112222');
    await expect(page.getByTestId('report-pages')).not.toContainText('花生过敏');
    await expect(page.getByTestId('roster-table').locator('thead')).toContainText('学号');
    await page.getByTestId('roster-table-page').first().scrollIntoViewIfNeeded();
    await shoot(page, 'roster-laptop');
    await page.setViewportSize(PHONE);
    await page.getByTestId('roster-table-page').first().scrollIntoViewIfNeeded();
    await shoot(page, 'roster-phone');

    await removeClasses(api, PREFIX);
  });

  test('the demo roster has a parent and a phone for every child', async ({ page, request }) => {
    const api = await apiAs(request, 'admin');
    const klass = await classByName(api, '大一班');
    await openAs(page, 'admin', '/Student/Students');
    await page.goto(`/Class/Roster?ClassId=${klass.Id}`);
    await expect(page.getByTestId('report-pages')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    const rows = page.getByTestId('roster-row');
    await expect(rows.first()).toBeVisible();
    // The demo's 25 children (their 学号 is the demo's eight digits; a child another journey
    // added to the class for its own run has none). 家长 and 联系电话 are the last two cells.
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
    );
    const demo = cells.filter((tds) => tds.some((td) => /^2026\d{4}$/.test(td)));
    expect(demo).toHaveLength(25);
    for (const [parent, phone] of demo.map((tds) => tds.slice(-2))) {
      expect(parent).not.toBe('—');
      expect(phone).toMatch(/^13[89]\d{8}$/);
    }
    await page.getByTestId('roster-table-page').first().scrollIntoViewIfNeeded();
    await shoot(page, 'roster-demo-laptop');
  });

  test('the import dialog names the new columns of the children template', async ({ page }) => {
    await openAs(page, 'admin', '/Student/Students');
    await page.getByTestId('nav-button-handleImport').click();
    const dialog = page.getByTestId('import-dialog');
    for (const column of ['学号', '入园日期', '监护人1姓名', '监护人3电话', '过敏', '健康备注']) {
      await expect(dialog).toContainText(column);
    }
    await shoot(page, 'import-laptop');
    await page.setViewportSize(PHONE);
    await shoot(page, 'import-phone');
  });
});
