import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API, type TAttendanceSheet, type TAttendanceToday, type TDietaryReport } from '@kg/contracts';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { examsByHandAndExcel } from '../support/healthExams';
import { addDishToCell, pickFood } from '../support/meals';
import { apiAs, classByName, pdfPageSize, pdfText, reportReady } from '../support/reports';
import { loginViaUi } from '../support/session';
import { SHOTS_ON, shot } from '../support/shots';
import { chooseOption, dismissWelcome, menuGroup, menuLink, toast } from '../support/ui';

// This file records attendance, exams, a dish and a menu: it works in its own copy of 阳光.
ownSchool('sunshine');

const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/walkthrough-health');
const shoot = (page: Page, name: string) => shot(page, path.join(SHOTS, `${name}.png`), { fullPage: true });
const PHONE = { width: 390, height: 844 };

/** A PDF's pages as PNGs beside the screenshots, for a person to look at. */
function renderPdf(file: string, name: string) {
  if (!SHOTS_ON) return;
  mkdirSync(SHOTS, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(SHOTS, name)]);
}
const LAPTOP = { width: 1440, height: 900 };

/** Opens a page from the side menu as a person would: on a phone the menu is behind ☰. */
async function openFromMenu(page: Page, group: string, route: string) {
  if ((page.viewportSize()?.width ?? LAPTOP.width) < 768) await page.getByTestId('menu-toggle').click();
  await expect(menuGroup(page, group)).toBeVisible();
  // an open group (the page's own) would close at a click
  if (!(await menuLink(page, route).isVisible())) await menuGroup(page, group).click();
  await menuLink(page, route).click();
  await expect(page).toHaveURL(new RegExp(`${route}$`));
}

/**
 * Issue 20's acceptance, tried as a new user would, each person logging in on the login page:
 * the 保健医生 records today's morning check of 小二班 on a phone (one child home with a fever,
 * one with a rash), then on a laptop enters three children's exams, imports the rest of a class
 * from Excel and finds the anaemic child in 需关注; the kitchen builds a dish from foods, plans
 * next week from last week with it, publishes and prints the menu; the 园长 opens the month's
 * dietary report and downloads it, and pdftotext reads every nutrient with its figures. The
 * three read or write different things, so each runs on its own.
 */
