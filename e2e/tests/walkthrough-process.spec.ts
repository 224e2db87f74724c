import { API, ChildPhotoSource } from '@kg/contracts';
import type { APIRequestContext } from '@playwright/test';
import { albumTotal, libraryTiles, uploadToAlbum } from '../support/album';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { finishedEntry, pdfImageCount, sheets } from '../support/handbook';
import {
  cameraPhotos,
  card,
  classView,
  openDialog,
  pickRange,
  saveDialog,
  shotAs,
  togglePage,
} from '../support/processEditing';
import { apiAs, pdfText, reportReady } from '../support/reports';
import { openAs } from '../support/session';
import { chooseOption, toast } from '../support/ui';

/**
 * Issue 18's acceptance, tried as a new teacher would, on a laptop and on a phone: 12 photos into
 * the class album tagged to a child and two areas; a new process evaluation filled page by page
 * (photos from the album and one straight from the camera, both tables); then the child's list:
 * a fifth selection is refused (最多选择四个), two are bound into the 成长手册 and downloaded, and
 * the PDF is read back (the child, the page titles, the photos).
 */

// This file uploads photos and writes evaluations: it works in its own copy of 阳光.
ownSchool('sunshine');

/** The page titles the PDF must hold as text. */
const PAGE_TITLES = ['寄语', '健康与体能', '语言与交流', '观察记录表', '表现评价表'];

/**
 * A child of 小一班 the demo left alone (no evaluation, on no library photo), by its place in the
 * class view (the order finishedEntry counts in), skipping `skip` such children.
 */
async function freshChild(request: APIRequestContext, skip: number) {
  const { klass, Students, term } = await classView(request, '小一班');
  const api = await apiAs(request, 'teacher');
  const album = await api.call(API.childPhotos.list, { ClassId: klass.ClassId, PageSize: 200 });
  const onPhotos = new Set(
    album.data
      .filter((p) => p.Source === ChildPhotoSource.library)
      .flatMap((p) => p.Students.map((s) => s.Id)),
  );
  const fresh = Students.map((s, index) => ({ ...s, index })).filter(
    (s) => s.Total === 0 && !onPhotos.has(s.StudentId),
  );
  const child = fresh[fresh.length - 1 - skip]!;
  return { child, klass, term };
}

