import { API } from '@kg/contracts';
import { type APIRequestContext, expect, ownSchool, type Page, serverOf, test } from '../support/fixtures';
import { bankByName, cell, rate, setStaff, shoot, staffOf } from '../support/questionnaire';
import { apiAs, classByName, createClassWithChildren, removeClasses, type TApi } from '../support/reports';
import { openAs } from '../support/session';

// This file changes school data (questionnaires are submitted): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 查看结果 (issue 14 item 7): 王丽 answers a questionnaire, the success dialog points to the
 * results, and she finds the child's answers and the class average there, this term beside the
 * previous one, on a laptop and on a phone. The journey makes its own class of three children.
 */

const PREFIX = 'J14结果';
const CLASS_NAME = `${PREFIX}班`;
const CHILDREN = ['结果甲', '结果乙', '结果丙'];
const SUCCESS_TEXT = '可在“问卷评价”的“查看结果”中查看每名幼儿的评价结果和班级平均。';
const PHONE = { width: 390, height: 844 };

let apiContext: APIRequestContext;
let admin: TApi;
let classId: number;
let children: { Id: number; Name: string }[];
let art: { Id: number };
let questionIds: number[];
let terms: { Id: number; Name: string; IsOpen: boolean }[];

test.beforeAll(async ({ playwright }, testInfo) => {
  apiContext = await playwright.request.newContext({ baseURL: serverOf(testInfo) });
  admin = await apiAs(apiContext, 'admin');
  await removeClasses(admin, PREFIX);
  const small = await classByName(admin, '小一班');
  const teacherId = (await staffOf(admin, '小一班')).HeadTeacherId;
  expect(teacherId, '王丽 heads 小一班').toBeTruthy();
  classId = await createClassWithChildren(admin, small, CLASS_NAME, CHILDREN);
  await setStaff(admin, { ...(await staffOf(admin, CLASS_NAME)), TeacherIds: [teacherId!] });
  const progress = await admin.call(API.questionnaire.classProgress, { ClassId: classId });
  children = progress.Students;
  terms = progress.Cycles;
  expect(children.map((c) => c.Name)).toEqual(CHILDREN);
  expect(terms.map((c) => c.IsOpen)).toEqual([true, false]);
  art = await bankByName(admin, '艺术');
  const questions = await admin.call(API.questionnaire.questions, {
    SId: art.Id,
    StudentId: children[0]!.Id,
  });
  questionIds = questions.Questions.map((q) => q.Id);
  expect(questionIds.length).toBeGreaterThan(1);
  // 结果乙 was given 6 stars everywhere in this term, through the API.
  await submit(children[1]!.Id, 6);
});

test.afterAll(async () => {
  await removeClasses(admin, PREFIX);
  await apiContext.dispose();
});

function submit(studentId: number, stars: number, cycleId = 0) {
  return admin.call(API.questionnaire.submit, {
    classId,
    cateId: art.Id,
    studentId,
    cycleId,
    content: questionIds.map((id) => ({ id, value: stars })),
  });
}

/**
 * Picks an option of a select by waiting for each state in turn. Unlike chooseOption it never
 * clicks the select again: on a machine this loaded a dropdown can take longer to open than
 * chooseOption's retry allows, and a second click closes it.
 */
async function pick(page: Page, testId: string, text: string) {
  const select = page.getByTestId(testId);
  await select.click();
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .locator('.ant-select-item-option', { hasText: text });
  await expect(option).toBeVisible();
  await option.click();
  await expect(select).toContainText(text);
}

async function chooseClass(page: Page) {
  await expect(page.getByTestId('page-questionnaire-classes')).toBeVisible();
  await pick(page, 'qn-class', CLASS_NAME);
}

