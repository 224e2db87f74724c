import { API } from '@kg/contracts';
import { type APIRequestContext, expect, ownSchool, type Page, serverOf, test } from '../support/fixtures';
import {
  bankByName,
  cell,
  countSubmits,
  progressOf,
  questionnaireUrl,
  questionTexts,
  rate,
  setStaff,
  shoot,
  staffOf,
  starsShown,
  type TBank,
  type TProgress,
  type TStaff,
} from '../support/questionnaire';
import { apiAs, type TApi } from '../support/reports';
import { openAs } from '../support/session';
import { chooseOption, menuGroup, menuLink, toast } from '../support/ui';

// This file changes school data (questionnaires are submitted): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 问卷评价 (screen 19, J01-J10): 王丽 (head of 小一班, teacher of 小二班) is made a teacher of
 * 中一班 for these journeys, answers 中班 questionnaires there, and is put back afterwards.
 */

const M = {
  notice: '以下选项由老师根据幼儿的真实情况进行选择，可多选或不选。',
  successTitle: '提交成功!',
  successText: '可在“问卷评价”的“查看结果”中查看每名幼儿的评价结果和班级平均。',
  questionNotInBank: '题目已被修改，请刷新后重新评价',
  bankNotForChild: '该分类不适用于该幼儿（托班幼儿使用托班分类）',
};
const TEMP_QUESTION = '问卷联调临时题目：能说出三种常见的交通工具';
const PHONE = { width: 390, height: 844 };

let apiContext: APIRequestContext;
let admin: TApi;
let originalStaff: TStaff;
let middle: TProgress;
let banks: Record<'语言' | '健康' | '社会' | '生活习惯', TBank>;

test.beforeAll(async ({ playwright }, testInfo) => {
  apiContext = await playwright.request.newContext({ baseURL: serverOf(testInfo) });
  admin = await apiAs(apiContext, 'admin');
  const teacherId = (await staffOf(admin, '小一班')).HeadTeacherId;
  expect(teacherId, '王丽 heads 小一班').toBeTruthy();
  originalStaff = await staffOf(admin, '中一班');
  expect(originalStaff.TeacherIds).not.toContain(teacherId);
  await setStaff(admin, { ...originalStaff, TeacherIds: [...originalStaff.TeacherIds, teacherId!] });
  middle = await progressOf(admin, '中一班');
  expect(middle.Students.length).toBeGreaterThanOrEqual(8);
  banks = {
    语言: await bankByName(admin, '语言'),
    健康: await bankByName(admin, '健康'),
    社会: await bankByName(admin, '社会'),
    生活习惯: await bankByName(admin, '生活习惯'),
  };
});

test.afterAll(async () => {
  // The roster report and the class pickers of later journeys expect the seeded staff.
  await setStaff(admin, originalStaff);
  const left = await admin.call(API.questionBank.questionPage, {
    Name: '语言',
    PageIndex: 1,
    PageSize: 200,
    Keyword: '问卷联调临时题目',
  });
  const ids = left.data.filter((q) => q.Question === TEMP_QUESTION).map((q) => q.Id);
  if (ids.length) await admin.call(API.questionBank.removeQuestions, { ids });
  await apiContext.dispose();
});

/** As 王丽 from the menu to 问卷评价, with 中一班 chosen. */
async function openMiddleClass(page: Page) {
  await openAs(page, 'teacher');
  await menuGroup(page, '评价管理').click();
  await menuLink(page, '/Questionnaire/Classes').click();
  await expect(page.getByTestId('page-questionnaire-classes')).toBeVisible();
  await chooseOption(page, 'qn-class', '中一班');
  await expect(page.getByTestId('qn-table')).toContainText(middle.Students[0]!.Name);
}

/** Submits, sees 提交成功! and goes back with 好的. */
async function submitAndConfirm(page: Page, shot?: string) {
  await page.getByTestId('qn-submit').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('qn-success-title')).toHaveText(M.successTitle);
  await expect(dialog.getByTestId('qn-success-text')).toHaveText(M.successText);
  if (shot) await shoot(page, shot, { atEnd: true });
  await page.getByTestId('qn-success-ok').click();
}

