import path from 'node:path';
import { API } from '@kg/contracts';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { examsByHandAndExcel } from '../support/healthExams';
import { apiAs, classByName } from '../support/reports';
import { openAs } from '../support/session';
import { shot } from '../support/shots';
import { chooseOption, toast } from '../support/ui';

// This file writes exams and a class: it works in its own copy of 阳光.
ownSchool('sunshine');

const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/health-exams');
const shoot = (page: Page, name: string) => shot(page, path.join(SHOTS, `${name}.png`));

test.describe('体检管理 (issue 20)', () => {
  test('the doctor enters three children’s exams, imports the rest from Excel and finds the flagged child in 需关注', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const flow = await examsByHandAndExcel(page, request, testInfo, {
      className: '体检一班',
      shoot: (name) => shoot(page, `${name}-laptop`),
    });
    const [a] = flow.typed;
    const b = flow.anaemic;
    const low = flow.lowVision;
    await expect(page.getByTestId(`exam-class-${flow.classId}`)).toContainText('8 / 8');
    await shoot(page, 'sheet-laptop');

    // 需关注: the anaemic child with caries and the child with low vision.
    await page.getByTestId('tab-follow-up').click();
    const followUp = page.getByTestId('follow-up-table');
    await expect(followUp).toContainText(b);
    await expect(followUp).toContainText('贫血');
    await expect(followUp).toContainText(low);
    await expect(followUp).not.toContainText(a);
    await shoot(page, 'follow-up-laptop');
    await page.getByTestId('tab-stats').click();
    await expect(page.getByTestId('exam-stats')).toContainText('体检一班');
    await shoot(page, 'stats-laptop');
  });

  test('on a phone the doctor enters an exam and reads 需关注; a teacher reads her class without entry', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const doctor = await apiAs(request, 'doctor');
    const admin = await apiAs(request, 'admin');
    const small = await classByName(admin, '小一班');
    const sheet = await doctor.call(API.physicalExams.sheet, { TermId: 0, ClassId: small.Id });
    const child = sheet.Rows[0]!;
    await openAs(page, 'doctor', '/Health/Exams');
    // On a phone the classes are a select, not cards.
    await expect(page.getByTestId(`exam-class-${small.Id}`)).toHaveCount(0);
    await chooseOption(page, 'exam-class-select', '小一班');
    await expect(page.getByTestId(`exam-row-${child.StudentId}`)).toBeVisible();
    await page.getByTestId(`exam-${child.StudentId}-Hemoglobin`).fill('104');
    await shoot(page, 'sheet-phone');
    await page.getByTestId('exam-save').click();
    await expect(toast(page, '已保存 1 名幼儿的体检结果')).toBeVisible();
    await page.getByTestId('tab-follow-up').click();
    await expect(page.getByTestId('follow-up-table')).toContainText(child.Name);
    await shoot(page, 'follow-up-phone');
    await page.getByTestId('tab-stats').click();
    await expect(page.getByTestId('exam-stats')).toContainText('小一班');
    await shoot(page, 'stats-phone');

    await openAs(page, 'teacher', '/Health/Exams');
    await expect(page.getByTestId('page-health-exams')).toBeVisible();
    await expect(page.getByTestId('exam-sheet')).toBeVisible();
    await expect(page.getByTestId('exam-save')).toHaveCount(0);
    await expect(page.getByTestId('exam-import')).toHaveCount(0);
    await shoot(page, 'teacher-phone');
  });
});