test('王丽 submits a questionnaire, opens 查看结果 and sees the child’s answers and the class average', async ({
  page,
}) => {
  const [first, second] = children as [{ Id: number; Name: string }, { Id: number; Name: string }];
  await openAs(page, 'teacher', '/Questionnaire/Classes');
  await chooseClass(page);
  await cell(page, first.Id, art.Id).click();
  await expect(page.getByTestId('qn-child')).toHaveText(first.Name);
  // Two questions answered, the rest left open (J04): the average counts the answered ones.
  for (const i of [0, 1]) await rate(page, i, 4);
  await page.getByTestId('qn-submit').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('qn-success-title')).toHaveText('提交成功!');
  await expect(dialog.getByTestId('qn-success-text')).toHaveText(SUCCESS_TEXT);
  await expect(dialog.getByTestId('qn-success-ok')).toHaveText('好的');
  await dialog.getByTestId('qn-success-ok').click();

  // Where the dialog said: 问卷评价 › 查看结果.
  await page.getByTestId('qn-views').getByText('查看结果').click();
  await expect(page).toHaveURL(/view=results/);
  await expect(page.getByTestId('qn-results-table')).toBeVisible();
  await expect(page.getByTestId(`qn-avg-${first.Id}-${art.Id}`)).toHaveText('4.0 星');
  await expect(page.getByTestId(`qn-avg-${second.Id}-${art.Id}`)).toHaveText('6.0 星');
  await expect(page.getByTestId(`qn-avg-${children[2]!.Id}-${art.Id}`)).toHaveText('—');
  await expect(page.getByTestId(`qn-class-avg-${art.Id}`)).toHaveText('5.0 星');
  await expect(page.getByTestId('qn-class-averages')).toContainText('2 名幼儿已评');
  await shoot(page, 'results-laptop');

  await page.getByTestId(`qn-result-child-${first.Id}`).click();
  const drawer = page.getByTestId('qn-child-results');
  await expect(drawer).toContainText(`${first.Name} 的评价结果`);
  const answers = drawer.getByTestId(`qn-child-bank-${art.Id}`).getByTestId('qn-child-answer');
  await expect(answers).toHaveCount(2);
  await expect(answers.first()).toContainText('4 星');
  await expect(drawer.getByTestId(`qn-child-avg-${art.Id}`)).toHaveText('平均 4.0 星');
  await shoot(page, 'child-results-laptop');
});

test('on a phone the results are cards that show every bank', async ({ page }) => {
  const [first] = children as [{ Id: number; Name: string }];
  // The same 4 stars the first journey gives through the screen, so this one stands alone.
  await submit(first.Id, 4);
  await page.setViewportSize(PHONE);
  await openAs(page, 'teacher', '/Questionnaire/Classes?view=results');
  await chooseClass(page);
  await expect(page.getByTestId('qn-cycle')).toContainText(terms[0]!.Name);
  const card = page.getByTestId(`qn-result-card-${first.Id}`);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('qn-results-table')).toHaveCount(0);
  await expect(card.getByTestId(`qn-avg-${first.Id}-${art.Id}`)).toHaveText('4.0 星');
  // Nothing hidden sideways: the card fits the screen.
  const box = await card.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await expect(page.getByTestId(`qn-class-avg-${art.Id}`)).toHaveText('5.0 星');
  await shoot(page, 'results-phone');

  await page.getByTestId(`qn-result-child-${first.Id}`).click();
  const drawer = page.getByTestId('qn-child-results');
  await expect(drawer.getByTestId('qn-child-answer').first()).toContainText('4 星');
  await shoot(page, 'child-results-phone');
});

test('a child’s answers of the next term stand beside this term’s', async ({ page }) => {
  const [first] = children as [{ Id: number; Name: string }];
  await submit(first.Id, 4);
  await submit(first.Id, 5, terms[1]!.Id);
  await openAs(page, 'teacher', '/Questionnaire/Classes?view=results');
  await chooseClass(page);
  await pick(page, 'qn-cycle', terms[1]!.Name);
  await expect(page.getByTestId(`qn-avg-${first.Id}-${art.Id}`)).toHaveText('5.0 星');
  await expect(page.getByTestId(`qn-class-avg-${art.Id}`)).toHaveText('5.0 星');
  await page.getByTestId(`qn-result-child-${first.Id}`).click();
  const drawer = page.getByTestId('qn-child-results');
  const answers = drawer.getByTestId(`qn-child-bank-${art.Id}`).getByTestId('qn-child-answer');
  await expect(drawer.locator('thead')).toContainText(terms[1]!.Name);
  await expect(drawer.locator('thead')).toContainText(terms[0]!.Name);
  await expect(answers).toHaveCount(questionIds.length);
  await expect(answers.first().locator('td').nth(1)).toHaveText('5 星');
  await expect(answers.first().locator('td').nth(2)).toHaveText('4 星');
  await expect(drawer.getByTestId(`qn-child-prevavg-${art.Id}`)).toContainText('4.0 星');
  await shoot(page, 'child-results-terms-laptop');
});
