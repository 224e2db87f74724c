import { API, type THandbook } from '@kg/contracts';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { finishedEntry, handbookUrl, pdfImagesOn, sheets } from '../support/handbook';
import { classView, shotAs } from '../support/processEditing';
import { apiAs, pdfPageSize, pdfPages, pdfText, reportReady, zipEntries } from '../support/reports';
import { openAs } from '../support/session';
import { toast } from '../support/ui';

// This file adds entries and photos: it works in its own copy of 阳光.
ownSchool('sunshine');

/** The stored handbook data of an entry, as the teacher's API reads it. */
async function storedHandbook(
  request: Parameters<typeof apiAs>[0],
  entry: { Id: number; StudentId: number },
) {
  const api = await apiAs(request, 'teacher');
  return (await api.call(API.processEvaluations.handbook, {
    Ids: JSON.stringify([entry.Id]),
    studentId: entry.StudentId,
  })) as THandbook;
}

/** A report tab has no shell: sign in on the home page, then open the report's address. */
async function openReport(page: Page, account: 'teacher' | 'admin', url: string) {
  await openAs(page, account, '/indexHome');
  await page.goto(url);
}

test.describe('成长手册 (issue 18, slice 4): the school edition of the growth handbook', () => {
  test('预览下载 opens the selected entry in a new tab; 下载PDF saves {child}_成长手册.pdf with its pages and without the video', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const entry = await finishedEntry(request, 0, '九月 户外活动', {
      photos: 2,
      video: true,
      ratingRows: 20,
    });

    // H08: 预览下载 waits for a selection; H09: it opens /all_result with Ids, type, studentId, StudentName.
    await openAs(page, 'teacher', entry.listUrl);
    const preview = page.getByTestId('process-preview');
    await expect(preview).toBeDisabled();
    const tile = page.getByTestId(`process-tile-${entry.Id}`);
    await tile.getByTestId('process-tile-select').click();
    await expect(preview).toBeEnabled();
    const [report] = await Promise.all([context.waitForEvent('page'), preview.click()]);
    await expect(report).toHaveURL(/\/all_result\?/);
    const query = new URL(report.url()).searchParams;
    expect(JSON.parse(query.get('Ids')!)).toEqual([entry.Id]);
    expect(query.get('type')).toBe('0');
    expect(query.get('studentId')).toBe(String(entry.StudentId));
    expect(query.get('StudentName')).toBe(entry.StudentName);
    await reportReady(report);

    // H29-H36: cover, 寄语, the photo page, the observation table, the rating table on two pages
    // (14 rows, then 6: H35), 封底 — and nothing of the closed pages.
    await expect(sheets(report)).toHaveCount(7);
    const kinds = await sheets(report).evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')));
    expect(kinds).toEqual(['cover', 'message', 'media', 'table1', 'table2', 'table2', 'back']);
    const cover = sheets(report, 'cover');
    await expect(cover).toContainText('阳光幼儿园');
    await expect(cover).toContainText(entry.StudentName);
    await expect(cover).toContainText('成长手册');
    await expect(cover).toContainText('小一班');
    await expect(cover).toContainText('王丽');
    await expect(cover).toContainText('九月 户外活动');
    await expect(sheets(report, 'message')).toContainText(entry.message);
    const media = sheets(report, 'media');
    await expect(media).toContainText('健康与体能');
    await expect(media).toContainText(entry.remark);
    await expect(media.locator('img[data-testid="handbook-photo"]')).toHaveCount(2);
    // H31: on screen the video plays, with controls
    await expect(media.locator('video[controls]')).toHaveCount(1);
    // the writer sees the titles as inputs (H33), the rows' text as written
    await expect(sheets(report, 'table1')).toContainText('用十二块积木搭了一座高楼');
    await expect(sheets(report, 'table1').getByTestId('table-title').first()).toHaveValue('姓名');
    const [first, second] = [sheets(report, 'table2').nth(0), sheets(report, 'table2').nth(1)];
    await expect(first.getByTestId('rating-row')).toHaveCount(14);
    await expect(second.getByTestId('rating-row')).toHaveCount(6);
    for (const level of ['真棒', '较好', '加油']) await expect(first).toContainText(level);
    await expect(sheets(report, 'back')).toContainText('封底');
    await shotAs(report, 'handbook-laptop');

    const download = report.waitForEvent('download', { timeout: 90_000 });
    await report.getByTestId('pdf-download').click();
    const file = await download;
    const name = `${entry.StudentName}_成长手册.pdf`;
    expect(file.suggestedFilename()).toBe(name);
    const saved = testInfo.outputPath(name);
    await file.saveAs(saved);
    await expect(toast(report, `已下载 ${name}`)).toBeVisible();

    expect(pdfPages(saved)).toBe(7);
    expect(pdfPageSize(saved)).toContain('(A4)');
    // selectable text: the names, the message, the remark and every rated row
    const text = pdfText(saved);
    for (const words of [entry.StudentName, '成长手册', entry.message, entry.remark, '观察实录', '真棒'])
      expect(text, words).toContain(words.replace(/\s+/g, ''));
    for (const row of entry.ratingRows) expect(text, row).toContain(row);
    // H38: the photo page prints its background and the two photos, never the video
    expect(pdfImagesOn(saved, 3)).toBe(3);
  });

  test('two entries make one handbook: one cover for the whole range, both entries’ pages, one 封底; a long message is cut at 390 (H40)', async ({
    page,
    request,
  }) => {
    const long = '老师想对你说：'.padEnd(420, '你每天都在长大，');
    const september = await finishedEntry(request, 1, '九月', { message: long, remark: '短短一句' });
    const october = await finishedEntry(request, 1, '十月', { remark: '长'.repeat(320) });
    await openReport(page, 'teacher', handbookUrl([october, september]));
    await reportReady(page);

    await expect(sheets(page, 'cover')).toHaveCount(1);
    await expect(sheets(page, 'back')).toHaveCount(1);
    await expect(sheets(page, 'message')).toHaveCount(2);
    // Q8: the cover names the range of both and the recorder once
    await expect(sheets(page, 'cover')).toContainText('至');
    await expect(sheets(page, 'cover').getByText('王丽')).toHaveCount(1);
    const cut = `${Array.from(long).slice(0, 390).join('')}…`;
    await expect(sheets(page, 'message').getByText(cut)).toHaveCount(1);
    // H32: 24px up to 140 characters, 16px above 300
    const remark = (n: number) => sheets(page, 'media').nth(n).getByTestId('handbook-remark');
    await expect(remark(0)).toHaveCSS('font-size', '24px');
    await expect(remark(1)).toHaveCSS('font-size', '16px');
  });

  test('the teacher rates a row and renames a table title on the page, and both are stored; the 园长 reads it only', async ({
    page,
    request,
  }) => {
    const entry = await finishedEntry(request, 2, '十一月 区角');
    await openReport(page, 'teacher', handbookUrl([entry]));
    await reportReady(page);

    // H34: a click on 加油 of the first row sets it to 3, saved at once (design Q7)
    const cell = sheets(page, 'table2')
      .getByTestId('rating-cell')
      .and(page.locator('[data-row="0"][data-level="3"]'));
    await cell.click();
    await expect(toast(page, '保存成功')).toBeVisible();
    await expect
      .poll(
        async () =>
          (await storedHandbook(request, entry)).groups[0]!.infos.find((i) => i.Type === 5)!.List[0]!
            .isActivite,
      )
      .toBe(3);

    // H33: a title of the observation table, at most 10 characters
    const title = sheets(page, 'table1').getByTestId('table-title').first();
    await expect(title).toHaveAttribute('maxlength', '10');
    await title.fill('幼儿的名字');
    await title.press('Enter');
    await expect
      .poll(
        async () =>
          (await storedHandbook(request, entry)).groups[0]!.infos.find((i) => i.Type === 4)!.Table!.titleTab1,
      )
      .toBe('幼儿的名字');

    await openReport(page, 'admin', handbookUrl([entry]));
    await reportReady(page);
    await expect(sheets(page, 'table1')).toContainText('幼儿的名字');
    await expect(sheets(page, 'table1').getByTestId('table-title')).toHaveCount(0);
    await expect(sheets(page, 'table2').locator('[data-row="0"][data-level="3"]')).toHaveAttribute(
      'data-marked',
      'true',
    );
    await expect(sheets(page, 'table2').locator('button[data-testid="rating-cell"]')).toHaveCount(0);
  });

  test('auto mode (type=1) prints and stores without a click, then closes the window the app opened', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const entry = await finishedEntry(request, 3, '自动生成');
    await openAs(page, 'teacher', entry.listUrl);
    let downloads = 0;
    context.on('page', (p) => p.on('download', () => (downloads += 1)));
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((url) => void window.open(url), handbookUrl([entry], 1)),
    ]);
    await expect(popup.getByTestId('pdf-download')).toHaveCount(0);
    await popup.waitForEvent('close', { timeout: 60_000 });
    expect(downloads).toBe(0);
  });

  test('another class’s entry shows the teacher the not-found state, not its pages; the 园长 reads it', async ({
    page,
    request,
  }) => {
    // The demo school has finished entries in every class (seed/process-demo.ts).
    const { Students } = await classView(request, '中一班', 'admin');
    const child = Students.find((s) => s.HandbookIds.length > 0)!;
    const url = `/all_result?${new URLSearchParams({
      Ids: JSON.stringify(child.HandbookIds),
      type: '0',
      studentId: String(child.StudentId),
      StudentName: child.StudentName,
    })}`;
    await openReport(page, 'teacher', url);
    await expect(page.getByTestId('report-not-found')).toBeVisible();
    await expect(sheets(page)).toHaveCount(0);
    await expect(page.getByTestId('pdf-download')).toHaveCount(0);

    await openReport(page, 'admin', url);
    await reportReady(page);
    await expect(sheets(page, 'cover')).toContainText(child.StudentName);
  });

  test('批量打印成长手册 prints the class’s children with finished entries, one {child}_成长手册 each, and skips the rest', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const entry = await finishedEntry(request, 5, '批量打印');
    const { klass: small1, Students } = await classView(request, '小一班');
    const printed = Students.filter((s) => s.HandbookIds.length > 0);
    expect(printed.map((s) => s.StudentId)).toContain(entry.StudentId);
    const skipped = Students.length - printed.length;
    expect(skipped).toBeGreaterThan(0);

    await openAs(page, 'teacher', '/ProceEvaluate');
    await page.getByTestId(`process-class-${small1.ClassId}`).click();
    await page.getByTestId('process-batch').click();
    const dialog = page.getByTestId('batch-dialog');
    await expect(dialog.locator('.kg-batch__items .ant-tag')).toHaveCount(printed.length);
    await expect(page.getByTestId('batch-scope')).toContainText(`${skipped} 名幼儿没有已完成的评价，不打印`);
    await dialog.getByTestId('batch-start').click();
    await expect(dialog.getByTestId('batch-status')).toHaveAttribute('data-state', 'done', {
      timeout: 200_000,
    });
    await expect(dialog.getByTestId('batch-failures')).toHaveCount(0);

    const zipped = page.waitForEvent('download', { timeout: 120_000 });
    await dialog.getByTestId('batch-download-zip').click();
    const zip = await zipped;
    expect(zip.suggestedFilename()).toBe('小一班_成长手册.zip');
    const zipPath = testInfo.outputPath('handbooks.zip');
    await zip.saveAs(zipPath);
    const entries = zipEntries(zipPath);
    expect(entries).toHaveLength(printed.length);
    for (const child of printed)
      expect(
        entries.some((e) => e.startsWith(`${child.StudentName}_成长手册`)),
        child.StudentName,
      ).toBe(true);
  });

  test('on a phone the A4 pages fit the screen', async ({ page, request }) => {
    const entry = await finishedEntry(request, 4, '手机查看');
    await page.setViewportSize({ width: 390, height: 844 });
    await openReport(page, 'teacher', handbookUrl([entry]));
    await reportReady(page);
    const box = await sheets(page, 'cover').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shotAs(page, 'handbook-phone');
  });
});
