import { API } from '@kg/contracts';
import { expect, ownSchool, test } from '../support/fixtures';
import { pick } from '../support/growth';
import {
  child,
  RECORD_MESSAGES as M,
  openRecords,
  recordsOf,
  row,
  rowButton,
  rowIds,
  shooter,
  teacher,
  useTeacherStage,
  warning,
} from '../support/growthRecords';
import { toast } from '../support/ui';

// This file changes school data (record pages are added and removed): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 成长档案's own pages of a child (G12 G13): 新增, 编辑 and 删除 on the record list.
 * In Chromium against the real server, as 王丽 (head of 小一班, teacher of 小二班). Every journey
 * uses its own child from the end of 小二班 (CHILD in support/growthRecords.ts), which no other
 * journey touches; the pages a journey adds are removed again.
 */

useTeacherStage();

test('G12 G13: 新增 checks in F22 order, adds a page after the position given, 编辑 renames it, 删除 removes it', async ({
  page,
}) => {
  const c = child('pages');
  const shot = shooter(page);
  const before = await recordsOf(teacher, c);
  for (const own of before.List.filter((r) => r.IsOwn))
    await teacher.call(API.growthRecords.deleteChildPage, { id: own.Id, studentId: c.id });
  await openRecords(page, c);

  await page.getByTestId('record-add').click();
  const form = page.getByTestId('child-page-dialog');
  const dialog = page.locator('.ant-modal').filter({ has: form });
  await expect(form).toBeVisible();
  await expect(dialog.locator('.ant-modal-title')).toHaveText('新增');
  await expect(form.locator('.ant-form-item-label')).toHaveText(['类型', '名称', '排序值', '操作人身份']);
  await expect(dialog.locator('.ant-modal-footer button')).toHaveText(['取 消', '提 交']);
  const submit = page.getByTestId('child-page-submit');

  await submit.click();
  await expect(warning(page, M.typeRequired)).toBeVisible();
  await pick(page, 'child-page-type', '学期观察记录');
  // 学期 only for type 4 (the template's term, fixed), 日期 only for type 5.
  await expect(form.locator('.ant-form-item-label')).toHaveText([
    '类型',
    '学期',
    '名称',
    '排序值',
    '操作人身份',
  ]);
  await expect(page.getByTestId('child-page-cycle')).toContainText(c.klass.CycleName);
  await pick(page, 'child-page-type', '月观察记录');
  await expect(form.locator('.ant-form-item-label')).toHaveText([
    '类型',
    '日期',
    '名称',
    '排序值',
    '操作人身份',
  ]);
  await submit.click();
  await expect(warning(page, M.titleRequired)).toBeVisible();
  await page.getByTestId('child-page-title').fill('十一月观察');
  await submit.click();
  await expect(warning(page, M.timeRequired)).toBeVisible();
  await page.getByTestId('child-page-time').click();
  await page.keyboard.type('2026-11-15');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('child-page-time')).toHaveValue('2026-11-15');
  await submit.click();
  await expect(warning(page, M.operatorRequired)).toBeVisible();
  await shot('add-dialog-warning', { dialog: true });
  await pick(page, 'child-page-operator', '教师');
  // After the third page of the template (我的自画像).
  const after = before.List.find((r) => !r.IsOwn && r.OrderSort === 3)!;
  await page.getByTestId('child-page-sort').fill('3');
  await submit.click();
  await expect(toast(page, M.added)).toBeVisible();
  await expect(form).toBeHidden();

  const now = await recordsOf(teacher, c);
  const added = now.List.find((r) => r.IsOwn && r.Title === '十一月观察')!;
  expect(added, 'the new page').toBeTruthy();
  expect(added.Type).toBe(5);
  expect(added.Time).toMatch(/^2026-11-/);
  await expect.poll(() => rowIds(page)).toEqual(now.List.map((r) => r.Id));
  const ids = await rowIds(page);
  expect(ids.indexOf(added.Id)).toBe(ids.indexOf(after.Id) + 1);
  await expect(row(page, added.Id)).toContainText('单独添加');
  await expect(row(page, added.Id).locator('.kg-rec-list__when')).toHaveText(added.Time);
  await expect(rowButton(page, added.Id, 'write')).toBeVisible();
  await shot('list-with-own-page');

  // 编辑: the same dialog, prefilled; 修改成功.
  await rowButton(page, added.Id, 'edit').click();
  await expect(form).toBeVisible();
  await expect(dialog.locator('.ant-modal-title')).toHaveText('编辑页面');
  await expect(page.getByTestId('child-page-title')).toHaveValue('十一月观察');
  await page.getByTestId('child-page-title').fill('十一月的我');
  await submit.click();
  await expect(toast(page, M.updated)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByTestId(`record-row-${added.Id}-title`)).toHaveText(/\d+\. 十一月的我$/);

  // 删除 while it has no record.
  await rowButton(page, added.Id, 'delete').click();
  const pop = page.locator('.ant-popconfirm').filter({ hasText: '是否确认 删除？' });
  await expect(pop).toBeVisible();
  await pop.locator('.ant-btn-primary').click();
  await expect(toast(page, M.deleted)).toBeVisible();
  await expect(row(page, added.Id)).toHaveCount(0);
  expect((await recordsOf(teacher, c)).List.map((r) => r.Id)).toEqual(before.List.map((r) => r.Id));
});
