import { readFileSync, writeFileSync } from 'node:fs';
import { API, HTTP_MESSAGES } from '@kg/contracts';
import ExcelJS from 'exceljs';
import { apiLogin } from '../support/api';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { openAs, submitPasswordLogin } from '../support/session';
import { chooseOption, menuGroup, toast } from '../support/ui';

// This file changes school data (a year, classes, teachers, children and a role are made): it works in its own copy of 彩虹.
ownSchool('rainbow');

/**
 * Issue 3's acceptance, tried as a new administrator would, in 彩虹幼儿园 (the small second
 * school, so the demo school's journeys keep their data): a new study year with two terms, the
 * first term opened, a class 大三班, two teachers, 30 children imported from the downloaded
 * template, one teacher given a login and a class role. That teacher then sees only their
 * class and no administration at all, in the menu or from the API.
 */

const TEACHERS = [
  { name: '林晓燕', phone: '13912350001' },
  { name: '何佳', phone: '13912350002' },
];
const LOGIN = 'linxiaoyan';

/** A birthday in 2021 for the i-th child (a 大班 child in 2027-2028). */
const birthday = (i: number) => new Date(Date.UTC(2021, 8, 1 + i));

async function addTeacher(page: Page, name: string, phone: string) {
  await page.getByTestId('nav-button-handleAdd').click();
  await page.getByTestId('teacher-form-name').fill(name);
  await page.getByTestId('teacher-form-phone').fill(phone);
  await page.getByTestId('teacher-form-submit').click();
  await expect(toast(page, '添加成功')).toBeVisible();
  await expect(page.getByTestId('teacher-form-dialog')).toBeHidden();
}

