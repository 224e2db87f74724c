import { expect, ownSchool, test } from '../support/fixtures';
import {
  addModule,
  configOf,
  configurationUrl,
  moduleOfType,
  modulesOf,
  openConfiguration,
  saveConfig,
  shoot,
  type TModule,
  useOwnSmallTemplate,
} from '../support/growth-config';
import { apiAs } from '../support/reports';
import { openAs } from '../support/session';
import { toast } from '../support/ui';

// This file changes school data (template modules are configured): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 模块配置 (screen 9, F36-F46) against the real server, on a template of its own (小班, second
 * term of 2026-2027) made through the API at the start and deleted at the end.
 * Here: the medical items of type 8 (F45) and every other type's background and preview.
 */

test.describe('模块配置 (F36-F46): medical items and the other types', () => {
  test.describe.configure({ mode: 'serial' });
  const own = useOwnSmallTemplate();

  test('F45 type 8: items switched off, a unit changed, an item made 单选 (正常/异常), saved', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const physical = await moduleOfType(api, own.tempId, 8);
    await openAs(page, 'admin');
    await openConfiguration(page, physical, own.tempId);
    await expect(page.getByTestId('medical-0-title')).toHaveValue('身高');
    await expect(page.getByTestId('medical-2.0-title')).toHaveValue('左眼');
    await expect(page.getByTestId('medical-3.1-title')).toHaveValue('右耳');
    await expect(page.getByTestId('medical-3.1-answers')).toHaveText(/正常\s*异常/);
    await expect(page.getByTestId('medical-4-open')).toBeVisible();
    await page.getByTestId('medical-4-open').click(); // 龋齿 off
    await page.getByTestId('medical-0-unit').fill('cm');
    await page.getByTestId('medical-5-topic').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: '单选',
      })
      .click();
    await expect(page.getByTestId('medical-5-answers')).toHaveText(/正常\s*异常/);
    await shoot(page, 'config-type-8');
    await saveConfig(page);
    await expect(toast(page, '保存成功')).toBeVisible();
    type TItem = {
      title: string;
      isOpen: boolean;
      unit: string;
      topicType: string;
      answerList: Array<{ value: number }>;
    };
    const items = JSON.parse((await configOf(api, physical.Id)).Content) as TItem[];
    expect(items.find((i) => i.title === '龋齿')?.isOpen).toBe(false);
    expect(items.find((i) => i.title === '身高')?.unit).toBe('cm');
    const hemoglobin = items.find((i) => i.title === '血红蛋白');
    expect(hemoglobin?.topicType).toBe('radio');
    expect(hemoglobin?.answerList.map((a) => a.value)).toEqual([1, 0]);
  });

  test('every other type shows its background choice and preview; back goes to the template', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    await addModule(api, own.tempId, 9, 'E2E视频记录');
    await addModule(api, own.tempId, 11, 'E2E观察记录表');
    const modules = await modulesOf(api, own.tempId);
    await openAs(page, 'admin');
    for (const type of [1, 2, 3, 9, 11, 13]) {
      const module = modules.find((m) => m.TypeNum === type) as TModule;
      await openConfiguration(page, module, own.tempId);
      await expect(page.locator('[data-testid="config-background"][aria-pressed="true"]')).toHaveCount(1);
      await expect(page.getByTestId('config-preview')).toBeVisible();
      await shoot(page, `config-type-${type}`);
    }
    // Opened directly (nothing behind it): back is the module's template.
    await page.getByTestId('config-back').click();
    await expect(page).toHaveURL(/\/templateConfiguration\?info=/);
    const info = JSON.parse(new URL(page.url()).searchParams.get('info') ?? '{}') as { id: number };
    expect(info.id).toBe(own.tempId);

    // A tablet: the preview moves above the form.
    await page.setViewportSize({ width: 1024, height: 768 });
    const term = modules.find((m) => m.TypeNum === 4) as TModule;
    await page.goto(configurationUrl(term, own.tempId));
    await expect(page.getByTestId('logsheet-table')).toBeVisible();
    await shoot(page, 'config-type-4-tablet');
  });
});