test.describe('walkthrough: health and nutrition (issue 20)', () => {
  test('the doctor: today’s morning check on a phone, then the term’s exams with an Excel import', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const doctor = await apiAs(request, 'doctor');
    const klass = await classByName(await apiAs(request, 'admin'), '小二班');
    const sheet = (await doctor.call(API.attendance.sheet, { ClassId: klass.Id })) as TAttendanceSheet;
    const [feverish, rash] = sheet.Children;
    const before = (await doctor.call(API.attendance.today, undefined)) as TAttendanceToday;
    expect(before.NotRecorded.map((c) => c.ClassName)).toContain('小二班');

    await page.setViewportSize(PHONE);
    await loginViaUi(page, 'doctor');
    await dismissWelcome(page);
    await openFromMenu(page, '保健管理', '/Health/Attendance');
    await chooseOption(page, 'attendance-class', '小二班');
    await page.getByTestId('attendance-all-present').click();
    await page
      .getByTestId(`attendance-child-${feverish!.StudentId}`)
      .getByTestId('attendance-toggle')
      .click();
    await page.getByTestId('absence-note').fill('发烧38.2℃');
    await page.getByTestId('absence-ok').click();
    const rashCard = page.getByTestId(`attendance-child-${rash!.StudentId}`);
    await rashCard.getByTestId('attendance-check').getByText('异常').click();
    await rashCard.getByTestId('attendance-check-note').fill('手部皮疹，已通知家长');
    await shoot(page, 'doctor-morning-check-phone');
    await page.getByTestId('attendance-save').click();
    await expect(toast(page, `已保存 ${sheet.Children.length} 名幼儿的出勤`)).toBeVisible();
    // the dashboard's feed no longer lists 小二班 as not recorded, and counts the rash
    const today = (await doctor.call(API.attendance.today, undefined)) as TAttendanceToday;
    expect(today.NotRecorded.map((c) => c.ClassName)).not.toContain('小二班');
    expect(today.Abnormal).toBeGreaterThanOrEqual(1);

    await page.setViewportSize(LAPTOP);
    const flow = await examsByHandAndExcel(page, request, testInfo, {
      className: '体检二班',
      shoot: (name) => shoot(page, `doctor-exams-${name}`),
    });
    await page.getByTestId('tab-follow-up').click();
    await expect(page.getByTestId('follow-up-table')).toContainText(flow.anaemic);
    await expect(page.getByTestId('follow-up-table')).toContainText('贫血');
    await shoot(page, 'doctor-follow-up');
  });
  test('the kitchen: a dish from foods, next week’s menu from last week, published and printed', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(240_000);
    const dish = '番茄鸡蛋面';
    await page.setViewportSize(LAPTOP);
    await loginViaUi(page, 'kitchen');
    await dismissWelcome(page);

    await openFromMenu(page, '膳食管理', '/Meals/Dishes');
    await page.getByTestId('dish-add').click();
    const dialog = page.getByTestId('dish-dialog');
    await dialog.getByTestId('dish-name').fill(dish);
    await chooseOption(page, 'dish-kind', '主食');
    const rows = dialog.getByTestId('dish-row');
    await pickFood(page, rows.nth(0), '面条', '面条（生，代表值）');
    await rows.nth(0).getByTestId('dish-grams').fill('50');
    await dialog.getByTestId('dish-add-food').click();
    await pickFood(page, rows.nth(1), '番茄', '番茄');
    await rows.nth(1).getByTestId('dish-grams').fill('40');
    await dialog.getByTestId('dish-add-food').click();
    await pickFood(page, rows.nth(2), '鸡蛋', '鸡蛋（代表值）');
    await rows.nth(2).getByTestId('dish-grams').fill('25');
    await expect(dialog.getByTestId('dish-nutrient-energy_kcal')).toContainText('kcal');
    await shoot(page, 'kitchen-dish');
    await page.getByTestId('dish-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();

    await openFromMenu(page, '膳食管理', '/Meals/Menus');
    await expect(page.getByTestId('menu-status')).toHaveText('已发布');
    await page.getByTestId('menu-next-week').click();
    await expect(page.getByTestId('menu-status')).toHaveText('未编排');
    await page.getByTestId('menu-copy').click();
    await page.getByTestId('menu-copy-ok').click();
    await expect(toast(page, /已复制\d+道菜/)).toBeVisible();
    const dinner = page.locator('[data-testid^="menu-cell-"][data-testid$="-晚餐"]').first();
    await addDishToCell(page, dinner, dish);
    await page.getByTestId('menu-save').click();
    await expect(toast(page, '保存成功')).toBeVisible();
    await page.getByTestId('menu-publish').click();
    await page.getByTestId('menu-publish-ok').click();
    await expect(page.getByTestId('menu-status')).toHaveText('已发布');
    await shoot(page, 'kitchen-menu');

    const [sheet] = await Promise.all([context.waitForEvent('page'), page.getByTestId('menu-print').click()]);
    await reportReady(sheet);
    await expect(sheet.getByTestId('weekly-menu-table')).toContainText(dish);
    const download = sheet.waitForEvent('download', { timeout: 90_000 });
    await sheet.getByTestId('pdf-download').click();
    const saved = testInfo.outputPath('weekly-menu.pdf');
    await (await download).saveAs(saved);
    expect(pdfPageSize(saved)).toContain('(A4)');
    const text = pdfText(saved);
    for (const words of ['带量食谱', dish, '面条', '番茄40', '晚餐']) expect(text, words).toContain(words);
    renderPdf(saved, 'kitchen-menu-pdf');
  });

  test('the 园长: the month’s dietary report, read on screen and downloaded as an A4 PDF', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize(LAPTOP);
    await loginViaUi(page, 'admin');
    await dismissWelcome(page);
    await openFromMenu(page, '膳食管理', '/Meals/Report');
    await expect(page.getByTestId('dietary-preview')).toBeVisible();
    await shoot(page, 'admin-launch');
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('dietary-open').click(),
    ]);
    await reportReady(report);
    const url = new URL(report.url());
    const data: TDietaryReport = await (await apiAs(request, 'admin')).call(API.dietaryReport.report, {
      StartDate: url.searchParams.get('StartDate')!,
      EndDate: url.searchParams.get('EndDate')!,
    });
    await expect(report.getByTestId('report-cover')).toContainText('膳食营养分析报告');
    await expect(report.getByTestId('diet-nutrient-row')).toHaveCount(12);

    const download = report.waitForEvent('download', { timeout: 90_000 });
    await report.getByTestId('pdf-download').click();
    const saved = testInfo.outputPath('dietary-report.pdf');
    await (await download).saveAs(saved);
    expect(pdfPageSize(saved)).toMatch(/^595\.28 x 841\.89 pts \(A4\)/);
    // pdftotext reads every nutrient's name with its figure and its recommendation
    const text = pdfText(saved).replace(/\s+/g, '');
    for (const n of data.NutritionReportDetails) {
      expect(text, n.Name).toContain(n.Name);
      expect(text, n.Name).toContain(n.Actual.replace(/\s+/g, ''));
      expect(text, n.Name).toContain(n.Recommend.replace(/\s+/g, ''));
    }
    expect(text).toContain(`${data.DayPeople}人日`);
    renderPdf(saved, 'admin-report-pdf');
  });
});