async function openMenu(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

test('issue 3 acceptance: a new year, a class, teachers, 30 imported children and a class role; the teacher sees only their class', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);

  await test.step('the administrator creates 2027-2028 with two terms and opens the first term', async () => {
    await openAs(page, 'rainbow', '/School/StudyYears');
    await page.getByTestId('study-year-add').click();
    const dialog = page.getByTestId('study-year-dialog');
    await expect(dialog.getByTestId('study-year-start')).toContainText('2027-2028学年');
    await expect(dialog.getByTestId('study-year-term-0-name')).toHaveValue('2027-2028学年第一学期');
    await expect(dialog.getByTestId('study-year-term-1-name')).toHaveValue('2027-2028学年第二学期');
    await page.getByTestId('study-year-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();
    const card = page.locator('[data-testid^="study-year-card-"]', { hasText: '2027-2028学年' });
    await card.locator('[data-testid^="cycle-open-"]').first().click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(card).toContainText('当前学年');
    await expect(card.getByText('进行中')).toHaveCount(1);
  });

  await test.step('adds two teachers', async () => {
    await openMenu(page, '/Teacher/Teachers');
    for (const { name, phone } of TEACHERS) await addTeacher(page, name, phone);
  });

  let password = '';
  await test.step('gives 林晓燕 a teacher login and binds it to her', async () => {
    await openMenu(page, '/User/Users');
    await page.getByTestId('nav-button-handleAdd').click();
    await page.getByTestId('user-form-login').fill(LOGIN);
    await page.getByTestId('user-form-name').fill(TEACHERS[0]!.name);
    await page.getByTestId('user-form-roles').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .last()
      .getByText('教师', { exact: true })
      .click();
    // The multiple select stays open over the buttons; clicking a field closes it.
    await page.getByTestId('user-form-name').click();
    await page.getByTestId('user-form-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();
    password = (await page.getByTestId('issued-password').textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(8);
    await page.getByTestId('issued-password-close').click();

    await openMenu(page, '/Teacher/Teachers');
    const row = page
      .getByTestId('teachers-table')
      .locator('tr.ant-table-row', { hasText: TEACHERS[0]!.name });
    await row.locator('[data-testid^="teacher-edit-"]').click();
    await chooseOption(page, 'teacher-form-login', `（${LOGIN}）`);
    await page.getByTestId('teacher-form-submit').click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(row).toContainText(LOGIN);
  });

  await test.step('creates 大三班 in 2027-2028 with 何佳 as head teacher', async () => {
    await openMenu(page, '/Class/Classes');
    await page.getByTestId('nav-button-handleAdd').click();
    await chooseOption(page, 'class-form-year', '2027-2028');
    await chooseOption(page, 'class-form-grade', '大班');
    await page.getByTestId('class-form-name').fill('大三班');
    await chooseOption(page, 'class-form-head', TEACHERS[1]!.name);
    await page.getByTestId('class-form-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();
  });

  await test.step('imports 30 children into 大三班 from the downloaded template', async () => {
    await openMenu(page, '/Student/Students');
    await page.getByTestId('nav-button-handleImport').click();
    await chooseOption(page, 'import-target', '大三班');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('import-template').click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(await download.path()) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    for (let i = 0; i < 30; i += 1) {
      sheet.getRow(2 + i).values = [
        `彩虹${String(i + 1).padStart(2, '0')}`,
        i % 2 ? '男' : '女',
        birthday(i),
      ];
    }
    const file = testInfo.outputPath('大三班幼儿.xlsx');
    writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
    await page.getByTestId('import-file').locator('input[type=file]').setInputFiles(file);
    await page.getByTestId('import-start').click();
    await expect(page.getByTestId('import-success')).toContainText('导入成功 30 条');
    await page.getByTestId('import-done').click();
    await chooseOption(page, 'students-class', '大三班');
    await expect(page.locator('.ant-pagination-total-text')).toHaveText('共 30 条');
  });

  await test.step('gives 林晓燕 the class role 配班 in 大三班', async () => {
    await openMenu(page, '/User/Users');
    await page.getByTestId('users-filter-keyword').fill(LOGIN);
    await page.getByTestId('users-filter-search').click();
    const row = page.getByTestId('users-table').locator('tr.ant-table-row', { hasText: LOGIN });
    await row.locator('[data-testid^="user-more-"]').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('班级角色').click();
    const dialog = page.getByTestId('class-roles-dialog');
    const line = dialog.locator('tr', { hasText: '大三班' });
    await line.getByText('配班').click();
    await page.getByTestId('class-roles-submit').click();
    await expect(toast(page, '保存成功')).toBeVisible();
  });

  await test.step('林晓燕 signs in and sees only 大三班, and no administration', async () => {
    const context = await browser.newContext();
    const own = await context.newPage();
    await own.goto('/login');
    await submitPasswordLogin(own, LOGIN, password);
    await expect(own).toHaveURL(/\/indexHome$/);
    await expect(own.getByTestId('user-name')).toHaveText(TEACHERS[0]!.name);
    await expect(menuGroup(own, '系统管理')).toHaveCount(0);
    await expect(menuGroup(own, '平台管理')).toHaveCount(0);
    for (const path of ['/School/StudyYears', '/Teacher/Teachers', '/User/Users', '/System/Roles']) {
      await expect(own.getByTestId(`menu-${path}`)).toHaveCount(0);
    }

    await own.goto('/Class/Classes');
    const classes = own.getByTestId('classes-table').locator('tr.ant-table-row');
    await expect(classes).toHaveCount(1);
    await expect(classes.first()).toContainText('大三班');
    await expect(own.getByTestId('nav-buttons')).toHaveCount(0);

    await own.goto('/Student/Students');
    await expect(own.locator('.ant-pagination-total-text')).toHaveText('共 30 条');
    await own.getByTestId('students-class').click();
    const options = own.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    );
    await expect(options).toHaveText(['大三班']);
    await context.close();

    // And the server refuses every administration call with 403 (B16).
    const { token } = await apiLogin(request, LOGIN, { password });
    const headers = { Authorization: `Bearer ${token}` };
    for (const url of [
      API.studyYears.list.path,
      API.teachers.page.path,
      API.users.page.path,
      API.roles.page.path,
      API.schools.settings.path,
    ]) {
      const answer = await request.get(url, { headers });
      expect(answer.status(), url).toBe(403);
      expect((await answer.json()).msg).toBe(HTTP_MESSAGES[403]);
    }
    const add = await request.post(API.classes.add.path, {
      headers,
      data: { StudyYearId: 1, GradeId: 1, Name: '越权班' },
    });
    expect(add.status()).toBe(403);
  });
});
