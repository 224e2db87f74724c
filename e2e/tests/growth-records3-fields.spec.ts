import { API } from '@kg/contracts';
import { expect, type Locator, ownSchool, test } from '../support/fixtures';
import {
  child,
  closeEditor,
  counterOf,
  detailOf,
  editorDialog,
  RECORD_MESSAGES as M,
  openEditor,
  openRecords,
  rowOf,
  rowStatus,
  saveAndClose,
  scoreAll,
  shooter,
  teacher,
  textArea,
  useTeacherStage,
  warning,
} from '../support/growthRecords';

// This file changes school data (records are saved): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 成长档案's editor fields (G26 G27 G30 G33 G37): counters and limits of the text areas, the
 * monthly summary written by 自动生成, the physical record filled from the latest exam.
 * In Chromium against the real server, as 王丽 (head of 小一班, teacher of 小二班). Every journey
 * uses its own child from the end of 小二班 (CHILD in support/growthRecords.ts), which no other
 * journey touches; the shared read-only child's editors are closed unsaved.
 */

useTeacherStage();

/** The element is drawn within the box of `outer` (not clipped by its scroll area). */
async function expectInside(inner: Locator, outer: Locator) {
  await expect(inner).toBeVisible();
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.y + a.height, 'bottom inside').toBeLessThanOrEqual(b.y + b.height + 0.5);
  expect(a.y, 'top inside').toBeGreaterThanOrEqual(b.y - 0.5);
}

test('G26 G27 G37: counters under the text areas; typing and pasting stop at the limit; the rating title at 10', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const c = child('readOnly');
  const shot = shooter(page);
  await openRecords(page, c);

  // G26: the term observation's texts: 500 with a counter and the hints.
  await openEditor(page, (await rowOf(c, '学期观察记录')).Id);
  await expect(counterOf(page, 'cycle-write-0')).toHaveText('0 / 500');
  await expect(page.getByTestId('cycle-write-0')).toContainText('记录你观察到的一个具体情景');
  await expect(page.getByTestId('cycle-write-1')).toContainText('分析孩子的表现');
  await expect(page.getByTestId('cycle-write-2')).toContainText('如何支持孩子');
  const story = textArea(page, 'cycle-write-0');
  await story.fill('一'.repeat(498));
  await expect(counterOf(page, 'cycle-write-0')).toHaveText('498 / 500');
  await story.press('End');
  await page.keyboard.type('二三四五');
  await expect(story).toHaveValue(`${'一'.repeat(498)}二三`);
  await expect(counterOf(page, 'cycle-write-0')).toHaveText('500 / 500');
  // A paste longer than the room left is cut at the limit.
  const analysis = textArea(page, 'cycle-write-1');
  await page.evaluate((text) => navigator.clipboard.writeText(text), '长'.repeat(520));
  await analysis.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(analysis).toHaveValue('长'.repeat(500));
  await expect(counterOf(page, 'cycle-write-1')).toHaveText('500 / 500');
  await shot('counter-500', { dialog: true });
  await closeEditor(page);

  // The counter of a dialog's last text area shows under it, inside the dialog's body.
  await openEditor(page, (await rowOf(c, '结束页')).Id);
  await textArea(page, 'epilogue-text').fill('毕业快乐');
  await expect(counterOf(page, 'epilogue-text')).toHaveText('4 / 500');
  await expectInside(counterOf(page, 'epilogue-text'), editorDialog(page).locator('.ant-modal-body'));
  await closeEditor(page);

  // G27: the rating table's title stops at 10.
  await openEditor(page, (await rowOf(c, '成长评价表')).Id);
  const title = page.getByTestId('rating-title');
  await title.fill('');
  await title.pressSequentially('我的成长评价表一二三四五');
  await expect(title).toHaveValue('我的成长评价表一二三');
  await closeEditor(page);

  // G37: each plate box has its own limit.
  for (const [name, limits] of [
    ['我的自画像', [450]],
    ['我的家', [250]],
    ['精彩瞬间', [200]],
    ['我在幼儿园的一天', [250, 250]],
  ] as const) {
    await openEditor(page, (await rowOf(c, name)).Id);
    for (const [n, limit] of limits.entries())
      await expect(counterOf(page, `plate-text-${n}`)).toHaveText(`0 / ${limit}`);
    await expect(page.locator('[data-testid^="plate-text-"][data-testid$="-input"]')).toHaveCount(
      limits.length,
    );
    if (name === '精彩瞬间') {
      await textArea(page, 'plate-text-0').fill('好'.repeat(230));
      await expect(textArea(page, 'plate-text-0')).toHaveValue('好'.repeat(200));
      await expect(counterOf(page, 'plate-text-0')).toHaveText('200 / 200');
      await shot('editor-plate-4-laptop', { dialog: true });
    }
    if (name === '我的自画像') await shot('editor-plate-12-laptop', { dialog: true });
    if (name === '我在幼儿园的一天') await shot('editor-plate-13-laptop', { dialog: true });
    await closeEditor(page);
  }
});

