import { API } from '@kg/contracts';
import { expect, ownSchool, test } from '../support/fixtures';
import {
  action,
  answerConfirm,
  card,
  detailPath,
  detailReady,
  freezeClock,
  infoOf,
  modulesOf,
  secondsLeft,
  shooter,
  templates,
} from '../support/growth';
import { openAs } from '../support/session';
import { api, byType, openDetail, tpl, useConfigurationTemplate } from '../support/template-configuration';
import { toast } from '../support/ui';

// This file changes school data (templates are reset, cleared and published): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 模板配置 (/templateConfiguration, screens 7 and 8, F01-F35) against the real server, on a 大班
 * second-term template of 2026-2027 this file creates from the default and deletes at the end.
 * Here: 恢复默认 (F16), clear mode (F14, F15), 发布 (F13) and the links that do not open a
 * template.
 */

test.describe('模板配置 (F01-F35): reset, clear mode, publish', () => {
  test.describe.configure({ mode: 'serial' });
  useConfigurationTemplate();

  test('F16: 恢复默认: 确定 waits 10 s, then ResetTempInfo, 操作成功, the screen reloads as 已重置', async ({
    page,
  }) => {
    const shot = shooter(page);
    await page.clock.install();
    await openDetail(page);
    const added = await api.call(API.growthTemplates.addModule, {
      tempId: tpl.id,
      type: 6,
      operator: 1,
      title: '临时页',
      orderSort: 30,
      time: '',
      cycleId: 0,
    });
    await page.reload();
    await detailReady(page);
    await expect(card(page, added.Id)).toBeVisible();

    await page.getByTestId('template-reset').click();
    const confirm = page.getByTestId('reset-dialog-confirm');
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveText('确定（10s）');
    await freezeClock(page);
    await shot('dialog-reset-countdown', { dialog: true });
    const left = await secondsLeft(confirm);
    expect(left).toBeGreaterThan(5);
    await page.clock.runFor((left - 1) * 1000);
    await expect(confirm).toHaveText('确定（1s）');
    await expect(confirm).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(confirm).toBeEnabled();
    await expect(confirm).toHaveText('确定');
    await page.clock.resume();
    const reset = page.waitForRequest((r) => r.url().includes(API.growthTemplates.reset.path));
    await confirm.click();
    expect((await reset).postDataJSON()).toEqual({ id: tpl.id });
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(page.getByTestId('reset-dialog')).toBeHidden();
    await expect(page.getByTestId('template-status')).toHaveText('已重置');
    await expect(card(page, added.Id)).toHaveCount(0);
  });

  test('F14 F15: clear mode: only 清除数据 per module; 确定 after 15 s, 清除成功', async ({ page }) => {
    const shot = shooter(page);
    await page.clock.install();
    await openDetail(page, 1);
    await expect(page.getByTestId('clear-mode-banner')).toBeVisible();
    await expect(page.getByTestId('template-add-module')).toHaveCount(0);
    await expect(page.locator('[data-testid$="-handle"]')).toHaveCount(0);
    const cards = page.locator('[data-testid^="module-"][data-type]');
    const n = await cards.count();
    expect(n).toBeGreaterThan(10);
    await expect(page.locator('.kg-gt-module__actions button')).toHaveCount(n);
    await expect(page.locator('.kg-gt-module__actions button[data-testid$="-clear"]')).toHaveCount(n);
    await shot('detail-clear');

    const month = await byType(5);
    // The page clock stands still from before the dialog opens, so its 15 s cannot run down while
    // a loaded machine is slow to look (the reverse-order run read 确定（5s）).
    await freezeClock(page);
    await action(page, month.Id, 'clear').click();
    const confirm = page.getByTestId('clear-dialog-confirm');
    await expect(page.getByTestId('clear-dialog')).toContainText(month.Title);
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveText('确定（15s）');
    await shot('dialog-clear-countdown', { dialog: true });
    const left = await secondsLeft(confirm);
    expect(left).toBeGreaterThan(10);
    await page.clock.runFor((left - 1) * 1000);
    await expect(confirm).toHaveText('确定（1s）');
    await expect(confirm).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(confirm).toBeEnabled();
    await page.clock.resume();
    const clear = page.waitForRequest((r) => r.url().includes(API.growthTemplates.clearModule.path));
    await confirm.click();
    expect((await clear).postDataJSON()).toEqual({ Id: month.Id });
    await expect(toast(page, '清除成功')).toBeVisible();
    await expect(page.getByTestId('clear-dialog')).toBeHidden();
  });

  test('F13: after 发布 新增 is disabled; 取消发布 enables it again', async ({ page }) => {
    await openDetail(page);
    await expect(page.getByTestId('template-add-module')).toBeEnabled();
    await page.getByTestId('template-publish').click();
    await answerConfirm(page, '是否确认 发布？');
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(page.getByTestId('template-status')).toHaveText('已发布');
    await expect(page.getByTestId('template-add-module')).toBeDisabled();
    await page.getByTestId('template-publish').click();
    await answerConfirm(page, '是否确认 取消发布？');
    await expect(page.getByTestId('template-add-module')).toBeEnabled();
  });

  test('clear mode on the demo 小班 template shows what each module holds (read only)', async ({ page }) => {
    const shot = shooter(page);
    const demo = (await templates(api)).find((t) => t.GradeName === '小班' && t.RecordCount > 0);
    expect(demo, 'the demo 小班 template with records').toBeTruthy();
    const observed = (await modulesOf(api, demo!.id)).List.find((m) => m.RecordCount > 0)!;
    await openAs(page, 'admin', detailPath(infoOf(demo!, 1)));
    await detailReady(page);
    await expect(page.getByTestId('template-record-count')).toHaveText(String(demo!.RecordCount));
    await expect(card(page, observed.Id)).toContainText(`已有 ${observed.RecordCount} 条成长记录`);
    await card(page, observed.Id).scrollIntoViewIfNeeded();
    await shot('detail-clear-records', { dialog: true });
    await action(page, observed.Id, 'clear').click();
    await expect(page.getByTestId('clear-dialog')).toContainText(`（${observed.RecordCount} 条）`);
    await expect(page.getByTestId('clear-dialog-confirm')).toBeDisabled();
    await shot('dialog-clear-records', { dialog: true });
    await page.getByTestId('clear-dialog-cancel').click();
    await expect(page.getByTestId('clear-dialog')).toBeHidden();
  });

  test('a broken link shows its own page with the way back', async ({ page }) => {
    await openAs(page, 'admin', '/templateConfiguration?info=%7Bbroken');
    await expect(page.getByTestId('page-template-configuration')).toContainText('链接无效');
    await page.getByRole('button', { name: '返回模板列表' }).click();
    await expect(page).toHaveURL(/\/GrowthTemplate$/);
  });
});
