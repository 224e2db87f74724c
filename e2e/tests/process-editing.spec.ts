import { API } from '@kg/contracts';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import {
  cameraPhotos,
  card,
  cards,
  countSaves,
  libraryPhotos,
  newEntry,
  openDialog,
  saveDialog,
  shotAs,
  togglePage as toggle,
} from '../support/processEditing';
import { apiAs } from '../support/reports';
import { openAs } from '../support/session';
import { SHOTS_ON } from '../support/shots';
import { chooseOption } from '../support/ui';

// This file adds entries, photos and page contents: it works in its own copy of 阳光.
ownSchool('sunshine');

const PAGE_NAMES = [
  '封面',
  '寄语',
  '健康与体能',
  '习惯与自理',
  '自我与社会性',
  '语言与交流',
  '探究与认知',
  '美感与表现',
  '观察记录表',
  '表现评价表',
  '封底',
];

const notice = (page: Page) => page.getByTestId('process-edit-notice');
const save = (page: Page) => page.getByTestId('process-edit-save');

test.describe('编辑过程评价 (issue 18, slice 3): the pages of an entry and their dialogs', () => {
  test('a teacher opens an entry from the list, closes and opens a page, writes the cover and the message', async ({
    page,
    request,
  }) => {
    const entry = await newEntry(request, 0, '第一周 观察');
    await openAs(page, 'teacher', entry.listUrl);
    // H12: the tile opens the entry with the four fields of H13.
    await page.getByTestId(`process-tile-${entry.Id}`).getByTestId('process-tile-title').click();
    await expect(page).toHaveURL(/\/editProcessEvaluate\?dataInfo=/);
    const info = JSON.parse(new URL(page.url()).searchParams.get('dataInfo')!);
    expect(Object.keys(info).sort()).toEqual(['BabyLevel', 'Id', 'IsBaby', 'StudentId']);
    expect(info).toMatchObject({ StudentId: entry.StudentId, Id: entry.Id });

    // The header and the 11 cards in order (H14): the default pictures, 未完成 but on the back cover.
    await expect(page.getByTestId('process-edit-student')).toHaveText(entry.StudentName);
    await expect(page.getByTestId('process-edit-title')).toHaveText(entry.Title);
    await expect(page.getByTestId('process-edit-status')).toHaveText('未完成');
    await expect(cards(page)).toHaveCount(11);
    await expect(cards(page).getByTestId('process-page-name')).toHaveText(PAGE_NAMES);
    await expect(cards(page).getByTestId('process-page-badge')).toHaveCount(10);
    await expect(card(page, '封面').locator('[data-art="cover"]')).toContainText('封面');
    await expect(card(page, '健康与体能').locator('[data-art="dimension1"]')).toBeVisible();
    // H15: the back cover has no buttons.
    await expect(card(page, '封底').getByRole('button')).toHaveCount(0);
    await expect(card(page, '封底').getByTestId('process-page-badge')).toHaveCount(0);
    await shotAs(page, 'edit-page-laptop');

    // H16, H17: 关闭 greys the page and disables 编辑 (with the reason); 开启 brings both back.
    await toggle(page, '寄语', false);
    const message = card(page, '寄语');
    await expect(message.getByTestId('process-page-closed')).toHaveText(/已关闭/);
    await expect(message.getByTestId('process-page-edit')).toBeDisabled();
    await expect(message.getByTestId('process-page-open')).toBeVisible();
    await message.locator('.kg-disabled-reason').hover();
    await expect(page.getByRole('tooltip')).toHaveText('该页已关闭，请先开启再编辑');
    await shotAs(page, 'edit-page-closed-laptop');
    await toggle(page, '寄语', true);
    await expect(message.getByTestId('process-page-edit')).toBeEnabled();

    // H21: the cover wants its recorder, said in the dialog before any request.
    const saves = countSaves(page);
    await openDialog(page, '封面');
    await save(page).click();
    await expect(notice(page)).toHaveText('请填写记录人');
    expect(saves()).toBe(0);
    await shotAs(page, 'cover-dialog-laptop');
    await page.getByTestId('process-recorder').fill('王丽');
    await expect(notice(page)).toBeEmpty();
    await saveDialog(page);
    expect(saves()).toBe(1);
    await expect(card(page, '封面')).toHaveAttribute('data-finish', '1');
    await expect(card(page, '封面').getByTestId('process-page-badge')).toHaveCount(0);

    // H22 (resolution 7): 500 with a counter; a longer text is refused, never cut.
    await openDialog(page, '寄语');
    const box = page.getByTestId('process-message-input');
    const counter = page.getByTestId('process-message').locator('.ant-input-data-count');
    await box.fill('好'.repeat(501));
    await expect(counter).toHaveText('501 / 500');
    await expect(box).toHaveValue('好'.repeat(501));
    await save(page).click();
    await expect(notice(page)).toHaveText('文字不能超过500个字');
    expect(saves()).toBe(1);
    await box.press('End');
    await box.press('Backspace');
    await expect(counter).toHaveText('500 / 500');
    await shotAs(page, 'message-dialog-laptop');
    await saveDialog(page);
    await expect(card(page, '寄语')).toHaveAttribute('data-finish', '1');
    // All 500 are kept.
    await openDialog(page, '寄语');
    await expect(box).toHaveValue('好'.repeat(500));
    await page.getByTestId('process-edit-cancel').click();
    await expect(page.getByTestId('process-edit-dialog')).toBeHidden();
  });

  test('a photo page: library photos in the picker, an upload, at least one and at most nine', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const entry = await newEntry(request, 1, '第二周 户外');
    await libraryPhotos(request, entry, 1, 2);
    await openAs(page, 'teacher', entry.editUrl);
    const saves = countSaves(page);
    await openDialog(page, '健康与体能');
    await expect(page.getByTestId('process-media-dimension')).toHaveText('健康与体能');
    const picker = page.getByTestId('process-picker');
    const photos = picker.getByTestId('process-picker-photo');
    const items = page.getByTestId('process-media-item');
    // H24: the page's dimension first, the child's two photos of it, none on the page yet.
    await expect(picker.getByTestId('process-picker-dimension-1')).toHaveAttribute('aria-selected', 'true');
    await expect(photos).toHaveCount(2);
    await expect(picker.locator('[aria-pressed="true"]')).toHaveCount(0);

    // H23: nothing chosen: 请上传图片或视频, no request.
    await save(page).click();
    await expect(notice(page)).toHaveText('请上传图片或视频');
    expect(saves()).toBe(0);

    // One from the album; another dimension is a tap away (this child has none there).
    await photos.first().click();
    await expect(photos.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(items).toHaveCount(1);
    await picker.getByTestId('process-picker-dimension-4').click();
    await expect(picker.getByTestId('process-picker-empty')).toBeVisible();
    await picker.getByTestId('process-picker-dimension-1').click();
    await expect(photos).toHaveCount(2);

    // One straight from the camera: on the page, and in the child's album (ticked there).
    await page.getByTestId('process-photo-input').setInputFiles(await cameraPhotos(['IMG_1.JPG'], 100));
    await expect(items).toHaveCount(2);
    await expect(photos).toHaveCount(3);
    await expect(picker.locator('[aria-pressed="true"]')).toHaveCount(2);
    await page.getByTestId('process-remark-input').fill('跳绳从 3 个进步到 12 个。');
    await expect(page.getByTestId('process-media-count')).toHaveText('已选 2 / 9');
    await shotAs(page, 'media-dialog-laptop');
    await saveDialog(page);
    const health = card(page, '健康与体能');
    await expect(health).toHaveAttribute('data-finish', '1');
    await expect(health.getByTestId('process-page-photo')).toBeVisible();
    await expect(health).toContainText('2 项');

    // Opened again: what the page holds comes ticked (isCheck); eight more photos, room for seven.
    await openDialog(page, '健康与体能');
    await expect(photos).toHaveCount(3);
    await expect(picker.locator('[data-checked="true"]')).toHaveCount(2);
    await expect(picker.locator('[aria-pressed="true"]')).toHaveCount(2);
    await page
      .getByTestId('process-photo-input')
      .setInputFiles(
        await cameraPhotos(['A.JPG', 'B.JPG', 'C.JPG', 'D.JPG', 'E.JPG', 'F.JPG', 'G.JPG', 'H.JPG'], 200),
      );
    await expect(notice(page)).toHaveText('图片和视频最多9个', { timeout: 60_000 });
    await expect(items).toHaveCount(9);
    await expect(page.getByTestId('process-media-count')).toHaveText('已选 9 / 9');
    // The tenth from the album is refused too.
    await picker.locator('[data-testid="process-picker-photo"][aria-pressed="false"]').first().click();
    await expect(notice(page)).toHaveText('图片和视频最多9个');
    await expect(items).toHaveCount(9);
    await shotAs(page, 'media-dialog-full-laptop');
    await saveDialog(page);
    await expect(health).toContainText('9 项');
  });

  test('the tables: bank questions for 内容, the rating table filled from a bank, 请编辑表格', async ({
    page,
    request,
  }) => {
    const entry = await newEntry(request, 2, '第三周 区角');
    await openAs(page, 'teacher', entry.editUrl);
    const saves = countSaves(page);

    // H26: the labels and rows default; 内容 offers the bank's questions; an emptied label comes back.
    const table = await openDialog(page, '观察记录表');
    const labels = table.locator('.kg-table-editor__label');
    await expect(labels).toHaveCount(4);
    for (const [i, text] of ['姓名', '内容', '观察日期', '记录人'].entries())
      await expect(labels.nth(i)).toHaveValue(text);
    await expect(page.getByTestId('table-name')).toHaveValue(entry.StudentName);
    await expect(page.getByTestId('table-writename')).toHaveValue('王丽');
    await expect(page.getByTestId('process-table-bank')).toContainText('健康');
    const content = page.getByTestId('table-content-input');
    await content.fill('洗手');
    const suggestion = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: '在提醒下饭前便后能用正确的方法洗手' });
    await suggestion.click();
    await expect(content).toHaveValue('在提醒下饭前便后能用正确的方法洗手');
    await page.getByTestId('table-row-0-input').fill('午饭前主动排队洗手，会搓手心手背。');
    await labels.nth(1).fill('');
    await shotAs(page, 'table1-dialog-laptop');
    await saveDialog(page);
    await expect(card(page, '观察记录表')).toHaveAttribute('data-finish', '1');
    await openDialog(page, '观察记录表');
    await expect(labels.nth(1)).toHaveValue('内容');
    await expect(content).toHaveValue('在提醒下饭前便后能用正确的方法洗手');
    await page.getByTestId('process-edit-cancel').click();

    // H25: the header line, 10 blank rows; all empty: 请编辑表格 without a request.
    const rating = await openDialog(page, '表现评价表');
    const header = page.getByTestId('process-rating-header');
    await expect(header).toContainText(`${entry.ClassName} ${entry.StudentName} 表现评价表`);
    const rows = rating.locator('[data-testid^="rating-row-"]');
    await expect(rows).toHaveCount(10);
    const before = saves();
    await save(page).click();
    await expect(notice(page)).toHaveText('请编辑表格');
    expect(saves()).toBe(before);

    // Q6: a bank fills the rows and the title; the header follows the title.
    await chooseOption(page, 'process-rating-bank', '健康');
    await expect(page.getByTestId('rating-title')).toHaveValue('健康表现评价表');
    await expect(rows.first().getByRole('textbox')).toHaveValue('情绪总体稳定，在园大部分时间心情愉快');
    const filled = await rows.count();
    expect(filled).toBeGreaterThan(10);
    await expect(header).toContainText('健康表现评价表');
    await rows.first().getByText('真棒').click();
    await shotAs(page, 'table2-dialog-laptop');
    // A row added and left empty is dropped on save.
    await rating.getByRole('button', { name: /添加/ }).click();
    await expect(rows).toHaveCount(filled + 1);
    await saveDialog(page);
    await expect(card(page, '表现评价表')).toHaveAttribute('data-finish', '1');
    await openDialog(page, '表现评价表');
    await expect(rows).toHaveCount(filled);
    await expect(rows.first().locator('.ant-radio-button-wrapper-checked')).toHaveText('真棒');
  });

  test('H47: with the cover, every open page written and a photo page open, the entry is 已完成 and selectable', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const entry = await newEntry(request, 3, '第四周 完成');
    await libraryPhotos(request, entry, 1, 1);
    await openAs(page, 'teacher', entry.listUrl);
    const tile = page.getByTestId(`process-tile-${entry.Id}`);
    await expect(tile).toHaveAttribute('data-status', '0');
    await tile.getByTestId('process-tile-title').click();
    await expect(cards(page)).toHaveCount(11);

    await openDialog(page, '封面');
    await page.getByTestId('process-recorder').fill('王丽');
    await saveDialog(page);
    for (const name of [
      '寄语',
      '习惯与自理',
      '自我与社会性',
      '语言与交流',
      '探究与认知',
      '美感与表现',
      '观察记录表',
      '表现评价表',
    ])
      await toggle(page, name, false);
    // 健康与体能 is open and empty.
    await expect(page.getByTestId('process-edit-status')).toHaveText('未完成');
    await openDialog(page, '健康与体能');
    await page.getByTestId('process-picker-photo').first().click();
    await saveDialog(page);
    await expect(page.getByTestId('process-edit-status')).toHaveText('已完成');
    // No photo or table page open: 未完成 again; opened: 已完成.
    await toggle(page, '健康与体能', false);
    await expect(page.getByTestId('process-edit-status')).toHaveText('未完成');
    await toggle(page, '健康与体能', true);
    await expect(page.getByTestId('process-edit-status')).toHaveText('已完成');
    await shotAs(page, 'edit-page-finished-laptop');

    // H16: 确定 goes back to the list, where the entry is finished and can be selected.
    await page.getByTestId('process-edit-confirm').click();
    await expect(page).toHaveURL(/\/addProcessEvaluate\?/);
    await expect(tile).toHaveAttribute('data-status', '1');
    await expect(page.getByTestId('process-tile-badge')).toHaveCount(0);
    await tile.getByTestId('process-tile-select').click();
    await expect(page.getByTestId('process-selected')).toHaveText('已选 1 / 4');
  });

  test('a save over another one (409) keeps the dialog and what was typed; the teacher keeps hers', async ({
    page,
    request,
  }) => {
    const entry = await newEntry(request, 6, '第五周 交接');
    await openAs(page, 'teacher', entry.editUrl);
    await openDialog(page, '寄语');
    const box = page.getByTestId('process-message-input');
    await box.fill('这周学会了自己收拾玩具。');
    // Meanwhile the page is saved elsewhere (another tab, a colleague on the same account).
    const api = await apiAs(request, 'teacher');
    const { Items } = await api.call(API.processEvaluations.pages, {
      StudentId: entry.StudentId,
      Id: entry.Id,
    });
    const id = Items.find((i) => i.Type === 2)!.Id;
    const { UpdatedAt } = await api.call(API.processEvaluations.pageDetail, { Id: id });
    await api.call(API.processEvaluations.submitPage, { id, type: 2, content: '另一处写的寄语', UpdatedAt });

    await save(page).click();
    await expect(page.getByTestId('process-edit-stale')).toContainText('这一页已被');
    await expect(box).toHaveValue('这周学会了自己收拾玩具。');
    await expect(save(page)).toBeDisabled();
    await shotAs(page, 'message-stale-laptop');
    await page.getByTestId('process-edit-keep').click();
    await expect(page.getByTestId('process-edit-stale')).toBeHidden();
    await expect(box).toHaveValue('这周学会了自己收拾玩具。');
    await saveDialog(page);
    await openDialog(page, '寄语');
    await expect(box).toHaveValue('这周学会了自己收拾玩具。');
  });

  test('the 园长 sees the list without the click-through and the pages without buttons; a broken link', async ({
    page,
    request,
  }) => {
    const entry = await newEntry(request, 4, '园长 查看');
    await openAs(page, 'admin', entry.listUrl);
    const tile = page.getByTestId(`process-tile-${entry.Id}`);
    await expect(tile).toBeVisible();
    await expect(tile).not.toHaveClass(/is-openable/);
    await tile.getByTestId('process-tile-title').click();
    await expect(page).toHaveURL(/\/addProcessEvaluate\?/);

    // Opened by its address she reads the pages; nothing to open, close or edit.
    await page.goto(entry.editUrl);
    await expect(cards(page)).toHaveCount(11);
    await expect(page.getByTestId('process-page-edit')).toHaveCount(0);
    await expect(page.getByTestId('process-page-close')).toHaveCount(0);

    // A link without its dataInfo says so and leads back.
    await page.goto('/editProcessEvaluate?dataInfo=oops');
    await expect(page.getByTestId('process-edit-invalid')).toContainText(
      '链接参数不完整，请从过程评价列表重新打开',
    );
    await shotAs(page, 'edit-page-invalid-laptop');
    await page.getByTestId('process-edit-back').click();
    await expect(page).not.toHaveURL(/editProcessEvaluate/);
  });

  test('on a phone: two cards a row, the dialog the whole screen, a photo page edited', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const entry = await newEntry(request, 5, '手机 记录');
    await libraryPhotos(request, entry, 2, 4);
    await openAs(page, 'teacher', entry.editUrl);
    await expect(cards(page)).toHaveCount(11);
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await cards(page).nth(i).boundingBox())!));
    expect(Math.abs(boxes[0]!.y - boxes[1]!.y)).toBeLessThan(2);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // 确定 stays at hand at the bottom of the screen.
    const confirm = (await page.getByTestId('process-edit-confirm').boundingBox())!;
    expect(confirm.y + confirm.height).toBeLessThanOrEqual(844);
    await shotAs(page, 'edit-page-phone');

    await card(page, '习惯与自理').scrollIntoViewIfNeeded();
    await openDialog(page, '习惯与自理');
    const sheet = (await page.locator('.kg-pe-dialog .ant-modal-container').boundingBox())!;
    expect(Math.round(sheet.width)).toBe(390);
    // Big thumbnails, three a row.
    const photos = page.getByTestId('process-picker-photo');
    await expect(photos).toHaveCount(4);
    const thumbs = await Promise.all([0, 1, 2].map(async (i) => (await photos.nth(i).boundingBox())!));
    expect(Math.abs(thumbs[0]!.y - thumbs[2]!.y)).toBeLessThan(2);
    for (const box of thumbs) expect(box.width).toBeGreaterThanOrEqual(96);
    await photos.nth(0).click();
    await photos.nth(1).click();
    await page.getByTestId('process-photo-input').setInputFiles(await cameraPhotos(['PHONE.JPG'], 300));
    await expect(page.getByTestId('process-media-item')).toHaveCount(3);
    await shotAs(page, 'media-dialog-phone');
    const button = (await save(page).boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(844);
    await saveDialog(page);
    await expect(card(page, '习惯与自理')).toContainText('3 项');

    // The other dialogs on a phone, for a person to look at.
    if (SHOTS_ON)
      for (const [name, file] of [
        ['封面', 'cover'],
        ['寄语', 'message'],
        ['观察记录表', 'table1'],
        ['表现评价表', 'table2'],
      ] as const) {
        await card(page, name).scrollIntoViewIfNeeded();
        await openDialog(page, name);
        await shotAs(page, `${file}-dialog-phone`);
        await page.getByTestId('process-edit-cancel').click();
        await expect(page.getByTestId('process-edit-dialog')).toBeHidden();
      }
  });
});