async function walk(
  page: Page,
  request: APIRequestContext,
  outputPath: (name: string) => string,
  phone: boolean,
) {
  const tag = phone ? 'phone' : 'laptop';
  const { child, klass, term } = await freshChild(request, phone ? 1 : 0);
  // Four finished evaluations written earlier in the term (through the API, as the teacher).
  const earlier = [];
  for (const week of ['第一周', '第二周', '第三周', '第四周'])
    earlier.push(await finishedEntry(request, child.index, `${week} 记录`));

  // 1. 幼儿相册: twelve photos, six for 健康与体能 and six for 语言与交流, all of the child.
  await openAs(page, 'teacher', '/ChildPhotos');
  const album = page.getByTestId('page-child-photos');
  await album.getByRole('tab', { name: /小一班/ }).click();
  await expect(album.locator('.kg-cp-album__title')).toContainText('小一班');
  await expect(libraryTiles(page).first()).toBeVisible();
  const before = await albumTotal(page);
  const names = (n: number) => Array.from({ length: 6 }, (_, i) => `IMG_${n + i}.JPG`);
  await uploadToAlbum(page, names(1), { dimension: 1, children: [child.StudentName] });
  await uploadToAlbum(page, names(7), { dimension: 4, children: [child.StudentName] });
  await expect.poll(() => albumTotal(page)).toBe(before + 12);
  await shotAs(page, `walk-album-${tag}`);

  // 2. 过程评价 → 小一班 → the child → 新增过程评价 over the term's fifth and sixth weeks.
  await page.goto('/ProceEvaluate');
  const classes = page.getByTestId('page-process-evaluations');
  await classes.getByTestId(`process-class-${klass.ClassId}`).click();
  await classes.getByTestId(`process-child-${child.StudentId}`).click();
  await expect(page.getByTestId('process-student')).toHaveText(child.StudentName);
  await page.getByTestId('process-add').click();
  const day = (plus: number) => {
    const d = new Date(`${term.StartDate}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + plus);
    return d.toISOString().slice(0, 10);
  };
  await pickRange(page, day(28), day(41));
  const title = `${day(28)}至${day(41)}`;
  await expect(page.getByTestId('process-add-title')).toHaveValue(title);
  const added = expect(toast(page, '添加成功')).toBeVisible();
  await page.getByTestId('process-add-submit').click();
  await added;
  const tile = page.locator('[data-testid^="process-tile-"][data-status]').filter({ hasText: title });
  await expect(tile).toHaveAttribute('data-status', '0');
  await tile.getByTestId('process-tile-title').click();
  await expect(page).toHaveURL(/\/editProcessEvaluate\?/);

  // 3. Every kind of page: the cover, the message, two photo pages, both tables; the rest closed.
  await openDialog(page, '封面');
  await page.getByTestId('process-recorder').fill('王丽');
  await saveDialog(page);
  await openDialog(page, '寄语');
  const message = `${child.StudentName}这两周学会了自己整理书包，还主动帮助新来的小朋友。`;
  await page.getByTestId('process-message-input').fill(message);
  await saveDialog(page);

  await openDialog(page, '健康与体能');
  const picker = page.getByTestId('process-picker');
  const photos = picker.getByTestId('process-picker-photo');
  // the six just uploaded and the earlier entries' photos of the child (theme photos may join them)
  await expect.poll(() => photos.count()).toBeGreaterThanOrEqual(6 + 2 * earlier.length);
  await photos.nth(0).click();
  await photos.nth(1).click();
  await page.getByTestId('process-photo-input').setInputFiles(await cameraPhotos(['CAMERA.JPG'], 900));
  await expect(page.getByTestId('process-media-item')).toHaveCount(3);
  const remark = '跳绳从三个进步到十二个，还教会了同伴。';
  await page.getByTestId('process-remark-input').fill(remark);
  await shotAs(page, `walk-media-dialog-${tag}`);
  await saveDialog(page);

  await openDialog(page, '语言与交流');
  await expect.poll(() => photos.count()).toBeGreaterThanOrEqual(6);
  await photos.nth(0).click();
  await photos.nth(1).click();
  await page.getByTestId('process-remark-input').fill('能用完整的句子讲述绘本里的故事。');
  await saveDialog(page);
  for (const name of ['习惯与自理', '自我与社会性', '探究与认知', '美感与表现'])
    await togglePage(page, name, false);

  await openDialog(page, '观察记录表');
  await page.getByTestId('table-row-0-input').fill('区角游戏中用积木搭出三层高楼，倒了又重新搭。');
  await saveDialog(page);
  await openDialog(page, '表现评价表');
  await chooseOption(page, 'process-rating-bank', '健康');
  // The picker shows the bank at once; the rows follow when its questions are in.
  await expect(page.getByTestId('rating-title')).toHaveValue('健康表现评价表');
  await page.locator('[data-testid^="rating-row-"]').first().getByText('真棒').click();
  await saveDialog(page);
  await expect(page.getByTestId('process-edit-status')).toHaveText('已完成');
  await expect(card(page, '健康与体能')).toContainText('3 项');
  await shotAs(page, `walk-edit-${tag}`);

  // 4. The list: five finished; the fifth selection is refused; two go into the handbook.
  await page.getByTestId('process-edit-confirm').click();
  await expect(page).toHaveURL(/\/addProcessEvaluate\?/);
  const select = (id: number) => page.getByTestId(`process-tile-${id}`).getByTestId('process-tile-select');
  const newId = Number((await tile.getAttribute('data-testid'))!.replace('process-tile-', ''));
  for (const id of [newId, ...earlier.slice(0, 3).map((e) => e.Id)]) await select(id).click();
  await expect(page.getByTestId('process-selected')).toHaveText('已选 4 / 4');
  const refused = expect(toast(page, '最多选择四个', 'warning')).toBeVisible();
  await select(earlier[3]!.Id).click();
  await refused;
  await expect(page.getByTestId('process-selected')).toHaveText('已选 4 / 4');
  for (const e of earlier.slice(1, 3)) await select(e.Id).click();
  await expect(page.getByTestId('process-selected')).toHaveText('已选 2 / 4');
  await shotAs(page, `walk-list-${tag}`);

  const [report] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByTestId('process-preview').click(),
  ]);
  await reportReady(report);
  await expect(sheets(report, 'cover')).toContainText(child.StudentName);
  // The earlier entry's one photo page, then this one's two.
  await expect(sheets(report, 'media')).toHaveCount(3);
  await expect(sheets(report, 'message').last()).toContainText(message);
  await shotAs(report, `walk-handbook-${tag}`);
  const download = report.waitForEvent('download', { timeout: 90_000 });
  await report.getByTestId('pdf-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${child.StudentName}_成长手册.pdf`);
  const saved = outputPath(`handbook-${tag}.pdf`);
  await file.saveAs(saved);
  const text = pdfText(saved);
  for (const words of [child.StudentName, '成长手册', '封底', ...PAGE_TITLES, message, remark])
    expect(text, words).toContain(words.replace(/\s+/g, ''));
  // The earlier entry's two photos and its cover's, this entry's three and two, the backgrounds.
  expect(pdfImageCount(saved)).toBeGreaterThanOrEqual(2 + 1 + 3 + 2);
  await report.close();
}

test.describe('walkthrough: process evaluation to the 成长手册 (issue 18 acceptance)', () => {
  test('on a laptop', async ({ page, request }, testInfo) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await walk(page, request, (name) => testInfo.outputPath(name), false);
  });

  test('on a phone', async ({ page, request }, testInfo) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await walk(page, request, (name) => testInfo.outputPath(name), true);
  });
});
