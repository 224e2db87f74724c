import { API } from '@kg/contracts';
import { TINY_PNG } from '../support/files';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import {
  addModule,
  configOf,
  moduleOfType,
  openConfiguration,
  saveConfig,
  shoot,
  useOwnSmallTemplate,
} from '../support/growth-config';
import { apiAs } from '../support/reports';
import { openAs } from '../support/session';
import { toast } from '../support/ui';

// This file changes school data (template modules are configured): it works in its own copy of 阳光.
ownSchool('sunshine');

const saveModuleCall = (url: URL) => url.pathname === API.growthTemplates.saveModule.path;
const moduleConfigCall = (url: URL) => url.pathname === API.growthTemplates.moduleConfig.path;

/**
 * 模块配置 (screen 9, F36-F46) against the real server, on a template of its own (小班, second
 * term of 2026-2027) made through the API at the start and deleted at the end.
 * Here: plates (type 6), exercise sections (type 7) and an uploaded background. The log
 * sheets and growth questions follow in module-configuration2-observations, the medical items
 * and the other types in module-configuration3-other-types (the names sort right after this one).
 */

const bgInput = (page: Page) => page.getByTestId('config-backgrounds').locator('input[type=file]');

test.describe('模块配置 (F36-F46)', () => {
  test.describe.configure({ mode: 'serial' });
  const own = useOwnSmallTemplate();

  test('F36 F38 F39 F46 type 6: 请选择版式, a plate chosen and saved is locked; a refusal keeps the form', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const plate = await addModule(api, own.tempId, 6, 'E2E图文页');
    expect(plate.PlateId).toBe(0);
    await openAs(page, 'admin');
    await openConfiguration(page, plate, own.tempId);
    await expect(page.getByTestId('config-type')).toHaveText('图文版面');
    // F46: the plates with their picture counts.
    await expect(page.getByTestId('config-plate-4')).toContainText('10 张图片');
    await expect(page.getByTestId('config-plate-5')).toContainText('10 张图片');
    await expect(page.getByTestId('config-plate-locked')).toHaveCount(0);

    // F38: the module has its default background; a plate is still needed.
    await saveConfig(page);
    await expect(toast(page, '请选择版式')).toBeVisible();

    await page.getByTestId('config-plate-5').click();
    await expect(page.getByTestId('config-plate-5')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('preview-plate')).toHaveAttribute('data-plate', '5');
    await expect(page.getByTestId('preview-plate').getByTestId('plate-box-image')).toHaveCount(10);
    await expect(page.getByTestId('config-state')).toHaveText('有未保存的修改');
    await saveConfig(page);
    await expect(toast(page, '保存成功')).toBeVisible();
    await expect(page.getByTestId('config-state')).toHaveText('已保存');
    expect((await configOf(api, plate.Id)).PlateId).toBe(5);

    // F39: set once, locked (at once, and when the screen opens again).
    await expect(page.getByTestId('config-plate-locked')).toContainText('版式已设定，不能更改');
    await page.reload();
    await expect(page.getByTestId('config-plate-locked')).toBeVisible();
    await expect(page.getByTestId('config-plate-5')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('config-plate-1')).toBeDisabled();
    await shoot(page, 'config-type-6');

    // A refusal of the server shows its msg, and what was chosen stays on screen.
    const other = page.getByTestId('config-background').nth(2);
    const otherImg = await other.getAttribute('data-img');
    await other.click();
    await page.route(saveModuleCall, async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, plateId: 6 }) });
    });
    await saveConfig(page);
    await expect(toast(page, '版式已设定，不能更改')).toBeVisible();
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('config-state')).toHaveText('有未保存的修改');
    await page.unroute(saveModuleCall);
    await saveConfig(page);
    await expect(toast(page, '保存成功')).toBeVisible();
    const saved = await configOf(api, plate.Id);
    expect(saved).toMatchObject({ PlateId: 5, BackCoverImg: otherImg });
  });

  test('F38 F44 type 7: each message in order, then four complete sections saved (one with an uploaded picture)', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const exercise = await moduleOfType(api, own.tempId, 7);
    const before = await configOf(api, exercise.Id);
    expect(JSON.parse(before.Content)).toHaveLength(3);
    await openAs(page, 'admin');
    // A module saved before backgrounds were required: the screen opens without one.
    await page.route(moduleConfigCall, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { response: { BackCoverImg: string } };
      body.response.BackCoverImg = '';
      await route.fulfill({ response, json: body });
    });
    await openConfiguration(page, exercise, own.tempId);
    await page.unroute(moduleConfigCall);
    await expect(page.getByTestId('exercise-1')).toBeVisible();
    await expect(page.getByTestId('exercise-3')).toBeVisible();
    await expect(page.getByTestId('exercise-4')).toHaveCount(0);

    // Section 2 emptied: every message in turn, the background first.
    await page.getByTestId('exercise-2-title').fill('');
    await page.getByTestId('exercise-2-standard').fill('');
    await page.getByTestId('exercise-2-unit').fill('');
    while ((await page.getByTestId('exercise-2-image').count()) > 0)
      await page.getByTestId('exercise-2-image-remove').first().click();
    await saveConfig(page);
    await expect(toast(page, '请选择背景图')).toBeVisible();
    await page.getByTestId('config-background').first().click();
    await saveConfig(page);
    await expect(toast(page, '请填写第2项的标题')).toBeVisible();
    await page.getByTestId('exercise-2-title').fill('拍球');
    await saveConfig(page);
    await expect(toast(page, '请填写第2项的标准值')).toBeVisible();
    await page.getByTestId('exercise-2-standard').fill('20-40');
    await saveConfig(page);
    await expect(toast(page, '请填写第2项的单位')).toBeVisible();
    await page.getByTestId('exercise-2-unit').fill('个');
    await saveConfig(page);
    await expect(toast(page, '请上传第2项的图片')).toBeVisible();
    await page.getByTestId('exercise-2').locator('input[type=file]').setInputFiles({
      name: 'ball.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(page.getByTestId('exercise-2-image')).toHaveCount(1);

    // A fourth section (up to six): blank, so it is asked for next.
    await page.getByTestId('exercise-add').click();
    await expect(page.getByTestId('exercise-4')).toBeVisible();
    await saveConfig(page);
    await expect(toast(page, '请填写第4项的标题')).toBeVisible();
    await page.getByTestId('exercise-4-title').fill('E2E跳绳');
    await page.getByTestId('exercise-4-standard').fill('10-30');
    await page.getByTestId('exercise-4-unit').fill('个');
    await page.getByTestId('exercise-4').locator('input[type=file]').setInputFiles({
      name: 'rope.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(page.getByTestId('exercise-4-image')).toHaveCount(1);
    await shoot(page, 'config-type-7');
    await saveConfig(page);
    await expect(toast(page, '保存成功')).toBeVisible();

    const sections = JSON.parse((await configOf(api, exercise.Id)).Content) as Array<{
      title: string;
      standardValues: string;
      unit: string;
      imageArr: Array<{ url: string }>;
    }>;
    expect(sections).toHaveLength(4);
    expect(sections[1]).toMatchObject({ title: '拍球', standardValues: '20-40', unit: '个' });
    expect(sections[1]!.imageArr[0]!.url).toMatch(/^\/files\//);
    expect(sections[3]).toMatchObject({ title: 'E2E跳绳', standardValues: '10-30', unit: '个' });

    // Back to three: the fourth removed and saved.
    await page.getByTestId('exercise-4-remove').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('exercise-4')).toHaveCount(0);
    await saveConfig(page);
    // The first save's 保存成功 may still be on screen: wait for the stored sections themselves.
    await expect.poll(async () => JSON.parse((await configOf(api, exercise.Id)).Content)).toHaveLength(3);
  });

  test('F36 background: a picture too large or not JPG/PNG is refused; a small PNG uploads under 图片上传中 and is saved', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const epilogue = await moduleOfType(api, own.tempId, 10);
    await openAs(page, 'admin');
    await openConfiguration(page, epilogue, own.tempId);
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 0);
    TINY_PNG.copy(big);
    await bgInput(page).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(toast(page, '上传图片大小不能超过 2MB!')).toBeVisible();
    await bgInput(page).setInputFiles({
      name: 'anim.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(toast(page, '上传图片只能是 JPG/PNG 格式!')).toBeVisible();

    // A small PNG: the mask shows while it travels.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${API.uploads.background.path}`, async (route) => {
      await held;
      await route.continue();
    });
    await bgInput(page).setInputFiles({ name: 'school.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByTestId('config-step-background').getByText('图片上传中')).toBeVisible();
    release();
    await expect(toast(page, '背景图已上传并选中')).toBeVisible();
    const chosen = page.locator('[data-testid="config-background"][aria-pressed="true"]');
    await expect(chosen).toHaveAttribute('data-img', /^\/files\//);
    const img = (await chosen.getAttribute('data-img')) as string;
    await expect(page.getByTestId('preview-background')).toHaveAttribute('src', img);
    await page.unroute(`**${API.uploads.background.path}`);
    await saveConfig(page);
    await expect(toast(page, '保存成功')).toBeVisible();
    expect((await configOf(api, epilogue.Id)).BackCoverImg).toBe(img);
    // The school's upload is one of its backgrounds from now on.
    const list = await api.call(API.growthTemplates.backgrounds, undefined);
    expect(list.map((b) => b.Img)).toContain(img);
    await shoot(page, 'config-type-10');
  });
});
