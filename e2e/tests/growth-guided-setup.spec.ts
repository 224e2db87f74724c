import { API } from '@kg/contracts';
import { expect, ownSchool, test } from '../support/fixtures';
import { answerConfirm, detailReady } from '../support/growth';
import { i14Shooter } from '../support/i14shots';
import { apiAs } from '../support/reports';
import { openAs } from '../support/session';
import { toast } from '../support/ui';

// This file changes school data (a grade template is created and published): it works in its own copy of 彩虹.
ownSchool('rainbow');

/**
 * Issue 14 item 6: an administrator whose class has no published template is guided from
 * 成长档案: 用默认内容创建模板 there, then 去发布 opens it. Item 11: once published, the
 * template's disabled 新增 says why on hover. 彩虹幼儿园's 大班 has no template (its own data).
 */
test('an administrator creates a grade’s template from the empty state, publishes it, and the disabled 新增 says why', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shot = i14Shooter(page);
  const api = await apiAs(request, 'rainbow');
  const klass = (await api.call(API.growthRecords.classes, {})).find((c) => c.ClassName === '大一班')!;
  expect(klass.TempId, '大一班 starts without a template').toBe(0);

  await openAs(page, 'rainbow', '/GrowthRecord');
  const tab = page.getByTestId(`growth-class-${klass.ClassId}`);
  await expect(tab).toContainText('未发布模板');
  await tab.click();
  const guide = page.getByTestId('growth-no-template');
  await expect(guide).toContainText('大班还没有已发布的成长档案模板');
  await expect(guide).toContainText('用大班的默认内容创建模板，检查后发布');
  await expect(guide).not.toContainText('请联系');
  await shot('guide-laptop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('guide-phone', { full: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByTestId('growth-create-template').click();
  await expect(toast(page, '添加成功')).toBeVisible();
  await expect(page.getByTestId('growth-open-template')).toHaveText('去发布');
  await expect(page.getByText('大班的模板已创建，尚未发布')).toBeVisible();
  await shot('guide-created-laptop');
  await page.getByTestId('growth-open-template').click();
  await expect(page).toHaveURL(/\/templateConfiguration\?info=/);
  await detailReady(page);
  await expect(page.getByTestId('template-add-module')).toBeEnabled();

  await page.getByTestId('template-publish').click();
  await answerConfirm(page, '是否确认 发布？');
  await expect(page.getByTestId('template-status')).toHaveText('已发布');
  await expect(page.getByTestId('template-add-module')).toBeDisabled();
  // Item 11: the reason on hover (the wrapper takes the pointer from the disabled button).
  await page.getByTestId('template-add-module-reason').hover();
  await expect(page.locator('.ant-tooltip').filter({ hasText: '模板已发布，不能新增模块' })).toBeVisible();
  await shot('tooltip-laptop');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('template-add-module-reason').hover();
  await expect(page.locator('.ant-tooltip').filter({ hasText: '模板已发布，不能新增模块' })).toBeVisible();
  await shot('tooltip-phone');

  // Back in 成长档案 the class records against it now.
  const after = (await api.call(API.growthRecords.classes, {})).find((c) => c.ClassId === klass.ClassId)!;
  expect(after.TempId).toBeGreaterThan(0);
});
