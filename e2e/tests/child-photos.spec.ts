import path from 'node:path';
import { API, ChildPhotoSource } from '@kg/contracts';
import type { APIRequestContext } from '@playwright/test';
import { albumTotal, derivedTiles, libraryTiles, tiles, uploadToAlbum } from '../support/album';
import { expect, type Locator, ownSchool, type Page, test } from '../support/fixtures';
import { apiAs } from '../support/reports';
import { openAs } from '../support/session';
import { SHOTS_ON, shot } from '../support/shots';
import { chooseOption, menuGroup, menuLink, toast } from '../support/ui';

// This file uploads, tags and deletes photos: it works in its own copy of 阳光 (whose first
// theme of every class holds drawn photos: the album's derived ones).
ownSchool('sunshine');

const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/child-photos');
/** A screenshot once the pictures on screen have loaded (a new upload's thumbnail is made on first read). */
async function shotAs(page: Page, name: string) {
  if (!SHOTS_ON) return;
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('.kg-cp-grid img, .kg-cp-strip img, .kg-cp-queue img')].every(
          (img) => (img as HTMLImageElement).complete,
        ),
      ),
    )
    .toBe(true);
  await shot(page, path.join(SHOTS, `child-photos-${name}.png`));
}

/** 上传照片 as in the album, with this file's screenshots of the dialog and the upload. */
const upload = (
  page: Page,
  names: string[],
  tags: { dimension?: number; children?: string[]; shots?: string } = {},
) =>
  uploadToAlbum(page, names, {
    ...tags,
    onStage: async (stage) => {
      if (!tags.shots) return;
      if (stage === 'dialog') await shotAs(page, `${tags.shots}-upload-dialog`);
      else await shot(page, path.join(SHOTS, `child-photos-${tags.shots}-uploading.png`));
    },
  });

/** Selects tiles by their select circle. */
async function select(list: Locator[]) {
  for (const tile of list) {
    await tile.getByTestId('photo-select').click();
    await expect(tile).toHaveClass(/is-selected/);
  }
}

/** 标记照片 on the selection: a dimension and children (faces) chosen in the drawer, then 保存. */
async function tagSelection(page: Page, dimension: number, children: string[], keep: string[] = []) {
  await page.getByTestId('photo-tag').click();
  const drawer = page.getByTestId('photo-tag-drawer');
  await expect(drawer).toBeVisible();
  for (const name of keep) await expect(drawer.locator('.kg-cp-face.is-on', { hasText: name })).toBeVisible();
  await drawer.getByTestId(`tag-dimension-${dimension}`).click();
  for (const name of children) await drawer.locator('.kg-cp-face', { hasText: name }).click();
  const saved = expect(toast(page, '标记成功')).toBeVisible();
  await page.getByTestId('tag-save').click();
  await saved;
  await expect(drawer).toBeHidden();
}

/**
 * What the demo seed put in a class's album (seed/process-demo.ts): its library photos, per
 * dimension, and the children they show.
 */
async function demoAlbum(request: APIRequestContext, className: string) {
  const api = await apiAs(request, 'teacher');
  const first = await api.call(API.childPhotos.list, { PageSize: 1 });
  const klass = first.Classes.find((c) => c.ClassName === className)!;
  const album = await api.call(API.childPhotos.list, { ClassId: klass.ClassId, PageSize: 200 });
  const library = album.data.filter((p) => p.Source === ChildPhotoSource.library);
  return {
    library: library.length,
    byDimension: (dimension: number) => library.filter((p) => p.Dimension === dimension).length,
    tagged: new Set(library.flatMap((p) => p.Students.map((s) => s.Name))),
  };
}

