import path from 'node:path';
import { API, type TAttendanceMonth, type TAttendanceSheet } from '@kg/contracts';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { apiAs, classByName } from '../support/reports';
import { openAs } from '../support/session';
import { shot } from '../support/shots';
import { chooseOption, toast } from '../support/ui';

// This file records attendance: it works in its own copy of 阳光.
ownSchool('sunshine');

const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/attendance');
const shoot = (page: Page, name: string, fullPage = false) =>
  shot(page, path.join(SHOTS, `${name}.png`), { fullPage });
const childCard = (page: Page, id: number) => page.getByTestId(`attendance-child-${id}`);
const count = (page: Page, key: string) => page.getByTestId(`attendance-count-${key}`).locator('b');

test.describe('晨检出勤 (issue 20)', () => {
  test('the doctor records today’s morning check of 小一班 on a phone', async ({ page, request }) => {
    test.setTimeout(120_000);
    const api = await apiAs(request, 'doctor');
    const klass = await classByName(await apiAs(request, 'admin'), '小一班');
    const before = (await api.call(API.attendance.sheet, { ClassId: klass.Id })) as TAttendanceSheet;
    // the demo leaves today of 小一班 to record
    expect(before.Children.every((c) => c.Present === null)).toBe(true);
    const [first, second] = before.Children;

    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'doctor', '/Health/Attendance');
    await expect(page.getByTestId('attendance-children')).toBeVisible();
    await chooseOption(page, 'attendance-class', '小一班');
    await expect(childCard(page, first!.StudentId)).toHaveAttribute('data-state', 'pending');
    await expect(count(page, 'pending')).toHaveText(String(before.Children.length));
    await shoot(page, 'phone-before');

    await page.getByTestId('attendance-all-present').click();
    await expect(count(page, 'present')).toHaveText(String(before.Children.length));
    // a tap makes the first child absent and asks why
    await childCard(page, first!.StudentId).getByTestId('attendance-toggle').click();
    const dialog = page.getByTestId('absence-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByText('事假').click();
    await dialog.getByTestId('absence-note').fill('随父母回老家');
    await shoot(page, 'phone-absence-dialog');
    await page.getByTestId('absence-ok').click();
    await expect(dialog).toBeHidden();
    await expect(childCard(page, first!.StudentId)).toHaveAttribute('data-state', 'absent');
    await expect(childCard(page, first!.StudentId).getByTestId('attendance-reason')).toContainText(
      '事假 · 随父母回老家',
    );

    // 异常 without a note is held back and named; with the note it saves
    const sick = childCard(page, second!.StudentId);
    await sick.getByTestId('attendance-check').getByText('异常').click();
    await page.getByTestId('attendance-save').click();
    await expect(page.getByTestId('attendance-missing')).toBeVisible();
    await sick.getByTestId('attendance-check-note').fill('体温37.8℃、咳嗽');
    await expect(count(page, 'absent')).toHaveText('1');
    await expect(count(page, 'abnormal')).toHaveText('1');
    await expect(count(page, 'pending')).toHaveText('0');
    const bar = await page.getByTestId('attendance-bar').boundingBox();
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(844);
    expect(bar!.x + bar!.width).toBeLessThanOrEqual(390);
    await shoot(page, 'phone-filled');
    await page.getByTestId('attendance-save').click();
    await expect(toast(page, `已保存 ${before.Children.length} 名幼儿的出勤`)).toBeVisible();
    await expect(page.getByTestId('attendance-save')).toBeDisabled();

    const after = (await api.call(API.attendance.sheet, { ClassId: klass.Id })) as TAttendanceSheet;
    expect(after.Children.find((c) => c.StudentId === first!.StudentId)).toMatchObject({
      Present: false,
      Reason: 'personal',
      AbsenceNote: '随父母回老家',
      RecordedBy: '刘医生',
    });
    expect(after.Children.find((c) => c.StudentId === second!.StudentId)).toMatchObject({
      Present: true,
      Check: 'abnormal',
      CheckNote: '体温37.8℃、咳嗽',
    });
    await expect(childCard(page, first!.StudentId)).toContainText('刘医生');
    // 全部出勤 checked the others 正常
    const third = childCard(page, before.Children[2]!.StudentId);
    await expect(third.locator('.ant-segmented-item-selected')).toHaveText('正常');
    await shoot(page, 'phone-saved', true);
  });

  test('a teacher corrects yesterday; leaving with unsaved changes asks first', async ({ page, request }) => {
    test.setTimeout(120_000);
    const doctor = await apiAs(request, 'doctor');
    const klass = await classByName(await apiAs(request, 'admin'), '小一班');
    const today = ((await doctor.call(API.attendance.sheet, { ClassId: klass.Id })) as TAttendanceSheet)
      .Today;
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const sheet = (await doctor.call(API.attendance.sheet, {
      ClassId: klass.Id,
      Day: yesterday,
    })) as TAttendanceSheet;
    // the stage: the doctor recorded yesterday, everybody present, no morning check yet
    await doctor.call(API.attendance.save, {
      ClassId: klass.Id,
      Day: yesterday,
      Rows: sheet.Children.map((c) => ({ StudentId: c.StudentId, Present: true, Check: null })),
    });
    const child = sheet.Children[2]!;

    await page.setViewportSize({ width: 1280, height: 800 });
    await openAs(page, 'teacher', '/Health/Attendance');
    // the teacher's first class is the default
    await expect(page.getByTestId('attendance-class')).toContainText('小一班');
    await page.getByTestId('attendance-prev').click();
    await expect(page.getByTestId('attendance-day')).toHaveValue(yesterday);
    await expect(childCard(page, child.StudentId)).toHaveAttribute('data-state', 'present');
    await expect(childCard(page, child.StudentId)).toContainText('刘医生');

    await childCard(page, child.StudentId).getByTestId('attendance-toggle').click();
    await expect(page.getByTestId('absence-dialog')).toBeVisible();
    await page.getByTestId('absence-note').fill('发烧38.5℃');
    await page.getByTestId('absence-ok').click();
    await expect(childCard(page, child.StudentId).getByTestId('attendance-reason')).toContainText(
      '病假 · 发烧38.5℃',
    );

    // another day with the change unsaved: asked, and staying keeps it
    await page.getByTestId('attendance-today').click();
    await expect(page.getByTestId('unsaved-stay')).toBeVisible();
    await page.getByTestId('unsaved-stay').click();
    await expect(childCard(page, child.StudentId)).toHaveAttribute('data-state', 'absent');
    await shoot(page, 'laptop-correction');
    await page.getByTestId('attendance-save').click();
    await expect(toast(page, /已保存/)).toBeVisible();

    const after = (await doctor.call(API.attendance.sheet, {
      ClassId: klass.Id,
      Day: yesterday,
    })) as TAttendanceSheet;
    expect(after.Children.find((c) => c.StudentId === child.StudentId)).toMatchObject({
      Present: false,
      Reason: 'sick',
      AbsenceNote: '发烧38.5℃',
      RecordedBy: '王丽',
    });
    // the rows she did not change keep the doctor as their recorder
    expect(after.Children.find((c) => c.StudentId !== child.StudentId)!.RecordedBy).toBe('刘医生');
    // saved: moving to today no longer asks
    await page.getByTestId('attendance-today').click();
    await expect(page.getByTestId('attendance-next')).toBeDisabled();
    await shoot(page, 'laptop-today');
  });

  test('the 园长 reads the month summary per class and for the whole school, on a laptop and a phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await apiAs(request, 'admin');
    const klass = await classByName(admin, '中一班');
    const sheet = (await admin.call(API.attendance.sheet, { ClassId: klass.Id })) as TAttendanceSheet;
    // the month of the demo's last recorded school day
    const month = (await admin.call(API.attendance.month, {
      Month: sheet.Today.slice(0, 7),
    })) as TAttendanceMonth;

    await page.setViewportSize({ width: 1280, height: 800 });
    await openAs(page, 'admin', '/Health/Attendance');
    await page.getByRole('tab', { name: '月度统计' }).click();
    const table = page.getByTestId('attendance-month-table');
    if (month.Total.RecordedDays === 0) {
      await expect(page.getByText('这个月还没有出勤记录')).toBeVisible();
      return;
    }
    await expect(table).toBeVisible();
    const row = table.locator('tr', { hasText: '中一班' });
    const mid = month.Classes.find((c) => c.ClassId === klass.Id)!;
    await expect(row).toContainText(String(mid.PresentDays));
    await expect(row).toContainText(`${mid.Rate!.toFixed(1)}%`);
    const total = table.locator('tr', { hasText: '全园合计' });
    await expect(total).toContainText(String(month.Total.PresentDays));
    await shoot(page, 'laptop-month');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(total).toBeVisible();
    await shoot(page, 'phone-month', true);
  });
});
