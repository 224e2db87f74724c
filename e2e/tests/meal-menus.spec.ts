import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API, dateInZone, mondayOfWeek, shiftDay } from '@kg/contracts';
import { apiLogin } from '../support/api';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { addDishToCell } from '../support/meals';
import { apiAs, pdfPageSize, pdfText, reportReady } from '../support/reports';
import { openAs } from '../support/session';
import { SHOTS_ON, shot } from '../support/shots';
import { toast } from '../support/ui';

// This file plans and publishes weeks: it works in its own copy of 阳光.
ownSchool('sunshine');

const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/meal-menus');
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const shoot = (page: Page, name: string, fullPage = false) =>
  shot(page, path.join(SHOTS, `${name}.png`), { fullPage });
const thisMonday = () => mondayOfWeek(dateInZone('Asia/Shanghai', Date.now()));
const cell = (page: Page, day: string, meal: string) => page.getByTestId(`menu-cell-${day}-${meal}`);

test.describe('带量食谱 (issue 20, M07)', () => {
  test('the kitchen plans next week from last week, changes a cell, saves, publishes and prints it', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const api = await apiAs(request, 'kitchen');
    const dish = '南瓜小米糕';
    const foods = await api.call(API.foods.page, {
      Keyword: '小米',
      Status: 'active',
      PageIndex: 1,
      PageSize: 5,
    });
    const millet = foods.data.find((f) => f.Name === '小米')!;
    await api.call(API.dishes.add, {
      Name: dish,
      Kind: '点心',
      Note: '',
      Ingredients: [{ FoodId: millet.Id, Grams: 15 }],
    });
    const monday = thisMonday();
    const next = shiftDay(monday, 7);

    await page.setViewportSize(LAPTOP);
    await openAs(page, 'kitchen', '/Meals/Menus');
    // this week: published by the demo kitchen, read-only, printable
    await expect(page.getByTestId('menu-status')).toHaveText('已发布');
    await expect(page.getByTestId('menu-print')).toBeVisible();
    await expect(page.getByTestId('menu-add-dish')).toHaveCount(0);
    await expect(page.getByTestId('menu-day-total').first()).toContainText(/能量 \d{3,4} kcal/);
    await shoot(page, 'published-laptop', true);

    await page.getByTestId('menu-next-week').click();
    await expect(page.getByTestId('menu-status')).toHaveText('未编排');
    await page.getByTestId('menu-copy').click();
    await page.getByTestId('menu-copy-ok').click();
    await expect(toast(page, /已复制\d+道菜/)).toBeVisible();
    await expect(page.getByTestId('menu-status')).toHaveText('草稿');
    const lunch = cell(page, next, '午点');
    await expect(lunch.getByTestId('menu-dish').first()).toBeVisible();

    // change a cell: the first snack goes, the new cake comes
    const first = lunch.getByTestId('menu-dish').first();
    const gone = ((await first.textContent()) ?? '').trim();
    await first.locator('.ant-tag-close-icon').click();
    await addDishToCell(page, lunch, dish);
    await expect(lunch).not.toContainText(gone);
    await expect(page.getByTestId('menu-publish')).toBeDisabled();

    // leaving the week with the change unsaved asks first; staying keeps it
    await page.getByTestId('menu-next-week').click();
    await page.getByTestId('unsaved-stay').click();
    await expect(lunch).toContainText(dish);
    await shoot(page, 'draft-laptop', true);

    await page.getByTestId('menu-save').click();
    await expect(toast(page, '保存成功')).toBeVisible();
    const stored = await api.call(API.mealMenus.week, { WeekStart: next });
    expect(
      stored.Cells.find((c) => c.Day === next && c.Meal === '午点')!.Dishes.map((d) => d.Name),
    ).toContain(dish);

    await page.getByTestId('menu-publish').click();
    await page.getByTestId('menu-publish-ok').click();
    await expect(page.getByTestId('menu-status')).toHaveText('已发布');
    await expect(page.getByTestId('menu-add-dish')).toHaveCount(0);

    const [report] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('menu-print').click(),
    ]);
    await expect(report).toHaveURL(new RegExp(`/Meals/WeeklyMenuPrint\\?WeekStart=${next}$`));
    await reportReady(report);
    await expect(report.getByTestId('weekly-menu-table')).toContainText(dish);
    await expect(report.getByTestId('weekly-menu-total')).toHaveCount(5);
    await report.setViewportSize({ width: 900, height: 1300 });
    await shot(report.getByTestId('weekly-menu-page'), path.join(SHOTS, 'print-page.png'));
    const download = report.waitForEvent('download', { timeout: 60_000 });
    await report.getByTestId('pdf-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/_带量食谱\.pdf$/);
    const saved = testInfo.outputPath('weekly-menu.pdf');
    await file.saveAs(saved);
    expect(pdfPageSize(saved)).toContain('(A4)');
    const text = pdfText(saved);
    for (const expected of ['带量食谱', dish, '小米15', '早餐', '晚餐', '蛋白质'])
      expect(text, expected).toContain(expected);
    expect(text).toMatch(/阳光幼儿园/);
    if (SHOTS_ON) {
      mkdirSync(SHOTS, { recursive: true });
      execFileSync('pdftoppm', ['-png', '-r', '60', saved, path.join(SHOTS, 'print-pdf')]);
    }

    // a mistake after publishing: withdrawn to a draft, editable again
    await page.getByTestId('menu-withdraw').click();
    await page.getByTestId('menu-withdraw-ok').click();
    await expect(page.getByTestId('menu-status')).toHaveText('草稿');
    await expect(page.getByTestId('menu-add-dish').first()).toBeVisible();
  });

  test('on a phone the kitchen plans one day at a time', async ({ page, context }) => {
    test.setTimeout(120_000);
    const week = shiftDay(thisMonday(), 21);
    const tuesday = shiftDay(week, 1);
    await page.setViewportSize(PHONE);
    await openAs(page, 'kitchen', '/Meals/Menus');
    await expect(page.getByTestId('menu-day-view')).toBeVisible();
    await expect(page.getByTestId('menu-grid')).toHaveCount(0);
    await shoot(page, 'published-phone', true);
    // this week's printable menu opens on the phone too (the A4 sheet fitted to the screen)
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('menu-print').click(),
    ]);
    await report.setViewportSize(PHONE);
    await reportReady(report);
    await expect(report.getByTestId('weekly-menu-total')).toHaveCount(5);
    await shot(report, path.join(SHOTS, 'print-phone.png'));
    await report.close();
    for (let i = 0; i < 3; i++) await page.getByTestId('menu-next-week').click();
    await expect(page.getByTestId('menu-status')).toHaveText('未编排');
    await page.getByTestId(`menu-day-${tuesday}`).click();
    await addDishToCell(page, cell(page, tuesday, '午餐'), '米饭');
    await addDishToCell(page, cell(page, tuesday, '午餐'), '清蒸鲈鱼');
    await expect(page.getByTestId('menu-day-total')).toContainText(/能量 \d+ kcal/);
    await shoot(page, 'draft-phone', true);
    await page.getByTestId('menu-save').click();
    await expect(toast(page, '保存成功')).toBeVisible();
    await expect(page.getByTestId('menu-status')).toHaveText('草稿');
  });

  test('the doctor reads the menus; a teacher has no weekly menus', async ({ page, request }) => {
    await openAs(page, 'doctor', '/Meals/Menus');
    await expect(page.getByTestId('menu-status')).toHaveText('已发布');
    await expect(page.getByTestId('menu-copy')).toHaveCount(0);
    await expect(page.getByTestId('menu-print')).toBeVisible();
    const { token } = await apiLogin(request, 'teacher');
    const teacher = await request.get(`${API.mealMenus.week.path}?WeekStart=${thisMonday()}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(teacher.status()).toBe(403);
  });
});