test.describe('幼儿相册 (issue 18, slice 2): upload, tag, filter and delete a class’s photos', () => {
  test('a teacher uploads several photos, tags, retags, filters and deletes; a derived photo stays', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAs(page, 'teacher');
    await menuGroup(page, '评价管理').click();
    await menuLink(page, '/ChildPhotos').click();
    const view = page.getByTestId('page-child-photos');
    await expect(view).toBeVisible();
    // 王丽 teaches 小一班 and 小二班 only.
    await expect(view.getByRole('tab')).toHaveText([/小一班/, /小二班/]);
    await view.getByRole('tab', { name: /小二班/ }).click();
    await expect(view.locator('.kg-cp-album__title')).toContainText('小二班');
    // The class's theme photos are there already, read-only, with their source.
    await expect(derivedTiles(page).first()).toBeVisible();
    await expect(derivedTiles(page).first().getByTestId('photo-source')).toHaveText(/来自主题评价/);
    // The demo's own library photos are there too: counted per dimension, and four children
    // none of them shows are the ones this journey tags.
    const demo = await demoAlbum(request, '小二班');
    await expect(libraryTiles(page)).toHaveCount(demo.library);
    await shotAs(page, 'derived-laptop');

    // Three photos for 语言与交流 and two children, chosen before the upload.
    await page.getByTestId('photo-upload').click();
    const faces = page.getByTestId('upload-child').locator('.kg-cp-face__name');
    await expect(faces.first()).toBeVisible();
    const names = (await faces.allInnerTexts()).filter((name) => !demo.tagged.has(name)).slice(0, 4);
    await page.getByTestId('upload-close').click();
    await expect(page.getByTestId('photo-upload-dialog')).toBeHidden();
    const [first, second, third, fourth] = names as [string, string, string, string];
    const before = await albumTotal(page);
    await upload(page, ['IMG_1.JPG', 'IMG_2.JPG', 'IMG_3.JPG'], {
      dimension: 4,
      children: [first, second],
      shots: 'laptop',
    });
    await expect(libraryTiles(page)).toHaveCount(demo.library + 3);
    for (const tile of (await libraryTiles(page).all()).slice(0, 3)) {
      await expect(tile.getByTestId('photo-dimension')).toHaveText('语言与交流');
      await expect(tile.getByTestId('photo-children')).toContainText(first);
      await expect(tile.getByTestId('photo-children')).toContainText(second);
    }
    // Two more, untagged: they wait in 未分类.
    await upload(page, ['IMG_4.JPG', 'IMG_5.JPG']);
    await expect(libraryTiles(page)).toHaveCount(demo.library + 5);
    await expect(page.getByTestId('photo-total')).toHaveText(`${before + 5} 张照片`);
    await shotAs(page, 'uploaded-laptop');

    // Filter: 未分类 holds the two new ones (newest first) and no tagged photo.
    await chooseOption(page, 'photo-filter-dimension', '未分类');
    await expect(libraryTiles(page)).toHaveCount(demo.byDimension(0) + 2);
    await expect(libraryTiles(page).getByTestId('photo-dimension')).toHaveText(
      Array(demo.byDimension(0) + 2).fill('未分类'),
    );
    // Tag the two: 健康与体能, the third child.
    await select(await libraryTiles(page).all());
    await expect(page.getByTestId('photo-selected')).toHaveText('已选 2 张');
    await tagSelection(page, 1, [third]);
    await expect(libraryTiles(page)).toHaveCount(demo.byDimension(0));
    await chooseOption(page, 'photo-filter-dimension', '健康与体能');
    await expect(libraryTiles(page)).toHaveCount(demo.byDimension(1) + 2);
    await expect(libraryTiles(page).first().getByTestId('photo-children')).toHaveText(third);

    // Filter by child: the first child's three photos.
    await chooseOption(page, 'photo-filter-dimension', '全部维度');
    await chooseOption(page, 'photo-filter-child', first);
    await expect(libraryTiles(page)).toHaveCount(3);

    // Retag one: the drawer starts from its tags; it becomes 美感与表现 with a fourth child too.
    await select([libraryTiles(page).first()]);
    await shotAs(page, 'selected-laptop');
    await page.getByTestId('photo-tag').click();
    await expect(page.getByTestId('tag-dimension-4')).toHaveAttribute('aria-pressed', 'true');
    await shotAs(page, 'tag-drawer-laptop');
    await page.locator('.kg-cp-drawer').getByRole('button', { name: '取消' }).click();
    await tagSelection(page, 6, [fourth], [first, second]);
    // (the child filter is still on the first child, whom no demo photo shows)
    await chooseOption(page, 'photo-filter-dimension', '美感与表现');
    await expect(libraryTiles(page)).toHaveCount(1);
    await expect(libraryTiles(page).getByTestId('photo-children')).toContainText(fourth);

    // Delete it after the confirm.
    await chooseOption(page, 'photo-filter-child', '全部幼儿');
    await chooseOption(page, 'photo-filter-dimension', '全部维度');
    await expect(libraryTiles(page)).toHaveCount(demo.library + 5);
    const doomed = libraryTiles(page).first();
    const file = await doomed.getAttribute('data-file');
    await select([doomed]);
    await page.getByTestId('photo-delete').click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('确定删除所选的 1 张照片吗？');
    const deleted = expect(toast(page, '删除成功')).toBeVisible();
    await page.getByTestId('photo-delete-ok').click();
    await deleted;
    await expect(libraryTiles(page)).toHaveCount(demo.library + 4);
    await expect(page.locator(`[data-file="${file}"]`)).toHaveCount(0);
    await expect(page.getByTestId('photo-total')).toHaveText(`${before + 4} 张照片`);

    // A theme photo: tagging it is allowed (it gets a library row); deleting it is not.
    await chooseOption(page, 'photo-filter-source', '来自主题评价');
    const derived = derivedTiles(page).first();
    const derivedFile = await derived.getAttribute('data-file');
    await select([derived]);
    // The drawer starts from the children whose evaluations hold it; only the dimension changes.
    await tagSelection(page, 5, []);
    const tagged = page.locator(`[data-file="${derivedFile}"]`);
    await expect(tagged.getByTestId('photo-dimension')).toHaveText('探究与认知');
    await expect(tagged.getByTestId('photo-source')).toHaveText(/来自主题评价/);
    await select([tagged]);
    const refused = expect(
      toast(page, '该照片用于成长档案或主题评价，不能在相册中删除', 'warning'),
    ).toBeVisible();
    await page.getByTestId('photo-delete').click();
    await refused;
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
    await expect(tagged).toBeVisible();
    await shotAs(page, 'derived-refused-laptop');
  });

  test('on a phone: two columns inside the screen, upload from the phone, the drawer from below', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'teacher', '/ChildPhotos');
    const view = page.getByTestId('page-child-photos');
    await expect(view).toBeVisible();
    await view.getByRole('tab', { name: /小一班/ }).click();
    await expect(view.locator('.kg-cp-album__title')).toContainText('小一班');
    await expect(tiles(page).first()).toBeVisible();
    await shotAs(page, 'phone');
    const count = await libraryTiles(page).count();
    await upload(page, ['PHONE_1.JPG', 'PHONE_2.JPG'], { shots: 'phone' });
    await expect(libraryTiles(page)).toHaveCount(count + 2);
    // Two columns: the first two tiles side by side, the third below; nothing past 390 px.
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await tiles(page).nth(i).boundingBox())!));
    expect(Math.abs(boxes[0]!.y - boxes[1]!.y)).toBeLessThan(2);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shotAs(page, 'phone-uploaded');

    await select([libraryTiles(page).first()]);
    await page.getByTestId('photo-tag').click();
    const drawer = page.locator('.kg-cp-drawer .ant-drawer-content-wrapper');
    await expect(page.getByTestId('photo-tag-drawer')).toBeVisible();
    const box = (await drawer.boundingBox())!;
    // From the bottom, the screen's width.
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(Math.round(box.width)).toBe(390);
    await shotAs(page, 'phone-tag-drawer');
    await page.getByTestId('tag-dimension-2').click();
    const saved = expect(toast(page, '标记成功')).toBeVisible();
    await page.getByTestId('tag-save').click();
    await saved;
    await expect(libraryTiles(page).first().getByTestId('photo-dimension')).toHaveText('习惯与自理');
  });
});
