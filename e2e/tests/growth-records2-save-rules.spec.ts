import path from 'node:path';
import { TINY_PNG } from '../support/files';
import { expect, ownSchool, test } from '../support/fixtures';
import {
  child,
  closeEditor,
  completeRefused,
  detailOf,
  editorDialog,
  RECORD_MESSAGES as M,
  openEditor,
  openRecords,
  rowButton,
  rowOf,
  rowStatus,
  SHOTS,
  saveAndClose,
  scoreAll,
  shooter,
  teacher,
  textArea,
  useTeacherStage,
} from '../support/growthRecords';
import { shot as shotOf } from '../support/shots';

// This file changes school data (records are saved): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 成长档案's editor (G09 G11 G17-G25): 完成 checks each type of page before it saves.
 * In Chromium against the real server, as 王丽 (head of 小一班, teacher of 小二班). Every journey
 * uses its own child from the end of 小二班 (CHILD in support/growthRecords.ts), which no other
 * journey touches; the pages it fills in stay filled.
 */

useTeacherStage();

/** The child's own line for the cover (我想说). */
const COVER_WORDS = '我最喜欢和小伙伴一起搭积木';

test.describe('G09 G11 G17-G25: 完成 checks each type, then saves', () => {
  test('a monthly observation, the term observation, the cover, 老师寄语 and 结束页', async ({ page }) => {
    test.setTimeout(90_000);
    const c = child('rules');
    const shot = shooter(page);
    await openRecords(page, c);

    // G17: every point scored; one left out is refused.
    const month = await rowOf(c, '月观察记录（一）');
    await openEditor(page, month.Id);
    await completeRefused(page, M.allScored);
    const points = await scoreAll(page, '偶尔发生', { skip: 0 });
    await completeRefused(page, M.allScored);
    await shot('editor-monthly-laptop', { dialog: true });
    await page
      .getByTestId('obs-sheet')
      .locator('[data-testid^="obs-point-"]')
      .first()
      .locator('.ant-radio-button-wrapper', { hasText: '经常发生' })
      .click();
    await expect(editorDialog(page)).toContainText(`已打分 ${points}/${points}`);
    await saveAndClose(page);
    await expect(rowStatus(page, month.Id)).toHaveText('已完成');
    await expect(rowButton(page, month.Id, 'modify')).toBeVisible();

    // G19: the term observation needs one of 故事描述, 分析, 支持.
    const term = await rowOf(c, '学期观察记录');
    await openEditor(page, term.Id);
    await expect(page.getByTestId('cycle-write-0')).toContainText('故事描述');
    await expect(page.getByTestId('cycle-write-1')).toContainText('分析');
    await expect(page.getByTestId('cycle-write-2')).toContainText('支持');
    await completeRefused(page, M.cycleWrite);
    await shot('editor-term-laptop', { dialog: true });
    await textArea(page, 'cycle-write-0').fill('区域活动时，他用积木搭了一座桥，还给桥起了名字。');
    await saveAndClose(page);
    await expect(rowStatus(page, term.Id)).toHaveText('已完成');

    // G20: the cover starts with the child's photo; without it, 请上传头像. The line under the
    // name is the child's own words: it starts empty.
    const cover = await rowOf(c, '封面');
    await openEditor(page, cover.Id);
    await expect(page.getByTestId('cover-words-input')).toHaveValue('');
    await page.getByTestId('cover-words-input').fill(COVER_WORDS);
    if (await page.getByTestId('cover-photo-remove').isVisible()) {
      await expect(page.getByTestId('cover-photo-image')).toBeVisible();
      await page.getByTestId('cover-photo-remove').click();
    }
    await expect(page.getByTestId('cover-photo-image')).toHaveCount(0);
    await completeRefused(page, M.avatar);
    await page
      .getByTestId('cover-photo-input')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByTestId('cover-photo-image')).toBeVisible();
    await shot('editor-cover-laptop', { dialog: true });
    await saveAndClose(page);
    await expect(rowStatus(page, cover.Id)).toHaveText('已完成');
    // 查看: the cover prints the words under the child's name.
    const popup = page.context().waitForEvent('page');
    await rowButton(page, cover.Id, 'view').click();
    const report = await popup;
    await expect(report.getByTestId('fp-cover-name')).toHaveText(c.name);
    await expect(report.getByTestId('fp-cover-words')).toHaveText(`“${COVER_WORDS}”`);
    await shotOf(report.locator('.kg-fp-sheet').first(), path.join(SHOTS, 'report-cover-words.png'));
    await report.close();

    // G21 (DECISIONS 35): 老师寄语 and 结束页 need their words.
    for (const title of ['老师寄语', '结束页']) {
      const r = await rowOf(c, title);
      await openEditor(page, r.Id);
      await completeRefused(page, M.epilogue);
      if (title === '老师寄语') await shot('editor-epilogue-laptop', { dialog: true });
      await textArea(page, 'epilogue-text').fill(`${c.name}，愿你每天都开开心心！`);
      await saveAndClose(page);
      await expect(rowStatus(page, r.Id)).toHaveText('已完成');
    }
    const saved = await detailOf(teacher, c, await rowOf(c, '结束页'));
    expect(JSON.parse(saved.Answer).List[0].Content).toBe(`${c.name}，愿你每天都开开心心！`);
  });

  test('体检记录, 体能锻炼, plates, the rating table; 保存草稿 on 亲子视频 saves without checks', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const c = child('rules');
    const shot = shooter(page);
    await openRecords(page, c);

    // G23: the physical record is prefilled; a value cleared is refused.
    const physical = await rowOf(c, '体检记录');
    await openEditor(page, physical.Id);
    await expect(page.getByTestId('physical-prefilled')).toBeVisible();
    const height = page.getByTestId('physical-0-value');
    await expect(height).not.toHaveValue('');
    const measured = await height.inputValue();
    await height.fill('');
    await completeRefused(page, M.physical);
    await height.fill(measured);
    await saveAndClose(page);
    await expect(rowStatus(page, physical.Id)).toHaveText('已完成');

    // G24: every exercise needs its result.
    const exercise = await rowOf(c, '体能锻炼');
    await openEditor(page, exercise.Id);
    await completeRefused(page, M.exercise);
    await page.getByTestId('exercise-0-value').fill('62');
    await page.getByTestId('exercise-1-value').fill('10');
    await completeRefused(page, M.exercise);
    await shot('editor-exercise-laptop', { dialog: true });
    await page.getByTestId('exercise-2-value').fill('15');
    await saveAndClose(page);
    await expect(rowStatus(page, exercise.Id)).toHaveText('已完成');

    // G18: a plate needs a picture or some words (here a picture only).
    const plate = await rowOf(c, '我的家');
    await openEditor(page, plate.Id);
    await expect(page.getByTestId('plate-editor-11')).toBeVisible();
    await completeRefused(page, M.imageOrText);
    await page
      .getByTestId('plate-photo-0-input')
      .setInputFiles({ name: 'home.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByTestId('plate-photo-0-image')).toBeVisible();
    await shot('editor-plate-11-laptop', { dialog: true });
    await saveAndClose(page);
    await expect(rowStatus(page, plate.Id)).toHaveText('已完成');

    // G25 for the rating table: nothing rated is refused.
    const rating = await rowOf(c, '成长评价表');
    await openEditor(page, rating.Id);
    await expect(page.getByTestId('rating-row-0').getByRole('textbox')).toHaveValue(/\S/);
    await completeRefused(page, M.imageOrText);
    await page.getByTestId('rating-row-0').locator('.ant-radio-button-wrapper', { hasText: '真棒' }).click();
    await page.getByTestId('rating-row-1').locator('.ant-radio-button-wrapper', { hasText: '加油' }).click();
    await shot('editor-rating-laptop', { dialog: true });
    await saveAndClose(page);
    await expect(rowStatus(page, rating.Id)).toHaveText('已完成');

    // G22 and DECISIONS 25: 完成 wants the video; 保存草稿 keeps the words without it.
    const video = await rowOf(c, '亲子视频');
    await openEditor(page, video.Id);
    await completeRefused(page, M.video);
    await textArea(page, 'video-words').fill('周末和爸爸一起做的小实验。');
    await completeRefused(page, M.video);
    await shot('editor-video-laptop', { dialog: true });
    await saveAndClose(page, 'record-draft');
    await expect(rowStatus(page, video.Id)).toContainText('未完成');
    await expect(rowStatus(page, video.Id)).toContainText('草稿');
    await expect(rowButton(page, video.Id, 'write')).toBeVisible();
    await expect(rowButton(page, video.Id, 'view')).toHaveCount(0);
    await openEditor(page, video.Id);
    await expect(textArea(page, 'video-words')).toHaveValue('周末和爸爸一起做的小实验。');
    await closeEditor(page);
  });
});