test('G30: 自动生成 wants every point scored, then writes a summary naming the child; edited and saved', async ({
  page,
}) => {
  const c = child('month');
  const shot = shooter(page);
  await openRecords(page, c);
  const month = await rowOf(c, '月观察记录（二）');
  await openEditor(page, month.Id);
  await scoreAll(page, '经常发生', { skip: 3 });
  await page.getByTestId('month-auto-summary').click();
  await expect(warning(page, M.allScored)).toBeVisible();
  await expect(textArea(page, 'month-summary')).toHaveValue('');

  const point = page.getByTestId('obs-sheet').locator('[data-testid^="obs-point-"]').nth(3);
  await point.locator('.ant-radio-button-wrapper', { hasText: '从未发生' }).click();
  const generated = page.waitForResponse((r) => r.url().includes(API.growthRecords.autoSummary.path));
  await page.getByTestId('month-auto-summary').click();
  expect((await generated).status()).toBe(200);
  const summary = textArea(page, 'month-summary');
  await expect(summary).toHaveValue(new RegExp(c.name));
  const text = await summary.inputValue();
  expect(text.length).toBeGreaterThan(20);
  await shot('editor-monthly-summary', { dialog: true });
  // The teacher's own words go on.
  await summary.press('ControlOrMeta+End');
  await page.keyboard.type('继续加油！');
  await page.getByTestId('month-summary-title').fill('十二月小结');
  await saveAndClose(page);
  await expect(rowStatus(page, month.Id)).toHaveText('已完成');
  const answer = JSON.parse((await detailOf(teacher, c, month)).Answer) as {
    CustomerSay: string;
    Title: string;
  };
  expect(answer.CustomerSay).toBe(`${text}继续加油！`);
  expect(answer.Title).toBe('十二月小结');
});

test('G33: the physical record opens filled from the latest exam, with the green notice', async ({
  page,
}) => {
  const c = child('readOnly');
  const shot = shooter(page);
  const exam = (await teacher.call(API.physicalExams.student, { Id: c.id }))!;
  expect(exam, 'the demo exam of this child').toBeTruthy();
  await openRecords(page, c);
  await openEditor(page, (await rowOf(c, '体检记录')).Id);
  const notice = page.getByTestId('physical-prefilled');
  await expect(notice).toHaveText(`已根据${exam.Source}（${exam.Time}）自动填写，可修改`);
  await expect(notice).toHaveClass(/ant-alert-success/);
  const value = (describe: string) =>
    page.locator('[data-testid^="physical-"]').filter({ hasText: describe }).locator('input');
  await expect(value('身高')).toHaveValue(exam.Height!);
  await expect(value('体重')).toHaveValue(exam.Weight!);
  await expect(value('视力（左眼）')).toHaveValue(exam.VisionLeft!);
  await expect(value('视力（右眼）')).toHaveValue(exam.VisionRight!);
  await expect(value('龋齿')).toHaveValue(exam.Tooth!);
  await expect(value('血红蛋白')).toHaveValue(exam.Hemoglobin!);
  // 听力 通过 reads as 正常.
  await expect(
    page
      .locator('[data-testid^="physical-"]')
      .filter({ hasText: '听力（左耳）' })
      .locator('.ant-radio-button-wrapper-checked'),
  ).toHaveText('正常');
  await shot('editor-physical-laptop', { dialog: true });
  await closeEditor(page);
});
