import { API } from '@kg/contracts';
import { expect, ownSchool, test } from '../support/fixtures';
import {
  apiContext,
  child,
  closeEditor,
  detailOf,
  editorDialog,
  RECORD_MESSAGES as M,
  openEditor,
  openRecords,
  rowButton,
  rowOf,
  rowStatus,
  saveAndClose,
  saveRecordAs,
  shooter,
  teacher,
  textAnswer,
  textArea,
  useTeacherStage,
} from '../support/growthRecords';
import { apiAs } from '../support/reports';
import { recordToasts, toast } from '../support/ui';

// This file changes school data (records are saved): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 成长档案's editor keeping the teacher's words (G16): drafts across a reload, a save while the
 * server is down, a failed load, a save over someone else's newer one.
 * In Chromium against the real server, as 王丽 (head of 小一班, teacher of 小二班). Every journey
 * uses its own child from the end of 小二班 (CHILD in support/growthRecords.ts), which no other
 * journey touches.
 */

useTeacherStage();

test('drafts: typed words survive a reload (已恢复上次未保存的内容), can be dropped; a save while the server is down keeps them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const c = child('drafts');
  const shot = shooter(page);
  const plate = await rowOf(c, '我的自画像');
  await openRecords(page, c);
  await openEditor(page, plate.Id);
  const words = '我画了一个大大的太阳，还有我和妈妈。';
  await textArea(page, 'plate-text-0').fill(words);
  // The browser keeps the answer after a short pause in typing.
  const key = `kg.growthDraft.${c.teacherId}.${c.id}.${plate.Id}`;
  await expect
    .poll(() => page.evaluate((k) => localStorage.getItem(k), key), { timeout: 5_000 })
    .toContain(words);

  await page.reload();
  await expect(page.getByTestId('record-student')).toHaveText(c.name);
  await openEditor(page, plate.Id);
  await expect(page.getByTestId('record-restored')).toContainText(M.restored);
  await expect(textArea(page, 'plate-text-0')).toHaveValue(words);
  await shot('draft-restored', { dialog: true });
  await page.getByTestId('record-discard-restored').click();
  await expect(page.getByTestId('record-restored')).toHaveCount(0);
  await expect(textArea(page, 'plate-text-0')).toHaveValue('');
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();

  // The server is down for one save: the dialog, the words and the local copy stay.
  await textArea(page, 'plate-text-0').fill(words);
  await page.route(`**${API.growthRecords.save.path}`, (route) => route.abort('connectionrefused'), {
    times: 1,
  });
  await page.getByTestId('record-complete').click();
  await expect(toast(page, M.offline)).toBeVisible();
  await expect(editorDialog(page)).toBeVisible();
  await expect(textArea(page, 'plate-text-0')).toHaveValue(words);
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toContain(words);
  await shot('save-failed', { dialog: true });
  await page.unroute(`**${API.growthRecords.save.path}`);
  await saveAndClose(page);
  await expect(rowStatus(page, plate.Id)).toHaveText('已完成');
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
  expect(JSON.parse((await detailOf(teacher, c, plate)).Answer).List).toContainEqual(
    expect.objectContaining({ Type: 'text', Content: words }),
  );
});

test('G16: a failed load of a record says so and opens the editor reset, not savable until 重新加载 works', async ({
  page,
}) => {
  const c = child('failedLoad');
  const epilogue = await rowOf(c, '老师寄语');
  const words = `${c.name}，新学期你长高了也更勇敢了。`;
  await saveRecordAs(teacher, c, epilogue, textAnswer(words), 1);
  await openRecords(page, c);
  await page.route(
    `**${API.growthRecords.recordDetail.path}**`,
    (route) => route.abort('connectionrefused'),
    {
      times: 1,
    },
  );
  await rowButton(page, epilogue.Id, 'modify').click();
  await expect(toast(page, M.loadFailed)).toBeVisible();
  await expect(textArea(page, 'epilogue-text')).toHaveValue('');
  // The empty form would replace the saved words: nothing can be saved until a load works.
  await expect(page.getByTestId('record-complete')).toBeDisabled();
  await expect(page.getByTestId('record-draft')).toBeDisabled();
  await page.getByTestId('record-retry').click();
  await expect(textArea(page, 'epilogue-text')).toHaveValue(words);
  await expect(page.getByTestId('record-complete')).toBeEnabled();
  await closeEditor(page);
  // Opened again, the saved words are there: nothing was lost on the server.
  await openEditor(page, epilogue.Id);
  await expect(textArea(page, 'epilogue-text')).toHaveValue(words);
  await closeEditor(page);
});

test('a save over a newer one by someone else is refused with who and when; the words stay', async ({
  page,
}) => {
  const c = child('stale');
  const epilogue = await rowOf(c, '老师寄语');
  const first = await saveRecordAs(teacher, c, epilogue, textAnswer('第一版'), 0);
  await openRecords(page, c);
  await openEditor(page, epilogue.Id);
  await expect(textArea(page, 'epilogue-text')).toHaveValue('第一版');
  const admin = await apiAs(apiContext, 'admin');
  await saveRecordAs(admin, c, epilogue, textAnswer('园长改过'), 0, first.UpdatedAt);
  await textArea(page, 'epilogue-text').fill('老师的新稿');
  const toasts = await recordToasts(page);
  await page.getByTestId('record-complete').click();
  await expect
    .poll(toasts)
    .toEqual([expect.stringMatching(/^这条记录已被陈园长在.+修改，请刷新后再保存；您填写的内容已保留$/)]);
  await expect(editorDialog(page)).toBeVisible();
  await expect(textArea(page, 'epilogue-text')).toHaveValue('老师的新稿');
  expect(JSON.parse((await detailOf(teacher, c, epilogue)).Answer).List[0].Content).toBe('园长改过');
  await closeEditor(page);
});