test('acceptance: 王丽 rates a 中班 child in 语言, sees 已完成 and finds the stars again', async ({
  page,
}) => {
  const child = middle.Students[0]!;
  const language = banks.语言;
  const expected = await questionTexts(admin, '语言', ['通用', '中班']);
  expect(expected.length).toBeGreaterThan(3);

  await openMiddleClass(page);
  // A teacher's class list is theirs only: 中一班 now, 小一班 and 小二班, nothing else.
  await page.getByTestId('qn-class').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText([
    '小一班',
    '小二班',
    '中一班',
  ]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('qn-cycle')).toContainText('当前学期');
  await expect(page.getByTestId(`qn-summary-${language.Id}`)).toContainText(`0/${middle.Students.length}`);
  await expect(cell(page, child.Id, language.Id)).toContainText('未评价');
  await expect(page.getByTestId(`qn-progress-${child.Id}`)).toContainText(`0/${middle.Categories.length}`);
  await shoot(page, 'class-view-laptop');

  await cell(page, child.Id, language.Id).click();
  await expect(page).toHaveURL(/\/questionnaire\?dateInfo=/);
  // No shell, no tab.
  await expect(page.getByTestId('app-shell')).toHaveCount(0);
  await expect(page.getByTestId('qn-child')).toHaveText(child.Name);
  await expect(page.getByTestId('qn-meta')).toContainText('中一班');
  await expect(page.getByTestId('qn-bank')).toHaveText('语言');
  // J03, J04
  await expect(page.getByTestId('qn-description')).toContainText(language.Description);
  await expect(page.getByTestId('qn-notice')).toHaveText(M.notice);
  // J02: only 通用 and 中班 questions, the ones the question bank lists.
  const texts = page.getByTestId('qn-question-text');
  await expect(texts).toHaveCount(expected.length);
  expect([...(await texts.allInnerTexts())].sort()).toEqual([...expected].sort());
  // J05: numbered 1., 2., …
  await expect(page.getByTestId('qn-question-no')).toHaveText(expected.map((_, i) => `${i + 1}.`));
  // J06: stars, six of them, for a kindergarten child.
  await expect(page.getByTestId('qn-question').first().locator('.ant-rate-star')).toHaveCount(6);
  await expect(page.getByTestId('qn-radios')).toHaveCount(0);
  await expect(page.getByTestId('qn-answered')).toHaveCount(0);

  const given = expected.map((_, i) => (i % 6) + 1);
  for (const [i, stars] of given.entries()) await rate(page, i, stars);
  await expect(page.getByTestId('qn-answered-count')).toContainText(`${given.length}/${given.length}`);
  await shoot(page, 'questionnaire-stars-laptop', { atEnd: true });
  await submitAndConfirm(page, 'success-dialog-laptop');

  await expect(page).toHaveURL(/\/Questionnaire\/Classes$/);
  await expect(page.getByTestId('qn-class')).toContainText('中一班');
  await expect(cell(page, child.Id, language.Id)).toContainText('已完成');
  await expect(page.getByTestId(`qn-summary-${language.Id}`)).toContainText(`1/${middle.Students.length}`);
  await expect(page.getByTestId(`qn-progress-${child.Id}`)).toContainText(`1/${middle.Categories.length}`);

  await cell(page, child.Id, language.Id).click();
  await expect(page.getByTestId('qn-question')).toHaveCount(given.length);
  await expect.poll(() => starsShown(page)).toEqual(given);
  await expect(page.getByTestId('qn-answered')).toContainText('王丽');
});

