import { expect, ownSchool, test } from '../support/fixtures';
import {
  child,
  closeEditor,
  dialogSettled,
  editorDialog,
  RECORD_MESSAGES as M,
  openEditor,
  openRecords,
  recordsOf,
  row,
  rowButton,
  rowOf,
  rowStatus,
  scoreAll,
  shooter,
  stage,
  teacher,
  useTeacherStage,
} from '../support/growthRecords';
import { openAs } from '../support/session';
import { toast } from '../support/ui';

// This file changes school data (records are saved): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 成长档案 on a phone: the entry and the record list as cards, the editor over the whole width.
 * In Chromium against the real server, as 王丽 (head of 小一班, teacher of 小二班). Every journey
 * uses its own child from the end of 小二班 (CHILD in support/growthRecords.ts), which no other
 * journey touches.
 */

useTeacherStage();

test.describe('on a phone', () => {
  test.use({ hasTouch: true });

  test('entry and list as cards, the editor over the whole width; a monthly observation scored by tapping and kept as a draft', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const c = child('phone');
    const shot = shooter(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'teacher', '/GrowthRecord');
    await page.getByTestId(`growth-class-${stage.second.ClassId}`).click();
    await expect(page.getByTestId(`growth-child-${c.id}`)).toBeVisible();
    // The class's title keeps its line above the search and the batch button.
    const heading = page.getByTestId('page-growth-records').locator('.ant-card-head-title');
    await expect(heading).toHaveText(`小二班 · ${stage.second.CycleName}`);
    expect((await heading.boundingBox())!.width).toBeGreaterThan(250);
    await shot('entry-phone');
    await page.getByTestId(`growth-child-${c.id}`).click();
    await expect(page.getByTestId('record-student')).toHaveText(c.name);
    const month = await rowOf(c, '月观察记录（一）');
    // Cards: no column header; title and status on top, the buttons under them.
    await expect(page.getByTestId('record-list').locator('.kg-rec-list__head')).toBeHidden();
    const card = row(page, month.Id);
    await expect(card).toBeVisible();
    const title = (await card.locator('.kg-rec-list__title').boundingBox())!;
    const actions = (await card.locator('.kg-rec-list__actions').boundingBox())!;
    expect(actions.y).toBeGreaterThan(title.y + title.height - 1);
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(390);
    await shot('list-phone', { full: true });

    await rowButton(page, month.Id, 'write').tap();
    await expect(page.getByTestId('record-complete')).toBeEnabled();
    await dialogSettled(page);
    // The whole width but a small margin, once the dialog has zoomed in.
    const room = await page.evaluate(() => document.documentElement.clientWidth);
    await expect.poll(async () => (await editorDialog(page).boundingBox())!.width).toBeGreaterThan(room - 24);
    const box = (await editorDialog(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(room);
    const points = await scoreAll(page, '经常发生', { tap: true });
    await expect(editorDialog(page)).toContainText(`已打分 ${points}/${points}`);
    await shot('editor-monthly-phone', { dialog: true });
    await page.getByTestId('record-draft').tap();
    await expect(toast(page, M.saved)).toBeVisible();
    await expect(editorDialog(page)).toBeHidden();
    await expect(rowStatus(page, month.Id)).toContainText('未完成');
    await expect(rowStatus(page, month.Id)).toContainText('草稿');

    const plate = await rowOf(c, '我在幼儿园的一天');
    await rowButton(page, plate.Id, 'write').tap();
    await expect(page.getByTestId('plate-editor-13')).toBeVisible();
    await expect(page.getByTestId('record-complete')).toBeEnabled();
    await dialogSettled(page);
    // The page as it will print (once the dialog has zoomed in), above the photo pickers.
    const preview = page.getByTestId('plate-preview');
    await expect.poll(async () => (await preview.boundingBox())?.width ?? 0).toBeGreaterThan(200);
    expect((await preview.boundingBox())!.y).toBeLessThan(
      (await page.getByTestId('plate-photo-0').boundingBox())!.y,
    );
    await shot('editor-plate-phone', { dialog: true });
    await closeEditor(page);
  });

  test('every kind of page opens in an editor that fits the phone: nothing wider than the screen, the footer in reach', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const c = child('readOnly');
    const shot = shooter(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await openRecords(page, c);
    // One page of each kind (and each plate layout); the catalogue is not written.
    const seen = new Set<string>();
    const pages = (await recordsOf(teacher, c)).List.filter((r) => {
      const kind = r.Type === 6 ? `plate-${r.PlateId}` : String(r.Type);
      if (!r.IsWrite || seen.has(kind)) return false;
      seen.add(kind);
      return true;
    });
    expect(pages.length).toBeGreaterThanOrEqual(10);
    const room = await page.evaluate(() => document.documentElement.clientWidth);
    for (const r of pages) {
      await openEditor(page, r.Id);
      const box = (await editorDialog(page).boundingBox())!;
      expect(box.x, r.Title).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, r.Title).toBeLessThanOrEqual(room);
      // Nothing inside runs off the dialog's right edge (a wide table scrolls inside its own box).
      const overflow = await page.getByTestId('record-editor').evaluate((editor) => {
        const right = editor.getBoundingClientRect().right + 1;
        return [...editor.querySelectorAll('*')]
          .filter(
            (el) =>
              el.getBoundingClientRect().right > right && !el.closest('.ant-table-content, .kg-scroll-x'),
          )
          .map((el) => el.className || el.tagName)
          .slice(0, 3);
      });
      expect(overflow, r.Title).toEqual([]);
      // The footer's three buttons sit on the screen once the dialog is scrolled to its end.
      await page.getByTestId('record-complete').scrollIntoViewIfNeeded();
      for (const id of ['record-back', 'record-draft', 'record-complete'])
        await expect(page.getByTestId(id), r.Title).toBeInViewport();
      await page.evaluate(() => document.querySelector('.ant-modal-wrap')?.scrollTo(0, 0));
      await shot(`editor-${r.Type === 6 ? `plate-${r.PlateId}` : r.Type}-phone`, { dialog: true });
      await closeEditor(page);
    }
  });
});
