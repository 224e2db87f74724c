import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API, pathOf } from '@kg/contracts';
import ExcelJS from 'exceljs';
import { expect, ownSchool, test } from '../support/fixtures';
import {
  addBankInDialog,
  categoryRow,
  confirmOk,
  dialog,
  fileInput,
  fillQuestion,
  openBank,
  pager,
  pageSizeOptions,
  panelBank,
  queryOf,
  row,
  rowOrder,
  rows,
  table,
} from '../support/questionBank';
import { apiAs } from '../support/reports';
import { openAs } from '../support/session';
import { chooseOption, menuGroup, menuLink, toast } from '../support/ui';

// This file changes school data (banks and questions are added and deleted): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 过程评价题库 (screen 1, D01-D18) against the real server. Questions are only written into
 * banks this file creates in 分类管理 and deletes again at the end, so 阳光幼儿园's banks
 * (and their order) look to later spec files as they did before.
 */

const BANK = 'E2E观察题库';
const RENAMED = 'E2E观察记录';
const NURSERY = 'E2E托班题库';
type TBankRow = { Id: number; Name: string; OrderSort: number };
const questionPageCall = (url: URL) => url.pathname === API.questionBank.questionPage.path;

test.describe('过程评价题库 (D01-D18)', () => {
  // One journey in steps: the banks made in 分类管理 are used, then deleted, by later steps.
  test.describe.configure({ mode: 'serial' });
  let before: TBankRow[] = [];

  test.beforeAll(async ({ request }) => {
    before = await (await apiAs(request, 'admin')).call(API.questionBank.banks, undefined);
  });

  test.afterAll(async ({ request }) => {
    // A journey that failed half-way still leaves the school's banks as they were.
    const api = await apiAs(request, 'admin');
    const now = await api.call(API.questionBank.banks, undefined);
    for (const bank of now.filter((b) => b.Name.startsWith('E2E')))
      await api.call(API.questionBank.removeBank, { Id: bank.Id });
  });

  test('D01 D02 D04 D05 D07: from the menu the first bank opens in the query; columns, page sizes, the scope filter, a failed list', async ({
    page,
  }) => {
    await openAs(page, 'admin');
    await menuGroup(page, '评价管理').click();
    await menuLink(page, '/ProceQuestionEdit').click();
    // D01: the menu link names no bank; the page puts the first one into the query.
    await expect(page).toHaveURL(/\/ProceQuestionEdit\?TypeId=1&Name=/);
    expect(queryOf(page)).toEqual({ TypeId: '1', Name: before[0]!.Name });
    await expect(page.getByTestId('qbank-name')).toHaveText(before[0]!.Name);
    await expect(page.getByTestId('qbank-group-kindergarten')).toContainText('幼儿园（3-6岁）');
    await expect(page.getByTestId('qbank-group-nursery')).toContainText('托班');
    await expect(panelBank(page, '语言')).toContainText(/\d+ 题/);

    // D02: exactly these columns (plus 操作 for a user who may edit).
    const heads = (await table(page).locator('thead th').allInnerTexts())
      .map((s) => s.trim())
      .filter(Boolean);
    expect(heads).toEqual(['Id', '适用范围', '问题', '排序', '操作']);

    // D05: 语言 is a kindergarten bank: the scope filter is there and filters.
    await openBank(page, '语言');
    expect(queryOf(page)).toEqual({ TypeId: '1', Name: '语言' });
    await expect(page.getByTestId('qbank-description')).not.toBeEmpty();
    await chooseOption(page, 'qbank-scope', '大班');
    await expect(rows(page).first()).toContainText('大班');
    const scopes = await rows(page).locator('td:nth-child(3)').allInnerTexts();
    expect(new Set(scopes.map((s) => s.trim()))).toEqual(new Set(['大班']));

    // D04: 10 by default; 10/20/30/40 to choose from.
    await chooseOption(page, 'qbank-scope', '全部');
    await expect(rows(page)).toHaveCount(10);
    const { texts, dropdown } = await pageSizeOptions(page);
    expect(texts).toEqual(['10 条/页', '20 条/页', '30 条/页', '40 条/页']);
    await dropdown.locator('.ant-select-item-option', { hasText: '20 条/页' }).click();
    await expect(rows(page)).toHaveCount(20);

    // D05: 生活习惯 is a nursery bank: no scope filter, every question 托班.
    await openBank(page, '生活习惯');
    expect(queryOf(page)).toEqual({ TypeId: '4', Name: '生活习惯' });
    await expect(page.getByTestId('qbank-scope')).toHaveCount(0);
    await expect(rows(page).first()).toContainText('托班');

    // D07: a list call that fails leaves an empty table with the failure, not old rows.
    await page.route(questionPageCall, (route) => route.abort('failed'));
    await page.getByTestId('qbank-filter-keyword').fill('洗手');
    await page.getByTestId('qbank-filter-search').click();
    await expect(table(page)).toContainText('数据加载失败');
    await expect(rows(page)).toHaveCount(0);
    await page.unroute(questionPageCall);
    await table(page).getByRole('button', { name: '重试' }).click();
    await expect(rows(page).first()).toContainText('洗手');
  });

  test('分类管理: add two banks, rename the open one (the page follows), move, and 语言 cannot be deleted', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/ProceQuestionEdit');
    await page.getByTestId('nav-button-handleCategories').click();
    const cats = page.getByTestId('category-dialog');
    await expect(cats).toBeVisible();
    await expect.poll(() => rowOrder(page)).toEqual(before.map((b) => b.Name));

    await addBankInDialog(page, BANK, '幼儿园（3-6岁）', '浏览器测试建的分类，测试结束时删除');
    await addBankInDialog(page, NURSERY, '托班', '');
    await expect(categoryRow(page, NURSERY)).toContainText('托班');
    await expect(categoryRow(page, BANK)).toContainText('0 题');

    // Move: the whole order is saved; moving back restores it.
    await categoryRow(page, NURSERY).getByTestId('category-up').click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect.poll(() => rowOrder(page)).toEqual([...before.map((b) => b.Name), NURSERY, BANK]);
    await expect(categoryRow(page, BANK).getByTestId('category-down')).toBeDisabled();
    await expect(categoryRow(page, BANK).getByTestId('category-up')).toBeEnabled();
    await categoryRow(page, BANK).getByTestId('category-up').click();
    await expect.poll(() => rowOrder(page)).toEqual([...before.map((b) => b.Name), BANK, NURSERY]);

    // 语言 has questionnaire answers: the row says so, and the server's refusal says why.
    await expect(categoryRow(page, '语言').getByTestId('category-locked')).toContainText('不能删除');
    await categoryRow(page, '语言').getByTestId('category-delete').click();
    await confirmOk(page, '是否确认 删除？');
    await expect(toast(page, /该分类已有 \d+ 份问卷评价记录.*不能删除/)).toBeVisible();
    await expect(categoryRow(page, '语言')).toBeVisible();
    await page.getByTestId('category-close').click();

    // The panel lists the new banks; open one, then rename it: the page follows.
    await expect(panelBank(page, NURSERY)).toContainText('0 题');
    await openBank(page, BANK);
    await expect(page.getByTestId('qbank-description')).toHaveText('浏览器测试建的分类，测试结束时删除');
    await page.getByTestId('nav-button-handleCategories').click();
    await categoryRow(page, BANK).getByTestId('category-edit').click();
    await expect(page.getByTestId('category-form-name')).toHaveValue(BANK);
    await page.getByTestId('category-form-name').fill(RENAMED);
    await page.getByTestId('category-form-submit').click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(categoryRow(page, RENAMED)).toBeVisible();
    await page.getByTestId('category-close').click();
    await expect(page.getByTestId('qbank-name')).toHaveText(RENAMED);
    expect(queryOf(page)).toEqual({ TypeId: '1', Name: RENAMED });
  });

  test('D06 D08-D12: add (rule messages, 增加成功, a duplicate refused, 操作失败), edit, delete two; 托班 in a nursery bank', async ({
    page,
  }) => {
    await openAs(page, 'admin', `/ProceQuestionEdit?TypeId=1&Name=${encodeURIComponent(RENAMED)}`);
    await expect(page.getByTestId('qbank-name')).toHaveText(RENAMED);
    await expect(table(page)).toContainText('该分类还没有题目');

    // D11: nothing filled in.
    await page.getByTestId('nav-button-handleAdd').click();
    await expect(dialog(page)).toBeVisible();
    await expect(page.getByTestId('question-form-scope')).toContainText('通用');
    await page.getByTestId('question-form-submit').click();
    await expect(toast(page, '请补充添加信息')).toBeVisible();
    await expect(dialog(page)).toContainText('请输入问题');
    await expect(dialog(page)).toContainText('请选择是否置顶');
    // A click on the backdrop does not close it.
    await page.locator('.ant-modal-wrap').click({ position: { x: 8, y: 8 } });
    await expect(dialog(page)).toBeVisible();

    await fillQuestion(page, '能主动和同伴分享玩具', 2, '小班');
    await expect(toast(page, '增加成功')).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(row(page, '能主动和同伴分享玩具')).toContainText('小班');

    // A refusal keeps the dialog and the text; the server's words are shown.
    await page.getByTestId('nav-button-handleAdd').click();
    await fillQuestion(page, '能主动和同伴分享玩具', 3, '小班');
    await expect(toast(page, '该分类的同一适用范围内已有相同的问题')).toBeVisible();
    await expect(page.getByTestId('question-form-question')).toHaveValue('能主动和同伴分享玩具');

    // D12: an exception (the request never reaches the server) is 操作失败.
    await page.route(`**${API.questionBank.addQuestion.path}`, (route) => route.abort('failed'));
    await fillQuestion(page, '排队时不推挤前面的小朋友', 1, '中班');
    await expect(toast(page, '操作失败')).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    await page.unroute(`**${API.questionBank.addQuestion.path}`);
    await page.getByTestId('question-form-submit').click();
    await expect(toast(page, '增加成功')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    // Order 1 comes before order 2.
    await expect(rows(page).first()).toContainText('排队时不推挤前面的小朋友');

    // D10: edit.
    await row(page, '能主动和同伴分享玩具').locator('[data-testid^="question-edit-"]').click();
    await expect(page.getByTestId('question-form-question')).toHaveValue('能主动和同伴分享玩具');
    await expect(page.getByTestId('question-form-order')).toHaveValue('2');
    await fillQuestion(page, '能主动和同伴分享玩具和图书', 0, '通用');
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(rows(page).first()).toContainText('能主动和同伴分享玩具和图书');
    await expect(rows(page).first()).toContainText('通用');

    // D08: nothing ticked, then both ticked and deleted together.
    await page.getByTestId('nav-button-handleDel').click();
    await expect(toast(page, '请选择要删除的问题')).toBeVisible();
    for (const r of await rows(page).all()) await r.locator('.ant-checkbox-input').check();
    await page.getByTestId('nav-button-handleDel').click();
    await confirmOk(page, '是否确认 删除？');
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);

    // D06: a nursery bank's question is 托班, with no choice.
    await openBank(page, NURSERY);
    await page.getByTestId('nav-button-handleAdd').click();
    await expect(page.getByTestId('question-form-scope')).toHaveText('托班');
    await fillQuestion(page, '午睡时能安静入睡', 1);
    await expect(toast(page, '增加成功')).toBeVisible();
    await expect(row(page, '午睡时能安静入睡')).toContainText('托班');
    await expect(panelBank(page, NURSERY)).toContainText('1 题');
  });

  test('D13-D17: the template from the toolbar, 请选择文件, a bad file lists its rows, then 20 questions go in', async ({
    page,
  }, testInfo) => {
    await openAs(page, 'admin', `/ProceQuestionEdit?TypeId=1&Name=${encodeURIComponent(RENAMED)}`);
    await expect(page.getByTestId('qbank-name')).toHaveText(RENAMED);

    // D17: a real workbook, public, with the three columns.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('qbank-template').click(),
    ]);
    expect(download.suggestedFilename()).toBe('过程评价题目导入模板.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(await download.path()) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '适用范围', '问题', '排序']);
    const anonymous = await page.request.get(pathOf(API.imports.template, { kind: 'question' }));
    expect(anonymous.ok()).toBe(true);

    await page.getByTestId('nav-button-handleImport').click();
    const importDialog = page.getByTestId('import-dialog');
    await expect(importDialog).toHaveAttribute('data-kind', 'question');
    await expect(page.getByTestId('import-bank')).toContainText(RENAMED);
    // D14: one file only.
    await expect(fileInput(page)).not.toHaveAttribute('multiple');
    // D15
    await page.getByTestId('import-start').click();
    await expect(toast(page, '请选择文件')).toBeVisible();

    // D16: wrong rows are listed by number and nothing is written.
    const save = async (values: ExcelJS.CellValue[][], name: string) => {
      const filled = new ExcelJS.Workbook();
      await filled.xlsx.load(readFileSync(await download.path()) as unknown as ExcelJS.Buffer);
      const first = filled.worksheets[0]!;
      values.forEach((v, i) => {
        first.getRow(2 + i).values = v;
      });
      const file = testInfo.outputPath(name);
      writeFileSync(file, Buffer.from(await filled.xlsx.writeBuffer()));
      return file;
    };
    await fileInput(page).setInputFiles(
      await save(
        [
          ['通用', '愿意参加集体活动', 1],
          ['特大班', '能自己整理书包', 2],
          ['中班', '', 3],
        ],
        'bad-scope.xlsx',
      ),
    );
    await page.getByTestId('import-start').click();
    const errors = page.getByTestId('import-errors');
    await expect(errors).toContainText('导入失败');
    const errorRows = page.getByTestId('import-errors-table').locator('tr.ant-table-row');
    await expect(errorRows).toHaveCount(2);
    await expect(errorRows.nth(0)).toContainText('第 3 行');
    await expect(errorRows.nth(0)).toContainText('适用范围只能是');
    await expect(errorRows.nth(1)).toContainText('第 4 行');
    await expect(errorRows.nth(1)).toContainText('问题不能为空');

    const scopes = ['通用', '大班', '中班', '小班'];
    const twenty = Array.from({ length: 20 }, (_, i) => [
      scopes[i % 4]!,
      `观察题${String(i + 1).padStart(2, '0')}：能按要求完成第${i + 1}项任务`,
      i + 1,
    ]);
    await fileInput(page).setInputFiles(await save(twenty, '20-questions.xlsx'));
    await page.getByTestId('import-start').click();
    await expect(page.getByTestId('import-success')).toContainText('导入成功 20 条');
    await page.getByTestId('import-done').click();
    await expect(importDialog).toBeHidden();

    await expect(pager(page).locator('.ant-pagination-total-text')).toHaveText('共 20 条');
    const { dropdown } = await pageSizeOptions(page);
    await dropdown.locator('.ant-select-item-option', { hasText: '20 条/页' }).click();
    await expect(rows(page)).toHaveCount(20);
    await expect(rows(page).first()).toContainText('观察题01');
    await expect(panelBank(page, RENAMED)).toContainText('20 题');
  });

  test('分类管理: deleting the open bank (with its questions) sends the page to the first bank; the order is as before', async ({
    page,
    request,
  }) => {
    await openAs(page, 'admin', `/ProceQuestionEdit?TypeId=1&Name=${encodeURIComponent(RENAMED)}`);
    await expect(page.getByTestId('qbank-name')).toHaveText(RENAMED);
    await page.getByTestId('nav-button-handleCategories').click();
    for (const name of [NURSERY, RENAMED]) {
      await categoryRow(page, name).getByTestId('category-delete').click();
      await confirmOk(page, '是否确认 删除？');
      await expect(toast(page, '删除成功')).toBeVisible();
      await expect(categoryRow(page, name)).toHaveCount(0);
    }
    await page.getByTestId('category-close').click();
    await expect(page.getByTestId('qbank-name')).toHaveText(before[0]!.Name);
    expect(queryOf(page)).toEqual({ TypeId: '1', Name: before[0]!.Name });
    await expect(panelBank(page, RENAMED)).toHaveCount(0);

    const after = await (await apiAs(request, 'admin')).call(API.questionBank.banks, undefined);
    expect(after).toEqual(before);
  });

  test('B10: a teacher has no 过程评价题库: no menu entry, and the address is not a route', async ({
    page,
  }) => {
    await openAs(page, 'teacher');
    await expect(menuLink(page, '/ProceQuestionEdit')).toHaveCount(0);
    await page.goto('/ProceQuestionEdit?TypeId=1&Name=语言');
    // A page of the app the teacher may not open: 无权访问 (issue 14 item 3).
    await expect(page.getByTestId('page-no-access')).toBeVisible();
  });
});