test('J06 J09: a 托一班 child gets 是/否 radios (as admin, opened with dataInfo)', async ({ page }) => {
  const nursery = await progressOf(admin, '托一班');
  const child = nursery.Students[0]!;
  const bank = banks.生活习惯;
  await openAs(page, 'admin');
  await page.goto(
    questionnaireUrl(
      {
        StudentId: child.Id,
        CateId: bank.Id,
        ClassId: nursery.ClassId,
        StudentName: child.Name,
        IsBaby: true,
      },
      'dataInfo',
    ),
  );
  await expect(page.getByTestId('qn-child')).toHaveText(child.Name);
  const questions = page.getByTestId('qn-question');
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  await expect(page.getByTestId('qn-radios')).toHaveCount(count);
  await expect(questions.first().getByRole('radio')).toHaveCount(2);
  await expect(questions.first().locator('.ant-radio-button-wrapper')).toHaveText(['是', '否']);
  await expect(page.locator('.ant-rate')).toHaveCount(0);
  await expect(page.getByTestId('qn-description')).toContainText(bank.Description);

  // The demo answered this child before: the saved choices are filled in.
  await expect(page.getByTestId('qn-answered')).toContainText('王丽');
  await expect(page.locator('.ant-radio-button-wrapper-checked')).toHaveCount(count);
  const option = (index: number, text: string) =>
    questions.nth(index).locator('.ant-radio-button-wrapper', { hasText: text });
  await option(0, '否').click();
  await expect(option(0, '否')).toHaveClass(/checked/);
  await option(1, '是').click();
  await expect(option(1, '是')).toHaveClass(/checked/);
  await shoot(page, 'questionnaire-radios-laptop', { atEnd: true });
  await page.setViewportSize(PHONE);
  await shoot(page, 'questionnaire-radios-phone', { atEnd: true });
  await page.getByTestId('qn-submit').click();
  await expect(page.getByTestId('qn-success-title')).toHaveText(M.successTitle);
  // J09: a click beside the dialog does not close it.
  await page.mouse.click(10, 10);
  await expect(page.getByTestId('qn-success-title')).toBeVisible();
  await shoot(page, 'success-dialog-phone', { atEnd: true });
  // Opened by a link, no history of the app behind it: 好的 goes to the class view.
  await page.getByTestId('qn-success-ok').click();
  await expect(page).toHaveURL(/\/Questionnaire\/Classes$/);
  await expect(page.getByTestId('page-questionnaire-classes')).toBeVisible();
});

test('J08: a double click on 提交评价 sends one request', async ({ page }) => {
  const child = middle.Students[1]!;
  await openMiddleClass(page);
  await cell(page, child.Id, banks.健康.Id).click();
  await expect(page.getByTestId('qn-child')).toHaveText(child.Name);
  await rate(page, 0, 4);
  await rate(page, 1, 5);
  const sent = countSubmits(page);
  await page.getByTestId('qn-submit').dblclick();
  await expect(page.getByTestId('qn-success-title')).toHaveText(M.successTitle);
  // Give a second request time to show up, if one had been sent.
  await page.waitForTimeout(500);
  expect(sent()).toBe(1);
  await page.getByTestId('qn-success-ok').click();
  await expect(cell(page, child.Id, banks.健康.Id)).toContainText('已完成');
});

test('J10: a refused submission shows the server’s words and keeps the answers', async ({ page }) => {
  const child = middle.Students[2]!;
  const { Id: tempId } = await admin.call(API.questionBank.addQuestion, {
    Question: TEMP_QUESTION,
    OrderSort: 0,
    gradeName: '中班',
    Name: '语言',
  });
  await openMiddleClass(page);
  await cell(page, child.Id, banks.语言.Id).click();
  await expect(page.getByTestId('qn-question-text').filter({ hasText: TEMP_QUESTION })).toHaveCount(1);
  const count = await page.getByTestId('qn-question').count();
  const given = Array.from({ length: count }, (_, i) => 6 - (i % 3));
  for (const [i, stars] of given.entries()) await rate(page, i, stars);

  // Meanwhile the administrator takes a question out of the bank: the server refuses.
  await admin.call(API.questionBank.removeQuestions, { ids: [tempId] });
  await page.getByTestId('qn-submit').click();
  await expect(toast(page, M.questionNotInBank)).toBeVisible();
  await expect(toast(page, M.questionNotInBank, 'error')).toBeVisible();
  await expect(page.getByTestId('qn-success-title')).toHaveCount(0);
  await expect.poll(() => starsShown(page)).toEqual(given);
  await expect(page.getByTestId('qn-submit')).toBeEnabled();
});

test('J02 J01: a wrong bank for the child warns with the server’s words; a broken link says so', async ({
  page,
}) => {
  const child = middle.Students[0]!;
  await openAs(page, 'teacher');
  await page.goto(
    questionnaireUrl({ StudentId: child.Id, CateId: banks.生活习惯.Id, ClassId: middle.ClassId }),
  );
  await expect(toast(page, M.bankNotForChild, 'warning')).toBeVisible();
  await expect(page.getByTestId('qn-problem-text')).toHaveText(M.bankNotForChild);
  await expect(page.getByTestId('qn-submit')).toHaveCount(0);
  // Nothing of the app behind it: back goes to the class view.
  await page.getByTestId('qn-problem-back').click();
  await expect(page).toHaveURL(/\/Questionnaire\/Classes$/);

  await page.goto('/questionnaire?dateInfo=%7B%22StudentId%22%3A');
  await expect(page.getByTestId('qn-problem')).toContainText('无法打开问卷');
  await page.goto('/questionnaire');
  await expect(page.getByTestId('qn-problem')).toContainText('无法打开问卷');
  await expect(page.getByTestId('qn-problem-back')).toBeVisible();
});

