import { readFileSync } from 'node:fs';
import { API, QUESTIONNAIRE_MESSAGES } from '@kg/contracts';
import ExcelJS from 'exceljs';
import { expect, ownSchool, test } from '../support/fixtures';
import {
  bankByName,
  cell,
  progressOf,
  questionnaireUrl,
  questionTexts,
  rate,
  setStaff,
  staffOf,
  starsShown,
} from '../support/questionnaire';
import { apiAs, classByName } from '../support/reports';
import { openAs } from '../support/session';
import { chooseOption } from '../support/ui';

// This file changes school data (questions are imported and children rated): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * Issue 5's acceptance, tried as a new user would: the administrator imports 20 questions
 * from an .xlsx made from the downloaded template into 语言; a teacher of a 中班 class opens
 * 语言 for a child and sees only the 通用 and 中班 questions (the imported 中班 ones among
 * them, none of the 小班 or 大班 ones), rates them, submits, sees 提交成功!, goes back and
 * finds the child done, re-opens and finds the stars; a nursery child gets 是/否 radios.
 * The demo school is left as it was: staff restored, imported questions deleted.
 */

const MARK = '导入验收';
/** 20 questions: 10 for 中班, 5 for 小班, 5 for 大班, each text unique. */
const IMPORTED = [
  ...Array.from({ length: 10 }, (_, i) => ['中班', `${MARK}：能清楚地讲述自己经历的第${i + 1}件事`, 500 + i]),
  ...Array.from({ length: 5 }, (_, i) => ['小班', `${MARK}：能跟着老师念第${i + 1}首短小的儿歌`, 520 + i]),
  ...Array.from({ length: 5 }, (_, i) => ['大班', `${MARK}：能看图编出第${i + 1}个完整的小故事`, 540 + i]),
] as const;

test('issue 5 acceptance: 20 questions imported into 语言, a 中班 child rated on 通用 and 中班 questions only, a nursery child on radios', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const admin = await apiAs(request, 'admin');
  const staff = await staffOf(admin, '中一班');
  const teachers = await admin.call(API.teachers.page, { Name: '王丽', PageIndex: 1, PageSize: 10 });
  const wangLi = teachers.data[0]!.Id;

  try {
    await test.step('the administrator imports 20 questions into 语言 from the filled-in template', async () => {
      await openAs(page, 'admin', `/ProceQuestionEdit?TypeId=1&Name=${encodeURIComponent('语言')}`);
      await expect(page.getByTestId('qbank-name')).toHaveText('语言');
      await page.getByTestId('nav-button-handleImport').click();
      await expect(page.getByTestId('import-bank')).toContainText('语言');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('import-template').click(),
      ]);
      expect(download.suggestedFilename()).toBe('过程评价题目导入模板.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(readFileSync(await download.path()) as unknown as ExcelJS.Buffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(1).values).toEqual([undefined, '适用范围', '问题', '排序']);
      IMPORTED.forEach((row, i) => {
        sheet.getRow(i + 2).values = [...row];
      });
      const file = testInfo.outputPath('20-questions.xlsx');
      await book.xlsx.writeFile(file);
      await page.getByTestId('import-file').locator('input[type=file]').setInputFiles(file);
      await page.getByTestId('import-start').click();
      await expect(page.getByTestId('import-success')).toContainText('导入成功 20 条');
      await page.getByTestId('import-done').click();
      await expect(page.getByTestId('page-question-bank')).toContainText('共 53 条');
    });

    await test.step('王丽 teaches 中一班 as well (set through the API by the administrator)', async () => {
      await setStaff(admin, { ...staff, TeacherIds: [...staff.TeacherIds, wangLi] });
    });

    const klass = await classByName(admin, '中一班');
    const language = await bankByName(admin, '语言');
    const child = (await progressOf(admin, '中一班')).Students[0]!;
    const expected = await questionTexts(admin, '语言', ['通用', '中班']);
    expect(expected.filter((q) => q.startsWith(MARK))).toHaveLength(10);

    await test.step('the teacher opens 语言 for a 中班 child: only 通用 and 中班 questions', async () => {
      await openAs(page, 'teacher', '/Questionnaire/Classes');
      await chooseOption(page, 'qn-class', '中一班');
      await cell(page, child.Id, language.Id).click();
      await expect(page.getByTestId('qn-child')).toHaveText(child.Name);
      await expect(page.getByTestId('qn-notice')).toHaveText(QUESTIONNAIRE_MESSAGES.notice);
      await expect(page.getByTestId('qn-question')).toHaveCount(expected.length);
      expect(await page.getByTestId('qn-question-text').allTextContents()).toEqual(expected);
      expect(await page.getByTestId('qn-question-no').first().textContent()).toMatch(/^1/);
      await expect(page.getByTestId('qn-radios')).toHaveCount(0);
    });

    const stars = expected.map((_, i) => (i % 6) + 1);
    await test.step('rates every question, submits, sees 提交成功! and 好的 goes back', async () => {
      for (const [i, n] of stars.entries()) await rate(page, i, n);
      await page.getByTestId('qn-submit').click();
      await expect(page.getByTestId('qn-success-title')).toHaveText(QUESTIONNAIRE_MESSAGES.successTitle);
      await expect(page.getByTestId('qn-success-text')).toHaveText(QUESTIONNAIRE_MESSAGES.successText);
      await page.getByTestId('qn-success-ok').click();
      await expect(page.getByTestId('page-questionnaire-classes')).toBeVisible();
      await expect(cell(page, child.Id, language.Id)).toContainText('已完成');
    });

    await test.step('re-opening shows the saved stars', async () => {
      await cell(page, child.Id, language.Id).click();
      await expect(page.getByTestId('qn-question')).toHaveCount(expected.length);
      await expect.poll(() => starsShown(page)).toEqual(stars);
    });

    await test.step('a nursery child gets 是/否 radios', async () => {
      const nursery = await classByName(admin, '托一班');
      const baby = (await progressOf(admin, '托一班')).Students[10]!;
      const habits = await bankByName(admin, '生活习惯');
      await openAs(page, 'admin');
      await page.goto(
        questionnaireUrl({
          StudentId: baby.Id,
          CateId: habits.Id,
          ClassId: nursery.Id,
          IsBaby: true,
          StudentName: baby.Name,
          CateName: habits.Name,
        }),
      );
      await expect(page.getByTestId('qn-child')).toHaveText(baby.Name);
      const radios = page.getByTestId('qn-radios');
      await expect(radios.first()).toBeVisible();
      await expect(radios).toHaveCount(await page.getByTestId('qn-question').count());
      await expect(radios.first()).toContainText('是');
      await expect(radios.first()).toContainText('否');
      await expect(page.getByTestId('qn-rate')).toHaveCount(0);
    });
    expect(klass.Name).toBe('中一班');
  } finally {
    await setStaff(admin, staff);
    const imported = await admin.call(API.questionBank.questionPage, {
      Name: '语言',
      Keyword: MARK,
      PageIndex: 1,
      PageSize: 100,
    });
    if (imported.data.length)
      await admin.call(API.questionBank.removeQuestions, {
        ids: imported.data.map((q) => q.Id),
      });
  }
});