/** Screenshots for a person to look at (QBANK_SHOTS=1); read-only on the seeded banks. */
test.describe('过程评价题库 screenshots', () => {
  test.skip(!process.env.QBANK_SHOTS, 'set QBANK_SHOTS=1 to take them');
  const dir = path.resolve(import.meta.dirname, '../../.tmp/shots/qbank');

  for (const [label, viewport] of [
    ['1440', { width: 1440, height: 900 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    test(`screens at ${label}`, async ({ page }, testInfo) => {
      mkdirSync(dir, { recursive: true });
      // A dialog sits in a fixed layer: it is shot as the screen shows it, once it has faded in.
      const shot = async (name: string, dialogOpen = false) => {
        if (dialogOpen) await page.waitForTimeout(600);
        await page.screenshot({ path: `${dir}/${label}-${name}.png`, fullPage: !dialogOpen });
      };
      await page.setViewportSize(viewport);
      await openAs(page, 'admin', '/ProceQuestionEdit?TypeId=1&Name=语言');
      await expect(rows(page)).toHaveCount(10);
      await shot('bank-kindergarten');
      await page.goto('/ProceQuestionEdit?TypeId=4&Name=情感与社会性');
      await expect(page.getByTestId('qbank-name')).toHaveText('情感与社会性');
      await expect(rows(page).first()).toContainText('托班');
      await shot('bank-nursery');

      await page.goto('/ProceQuestionEdit?TypeId=1&Name=语言');
      await expect(rows(page)).toHaveCount(10);
      await page.getByTestId('nav-button-handleAdd').click();
      await page.getByTestId('question-form-submit').click();
      await expect(dialog(page)).toContainText('请选择是否置顶');
      await shot('add-rules', true);
      await page.getByRole('button', { name: '取消' }).click();
      await rows(page).first().locator('[data-testid^="question-edit-"]').click();
      await expect(page.getByTestId('question-form-question')).not.toHaveValue('');
      await shot('edit', true);
      await page.getByRole('button', { name: '取消' }).click();

      await page.getByTestId('nav-button-handleImport').click();
      await expect(page.getByTestId('import-dialog')).toBeVisible();
      await shot('import-idle', true);
      const bad = new ExcelJS.Workbook();
      bad.addWorksheet('题目').addRows([
        ['适用范围', '问题', '排序'],
        ['特大班', '能自己整理书包', 1],
        ['中班', '', 2],
        ['通用', '能说出自己的名字', 'abc'],
      ]);
      const file = testInfo.outputPath('bad.xlsx');
      writeFileSync(file, Buffer.from(await bad.xlsx.writeBuffer()));
      await fileInput(page).setInputFiles(file);
      await page.getByTestId('import-start').click();
      await expect(page.getByTestId('import-errors')).toBeVisible();
      await shot('import-errors', true);
      await page.getByRole('button', { name: '取消' }).click();

      await page.getByTestId('nav-button-handleCategories').click();
      await expect(categoryRow(page, '语言')).toBeVisible();
      await shot('categories', true);
    });
  }
});
