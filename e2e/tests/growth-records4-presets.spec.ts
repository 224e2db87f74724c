import { expect, ownSchool, test } from '../support/fixtures';
import {
  addPreset,
  child,
  closeEditor,
  RECORD_MESSAGES as M,
  openEditor,
  openRecords,
  presetsOf,
  removePresets,
  rowOf,
  shooter,
  teacher,
  textArea,
  useTeacherStage,
  warning,
} from '../support/growthRecords';
import { toast } from '../support/ui';

// This file changes school data (preset texts are added and deleted): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 成长档案's preset texts (E44-E50 G38): 选取文字 and 模版列表 in the editor.
 * In Chromium against the real server, as 王丽 (head of 小一班, teacher of 小二班). Every journey
 * uses its own child from the end of 小二班 (CHILD in support/growthRecords.ts), which no other
 * journey touches; the preset texts a journey adds are removed again.
 */

/** Preset texts this file adds start with it (and are removed by it). */
const PRESET_MARK = '成长档案联调';

useTeacherStage(async () => {
  await removePresets(teacher, PRESET_MARK);
});

test('E44-E50 G38: 选取文字 inserts a text; 模版列表 adds and deletes own texts, keeps system ones, stops at 15', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const c = child('readOnly');
  const shot = shooter(page);
  await removePresets(teacher, PRESET_MARK);
  expect(
    (await presetsOf(teacher)).filter((p) => p.type === 0),
    '王丽 has no texts of her own yet',
  ).toHaveLength(0);
  // 13 of her own through the API (newest first in the lists); the UI adds the 14th and 15th.
  for (let i = 1; i <= 13; i += 1) await addPreset(teacher, `${PRESET_MARK} 第${i}条：你今天真棒！`);
  const systemCount = (await presetsOf(teacher)).filter((p) => p.type !== 0).length;
  expect(systemCount, 'the school has system texts').toBeGreaterThan(0);

  await openRecords(page, c);
  await openEditor(page, (await rowOf(c, '老师寄语')).Id);
  const target = textArea(page, 'epilogue-text');
  await target.fill('亲爱的孩子：');

  // E45 E50: 选取文字, five a page, her own first.
  await page.getByTestId('epilogue-text-preset-link').click();
  const picker = page.getByTestId('epilogue-text-preset-dialog');
  await expect(picker).toBeVisible();
  await expect(page.locator('.ant-modal-title').filter({ hasText: '选取文字' })).toBeVisible();
  await expect(picker.getByTestId('preset-item')).toHaveCount(5);
  await expect(picker.getByTestId('preset-item').first()).toContainText(`${PRESET_MARK} 第13条`);
  await expect(picker.locator('.ant-pagination')).toContainText(`共 ${13 + systemCount} 条`);
  await shot('preset-pick', { dialog: true });
  await picker.getByTestId('preset-item').first().click();
  await expect(picker).toBeHidden();
  await expect(target).toHaveValue(`亲爱的孩子：${PRESET_MARK} 第13条：你今天真棒！`);

  // 模版列表 from the picker.
  await page.getByTestId('epilogue-text-preset-link').click();
  await expect(picker).toBeVisible();
  await page.getByTestId('epilogue-text-preset-manage').click();
  const list = page.getByTestId('preset-list-dialog');
  await expect(list).toBeVisible();
  await expect(page.locator('.ant-modal-title').filter({ hasText: '模版列表' })).toBeVisible();
  await expect(page.getByTestId('preset-own-count')).toHaveText('（我的模板 13/15）');
  await expect(list.getByTestId('preset-item')).toHaveCount(13 + systemCount);
  // E44: a system text cannot be deleted.
  const system = list.getByTestId('preset-item').filter({ has: page.getByTestId('preset-system') });
  await expect(system).toHaveCount(systemCount);
  await system.first().getByTestId('preset-delete').click();
  await expect(warning(page, M.notDeletable)).toBeVisible();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await shot('preset-list', { dialog: true });

  // E47: 添加文字模板, empty first.
  const add = page.getByTestId('preset-add-dialog');
  const addText = async (text: string) => {
    await page.getByTestId('preset-add').click();
    await expect(add).toBeVisible();
    await page.getByTestId('preset-add-content').fill(text);
    await page.getByTestId('preset-add-submit').click();
  };
  await page.getByTestId('preset-add').click();
  await expect(add).toBeVisible();
  await expect(page.locator('.ant-modal-title').filter({ hasText: '添加文字模板' })).toBeVisible();
  await page.getByTestId('preset-add-submit').click();
  await expect(add.locator('.ant-form-item-explain-error')).toHaveText(M.presetRequired);
  await shot('preset-add-empty', { dialog: true });
  const mine = `${PRESET_MARK}：今天你主动帮小伙伴收拾了玩具。`;
  await page.getByTestId('preset-add-content').fill(mine);
  await page.getByTestId('preset-add-submit').click();
  await expect(toast(page, M.added)).toBeVisible();
  await expect(add).toBeHidden();
  await expect(list.getByTestId('preset-item').first()).toContainText(mine);
  await expect(page.getByTestId('preset-own-count')).toHaveText('（我的模板 14/15）');
  const last = `${PRESET_MARK}：午睡时你安安静静，是个守规则的好孩子。`;
  await addText(last);
  await expect(add).toBeHidden();
  await expect(page.getByTestId('preset-own-count')).toHaveText('（我的模板 15/15）');

  // E48: the 16th is refused; the dialog keeps the text.
  await addText(`${PRESET_MARK} 第16条`);
  await expect(toast(page, M.presetFull)).toBeVisible();
  await expect(add).toBeVisible();
  await expect(page.getByTestId('preset-add-content')).toHaveValue(`${PRESET_MARK} 第16条`);
  await shot('preset-full', { dialog: true });
  await page.locator('.ant-modal').filter({ has: add }).getByRole('button', { name: '取消' }).click();
  await expect(add).toBeHidden();
  expect((await presetsOf(teacher)).filter((p) => p.type === 0)).toHaveLength(15);

  // E44 E49: her own text is deleted after the confirm.
  const item = list.getByTestId('preset-item').filter({ hasText: mine });
  await item.getByTestId('preset-delete').click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确定删除这条文字模板吗？' });
  await expect(confirm).toBeVisible();
  await confirm.locator('.ant-btn-dangerous').click();
  await expect(toast(page, M.deleted)).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(page.getByTestId('preset-own-count')).toHaveText('（我的模板 14/15）');
  await page.getByTestId('preset-list-close').click();
  await expect(list).toBeHidden();

  // The picker shows the newest first: chosen, it goes in at the end.
  const picked = picker.getByTestId('preset-item').first();
  await expect(picked).toContainText(last);
  await picked.click();
  await expect(target).toHaveValue(`亲爱的孩子：${PRESET_MARK} 第13条：你今天真棒！${last}`);
  await closeEditor(page);

  await removePresets(teacher, PRESET_MARK);
  expect((await presetsOf(teacher)).filter((p) => p.type === 0)).toHaveLength(0);
});
