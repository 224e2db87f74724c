import { API } from '@kg/contracts';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { apiContext, shooter, stage, teacher, useTeacherStage } from '../support/growthRecords';
import { apiAs, type TApi } from '../support/reports';
import { openAs } from '../support/session';
import { chooseOption } from '../support/ui';

// This file changes school data (a later term is opened and records are saved): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 成长档案's term choice: after the school opens the next term, the entry shows that term, and
 * the teacher still reaches last term's classes, progress and records by choosing the term.
 * The demo's second term of 2026-2027 is opened for the journey (the 小班 template is the first
 * term's) and the first term opened again at the end; 小一班's children are only read.
 */

type TTerm = { Id: number; Name: string; StudyYearName: string; IsOpen: boolean };
let admin: TApi;
let terms: TTerm[];

useTeacherStage(async () => {
  const first = terms?.find((t) => t.IsOpen);
  if (first) await admin.call(API.studyYears.openCycle, { CycleId: first.Id });
});

test.beforeAll(async () => {
  admin = await apiAs(apiContext, 'admin');
  terms = await teacher.call(API.growthRecords.terms, undefined);
});

/** The term picker, showing the chosen term. */
const pickerText = (page: Page) => page.getByTestId('growth-term');

test('a later term opened: the entry shows it; choosing last term brings back 小一班’s progress and records, remembered across a reload', async ({
  page,
}) => {
  const shot = shooter(page);
  const first = terms.find((t) => t.IsOpen)!;
  const second = terms.find((t) => t.StudyYearName === first.StudyYearName && t.Id !== first.Id)!;
  const small1 = stage.classes.find((k) => k.ClassName === '小一班')!;
  expect(small1.TempId).toBeGreaterThan(0);
  await admin.call(API.studyYears.openCycle, { CycleId: second.Id });

  await openAs(page, 'teacher', '/GrowthRecord');
  await expect(page.getByTestId('page-growth-records')).toBeVisible();
  // The open term is the default: the same year's classes, but no 小班 template in this term.
  await expect(pickerText(page)).toContainText(second.Name);
  await page.getByTestId(`growth-class-${small1.ClassId}`).click();
  await expect(page.getByTestId('growth-no-template')).toContainText('小班还没有已发布的成长档案模板');
  // Issue 14 item 6: a teacher is told who sets templates up, and the class says it has none.
  await expect(page.getByTestId('growth-no-template')).toContainText(
    '模板由园长或管理员在“成长档案模板”中创建并发布',
  );
  await expect(page.getByTestId('growth-create-template')).toHaveCount(0);
  await expect(page.getByTestId(`growth-class-${small1.ClassId}`)).toContainText('未发布模板');

  // The picker lists the school's terms by year, the open one tagged 当前学期.
  await page.getByTestId('growth-term').click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await expect(dropdown.locator('.ant-select-item-group').first()).toHaveText(first.StudyYearName);
  await expect(dropdown.locator('.ant-select-item-option', { hasText: second.Name })).toContainText(
    '当前学期',
  );
  await shot('terms-picker', { full: false });
  await page.keyboard.press('Escape');

  // Last term: 小一班 with its progress and children, one click from a child's records.
  await chooseOption(page, 'growth-term', first.Name);
  const card = page.getByTestId(`growth-class-${small1.ClassId}`);
  await expect(card).toContainText(`${small1.Done}/${small1.Total}`);
  await card.click();
  const children = page.locator('[data-testid^="growth-child-"]');
  await expect(children).toHaveCount(small1.StudentCount);
  await shot('terms-last-term');

  // Remembered across a reload of the tab.
  await page.reload();
  await expect(pickerText(page)).toContainText(first.Name);
  await expect(page.getByTestId(`growth-class-${small1.ClassId}`)).toContainText(
    `${small1.Done}/${small1.Total}`,
  );

  const name = (await children.first().locator('.kg-gr-child__name').textContent())!.trim();
  await children.first().click();
  await expect(page.getByTestId('record-student')).toHaveText(name);
  const info = JSON.parse(new URL(page.url()).searchParams.get('info') ?? '{}');
  expect(info).toMatchObject({ TempId: small1.TempId, CycleId: first.Id });
});

test('on a phone the term picker takes the whole width above the class cards', async ({ page }) => {
  const shot = shooter(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'teacher', '/GrowthRecord');
  const picker = page.getByTestId('growth-term');
  await expect(picker).toBeVisible();
  const box = (await picker.boundingBox())!;
  const cards = (await page.locator('.kg-gr-classes').boundingBox())!;
  expect(box.width).toBeGreaterThan(cards.width * 0.6);
  expect(box.y + box.height).toBeLessThanOrEqual(cards.y);
  await shot('terms-phone');
});
