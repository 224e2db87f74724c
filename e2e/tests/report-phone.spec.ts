import { API } from '@kg/contracts';
import { expect, type Page, test } from '../support/fixtures';
import { i14Shooter } from '../support/i14shots';
import { apiAs, classByName, pdfPages, reportReady } from '../support/reports';
import { openAs } from '../support/session';

/**
 * Issue 14 item 1: on a phone (390x844) every A4 report page is scaled down to the screen's
 * width (no sideways cut-off), pinch zoom is allowed, 下载PDF stays reachable, and the PDF the
 * server prints is the same A4 document as on a laptop.
 */
const PHONE = { width: 390, height: 844 };

/** Nothing wider than the screen, and every sheet inside it. */
async function fitsTheWidth(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  const sheets = page.locator('.kg-a4');
  const count = await sheets.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const box = await sheets.nth(i).boundingBox();
    expect(box, `sheet ${i}`).not.toBeNull();
    expect(box!.x, `sheet ${i} left`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `sheet ${i} right`).toBeLessThanOrEqual(innerWidth);
    // Still an A4 sheet, only smaller: 210 × 297.
    expect(box!.height / box!.width).toBeCloseTo(297 / 210, 1);
  }
  return count;
}

/** The viewport meta lets the user zoom with two fingers. */
async function pinchZoomAllowed(page: Page) {
  const meta = (await page.locator('meta[name="viewport"]').getAttribute('content')) ?? '';
  expect(meta).toContain('width=device-width');
  expect(meta).not.toMatch(/user-scalable\s*=\s*(no|0)/);
  expect(meta).not.toMatch(/maximum-scale\s*=\s*1(\.0)?(\D|$)/);
}

async function downloadPages(page: Page, saveAs: string) {
  const button = page.getByTestId('pdf-download');
  await expect(button).toBeInViewport();
  const download = page.waitForEvent('download', { timeout: 90_000 });
  await button.click();
  const file = await download;
  await file.saveAs(saveAs);
  return pdfPages(saveAs);
}

test.describe('reports on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the class roster fits 390 px, pinch zoom is allowed, 下载PDF prints every A4 page', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const shot = i14Shooter(page);
    const api = await apiAs(request, 'admin');
    const klass = await classByName(api, '小一班');
    await openAs(page, 'admin', '/indexHome');
    await page.goto(`/Class/Roster?ClassId=${klass.Id}`);
    await reportReady(page);
    const sheets = await fitsTheWidth(page);
    await pinchZoomAllowed(page);
    await shot('roster-phone');
    // The bar stays on top while reading further down.
    await page.locator('.kg-a4').last().scrollIntoViewIfNeeded();
    await expect(page.getByTestId('pdf-download')).toBeInViewport();
    expect(await downloadPages(page, testInfo.outputPath('roster.pdf'))).toBe(sheets);
  });

  test('a child’s growth booklet fits 390 px and downloads the same pages as it shows', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const shot = i14Shooter(page);
    const api = await apiAs(request, 'admin');
    const me = await api.call(API.auth.userInfo, undefined);
    const klass = (await api.call(API.growthRecords.classes, {})).find((c) => c.ClassName === '小一班')!;
    const { Students } = await api.call(API.growthRecords.classStudents, {
      ClassId: klass.ClassId,
      TempId: klass.TempId,
    });
    const info = {
      TeacherId: me.uID,
      TempId: klass.TempId,
      CustomerId: Students[0]!.StudentId,
      TempType: klass.TempType,
      CycleName: klass.CycleName,
      Title: '成长档案',
    };
    // limit=true: the booklet prints as shown, without the question of item 2.
    await openAs(page, 'admin', '/indexHome');
    await page.goto(`/growingFootprintReport?info=${encodeURIComponent(JSON.stringify(info))}&limit=true`);
    await reportReady(page);
    const sheets = await fitsTheWidth(page);
    await shot('booklet-phone');
    expect(await downloadPages(page, testInfo.outputPath('booklet.pdf'))).toBe(sheets);

    // The same booklet on a laptop: full-size sheets, as before.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect
      .poll(async () => (await page.locator('.kg-a4').first().boundingBox())?.width ?? 0)
      .toBeCloseTo((210 / 25.4) * 96, 0);
    await shot('booklet-laptop');
  });
});