test('batch: three ticked children get the same 社会 answers in one submission', async ({ page }) => {
  const picked = middle.Students.slice(3, 6);
  const social = banks.社会;
  await openMiddleClass(page);
  const table = page.getByTestId('qn-table');
  for (const child of picked) {
    await table.locator('tr.ant-table-row', { hasText: child.Name }).locator('.ant-checkbox-input').check();
  }
  await expect(page.getByTestId('qn-batch')).toContainText('已选 3 名幼儿');
  await chooseOption(page, 'qn-batch-bank', '社会');
  await shoot(page, 'class-view-batch-laptop');
  await page.getByTestId('qn-batch-start').click();

  await expect(page.getByTestId('qn-child')).toHaveText(picked[0]!.Name);
  const banner = page.getByTestId('qn-batch-banner');
  await expect(banner).toContainText('将为以下 3 名幼儿保存相同的评价结果');
  await expect(banner.getByTestId('qn-batch-name')).toHaveText(picked.map((c) => c.Name));
  // The banner shows before the questions arrive.
  await expect(page.getByTestId('qn-question').first()).toBeVisible();
  const count = await page.getByTestId('qn-question').count();
  for (let i = 0; i < count; i += 1) await rate(page, i, 5);
  await shoot(page, 'questionnaire-batch-laptop', { atEnd: true });
  const sent = countSubmits(page);
  await submitAndConfirm(page);
  expect(sent()).toBe(1);

  await expect(page).toHaveURL(/\/Questionnaire\/Classes$/);
  for (const child of picked) await expect(cell(page, child.Id, social.Id)).toContainText('已完成');
  await expect(page.getByTestId(`qn-summary-${social.Id}`)).toContainText(`3/${middle.Students.length}`);
  const after = await progressOf(admin, '中一班');
  expect(after.Students.filter((s) => s.DoneCateIds.includes(social.Id)).map((s) => s.Id)).toEqual(
    picked.map((c) => c.Id),
  );
});

test('phone (390x844): the class view scrolls sideways with the child fixed; the questionnaire fits', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const child = middle.Students[6]!;
  await openAs(page, 'teacher', '/Questionnaire/Classes');
  await chooseOption(page, 'qn-class', '中一班');
  const row = page.getByTestId('qn-table').locator('tr.ant-table-row', { hasText: child.Name });
  await expect(row).toBeVisible();
  await shoot(page, 'class-view-phone');
  // The child's name stays in view while the bank columns scroll under it.
  const name = row.getByText(child.Name, { exact: true });
  const before = await name.boundingBox();
  await page
    .getByTestId('qn-table')
    .locator('.ant-table-content, .ant-table-body')
    .first()
    .evaluate((el) => {
      el.scrollLeft = 400;
    });
  await expect.poll(async () => (await name.boundingBox())?.x).toBe(before?.x);

  await cell(page, child.Id, banks.健康.Id).scrollIntoViewIfNeeded();
  await cell(page, child.Id, banks.健康.Id).click();
  await expect(page.getByTestId('qn-child')).toHaveText(child.Name);
  await expect(page.getByTestId('qn-question').first()).toBeVisible();
  // Nothing wider than the phone; big touch targets.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const submit = await page.getByTestId('qn-submit').boundingBox();
  expect(submit!.height).toBeGreaterThanOrEqual(44);
  const star = await page.getByTestId('qn-question').first().locator('.ant-rate-star').first().boundingBox();
  expect(star!.height).toBeGreaterThanOrEqual(28);
  await rate(page, 0, 6);
  await rate(page, 2, 3);
  await shoot(page, 'questionnaire-stars-phone', { atEnd: true });
  await submitAndConfirm(page);
  await expect(cell(page, child.Id, banks.健康.Id)).toContainText('已完成');
});
