import path from 'node:path';
import { API, type TAttendanceSheet, type TAttendanceToday } from '@kg/contracts';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { examsByHandAndExcel } from '../support/healthExams';
import { apiAs, classByName } from '../support/reports';
import { loginViaUi } from '../support/session';
import { shot } from '../support/shots';
import { chooseOption, dismissWelcome, menuGroup, menuLink, toast } from '../support/ui';

// This file records attendance, exams, a dish and a menu: it works in its own copy of 阳光.
ownSchool('sunshine');

const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/walkthrough-health');
const shoot = (page: Page, name: string) => shot(page, path.join(SHOTS, `${name}.png`), { fullPage: true });
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };

/** Opens a page from the side menu as a person would: on a phone the menu is behind ☰. */
async function openFromMenu(page: Page, group: string, route: string) {
  if ((page.viewportSize()?.width ?? LAPTOP.width) < 768) await page.getByTestId('menu-toggle').click();
  await menuGroup(page, group).click();
  await menuLink(page, route).click();
  await expect(page).toHaveURL(new RegExp(`${route}$`));
}

/**
 * Issue 20's acceptance, tried as a new user would. The 保健医生 logs in on a phone and records
 * today's morning check of 小二班 (one child home with a fever, one with a rash), then on a
 * laptop enters three children's exams and imports the rest of a class from Excel, and finds
 * the anaemic child in 需关注.
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
});
