import { API } from '@kg/contracts';
import { TINY_PNG } from '../support/files';
import { expect, ownSchool, type Request, test } from '../support/fixtures';
import { action, card, lastWarning, shooter } from '../support/growth';
import {
  api,
  byType,
  moduleWhere,
  openDetail,
  tpl,
  useConfigurationTemplate,
} from '../support/template-configuration';
import { holdRequests, toast } from '../support/ui';

// This file changes school data (backgrounds are uploaded): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 模板配置 (/templateConfiguration, screens 7 and 8, F01-F35) against the real server, on a 大班
 * second-term template of 2026-2027 this file creates from the default and deletes at the end.
 * Here: 设置背景 with an upload (F29-F31) and 预览 of each type (F32).
 */

const byTitle = (title: string) => moduleWhere(api, tpl, (m) => m.Title === title, title);

test.describe('模板配置 (F01-F35): backgrounds and previews', () => {
  test.describe.configure({ mode: 'serial' });
  useConfigurationTemplate();

  test('F29-F31: 设置背景: 请选择图片, a picture over 2 MB refused in the browser, an upload with 图片上传中, saved', async ({
    page,
  }) => {
    const shot = shooter(page);
    const plate = await byType(6);
    await openDetail(page);
    await action(page, plate.Id, 'cover').click();
    const dialog = page.getByTestId('cover-dialog');
    await expect(dialog.getByTestId('cover-option').first()).toBeVisible();
    await expect(dialog.locator(`[data-img="${plate.BackCoverImg}"]`)).toContainText('当前');
    await page.getByTestId('cover-submit').click();
    await expect(lastWarning(page)).toHaveText('请选择图片');

    const sent: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes(API.uploads.background.path)) sent.push(r);
    });
    const input = dialog.locator('input[type=file]');
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 0);
    TINY_PNG.copy(big);
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(lastWarning(page)).toHaveText('上传图片大小不能超过 2MB!');
    expect(sent).toHaveLength(0);

    // A real small PNG: the mask shows while it goes up, then it is the chosen picture.
    const upload = await holdRequests(page, `**${API.uploads.background.path}`);
    await input.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByText('图片上传中')).toBeVisible();
    await shot('dialog-cover-uploading', { dialog: true });
    upload.release();
    await expect(page.getByText('图片上传中')).toBeHidden({ timeout: 15_000 });
    await page.unroute(`**${API.uploads.background.path}`);
    expect(sent).toHaveLength(1);
    const chosen = dialog.locator('[data-testid="cover-option"][aria-pressed="true"]');
    await expect(chosen).toHaveCount(1);
    const path = (await chosen.getAttribute('data-img')) ?? '';
    expect(path).toMatch(/^\/files\//);
    await shot('dialog-cover', { dialog: true });

    const save = page.waitForRequest((r) => r.url().includes(API.growthTemplates.saveModule.path));
    await page.getByTestId('cover-submit').click();
    expect((await save).postDataJSON()).toEqual({
      id: plate.Id,
      plateId: 0,
      backCoverImg: path,
      content: '',
    });
    await expect(toast(page, '保存成功')).toBeVisible();
    await expect(card(page, plate.Id).locator('.kg-gt-thumb img')).toHaveAttribute('src', path);

    // A library picture back, as it was.
    await action(page, plate.Id, 'cover').click();
    await dialog.locator(`[data-img="${plate.BackCoverImg}"]`).click();
    await page.getByTestId('cover-submit').click();
    await expect(toast(page, '保存成功')).toBeVisible();
  });

  test('F32: 预览 per type: cover, plate, catalogue with pages, term observation (table and text), monthly (经常/偶尔/从未)', async ({
    page,
  }) => {
    const shot = shooter(page);
    await openDetail(page);
    const dialog = page.getByTestId('preview-dialog');
    const close = async () => {
      await page.locator('.ant-modal-close').last().click();
      await expect(dialog).toBeHidden();
    };
    const images = (id: number) =>
      page.waitForRequest(
        (r) => r.url().includes(API.growthTemplates.moduleImages.path) && r.url().includes(`id=${id}`),
      );

    const cover = await byType(1);
    let req = images(cover.Id);
    await action(page, cover.Id, 'preview').click();
    await req;
    await expect(dialog.getByTestId('preview-page-cover')).toContainText(cover.Title);
    await expect(dialog.getByTestId('preview-page-cover')).toContainText('幼儿姓名');
    await shot('preview-cover', { dialog: true });
    await close();

    const plate = await byTitle('我的家');
    req = images(plate.Id);
    await action(page, plate.Id, 'preview').click();
    await req;
    await expect(dialog.getByTestId('preview-plate')).toHaveAttribute('data-plate', String(plate.PlateId));
    expect(await dialog.getByTestId('preview-plate-image').count()).toBeGreaterThan(0);
    await expect(dialog.getByTestId('preview-plate-thumb')).toBeVisible();
    await shot('preview-plate', { dialog: true });
    await close();

    const catalogue = await byType(3);
    const entries = page.waitForResponse(
      (r) => r.url().includes(API.growthTemplates.catalogue.path) && r.url().includes(`Id=${catalogue.Id}`),
    );
    await action(page, catalogue.Id, 'preview').click();
    const list = ((await (await entries).json()) as { response: Array<{ Title: string; Page: number }> })
      .response;
    expect(list.length).toBeGreaterThan(3);
    const items = dialog.getByTestId('preview-catalogue').locator('li');
    await expect(items).toHaveCount(list.length);
    await expect(items.first()).toContainText(list[0]!.Title);
    await expect(items.first()).toContainText(String(list[0]!.Page));
    await shot('preview-catalogue', { dialog: true });
    await close();

    const term = await byType(4);
    const termSheet = page.waitForRequest(
      (r) => r.url().includes(API.growthTemplates.cycleWriteCycle.path) && r.url().includes(`Id=${term.Id}`),
    );
    await action(page, term.Id, 'preview').click();
    await termSheet;
    await expect(dialog.getByTestId('preview-term-table').locator('tbody tr').first()).toBeVisible();
    await expect(dialog.getByTestId('preview-term-table').locator('thead')).toContainText('维度要素观察点');
    await expect(dialog.getByTestId('preview-cycle-writes')).toContainText('故事描述');
    await expect(dialog.getByTestId('preview-cycle-writes')).toContainText('分析');
    await expect(dialog.getByTestId('preview-cycle-writes')).toContainText('支持');
    await shot('preview-term', { dialog: true });
    await close();

    const month = await byType(5);
    const monthSheet = page.waitForRequest(
      (r) =>
        r.url().includes(`${API.growthTemplates.cycleWrite.path}?`) && r.url().includes(`Id=${month.Id}`),
    );
    await action(page, month.Id, 'preview').click();
    await monthSheet;
    const table = dialog.getByTestId('preview-month-table');
    await expect(table.locator('thead')).toContainText('经常发生偶尔发生从未发生');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(dialog.getByTestId('preview-month')).toHaveText('3月');
    await shot('preview-month', { dialog: true });
    await close();
  });
});
