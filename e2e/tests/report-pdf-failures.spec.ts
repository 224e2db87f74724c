import { API } from '@kg/contracts';
import { expect, type Page, type Route, test } from '../support/fixtures';
import { apiAs, classByName, reportReady } from '../support/reports';
import { openAs } from '../support/session';
import { shot } from '../support/shots';
import { toast } from '../support/ui';

/**
 * Issue 14 item 16 (N08, DECISIONS D4): however 下载PDF fails — the printer answering HTTP 500
 * with an empty msg, a 503 from a proxy, a lost connection, 200 with success false — the page
 * ends in 生成失败 (or the server's msg when it sent one) as a toast and a persistent 提示
 * notification, and the mask closes. Only the one RenderReport call is made to fail; the
 * session, the report and its data come from the real server. Demo data is only read.
 */

const RENDER = `**${API.pdf.render.path}`;
const envelope = (msg: string) => JSON.stringify({ success: false, msg, response: null });

/** The class roster of 小一班, ready to print, as the administrator. */
async function openRoster(page: Page, request: Parameters<typeof apiAs>[0]) {
  const api = await apiAs(request, 'admin');
  const klass = await classByName(api, '小一班');
  await openAs(page, 'admin', '/indexHome');
  await page.goto(`/Class/Roster?ClassId=${klass.Id}`);
  await reportReady(page);
}

/**
 * Clicks 下载PDF with RenderReport answered by `fail` once the mask shows (held until then,
 * so the mask is seen opening and then closing), and checks the words of the failure.
 */
async function failsWith(page: Page, fail: (route: Route) => Promise<void>, words: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(RENDER, async (route) => {
    await held;
    await fail(route);
  });
  await page.getByTestId('pdf-download').click();
  await expect(page.getByTestId('pdf-generating')).toBeVisible();
  release();

  const notice = page.getByTestId('pdf-failed-notice');
  await expect(notice).toBeVisible();
  await expect(notice.locator('.ant-notification-notice-title')).toHaveText('提示');
  await expect(notice.locator('.ant-notification-notice-description')).toHaveText(words);
  await expect(toast(page, words)).toBeVisible();
  await expect(page.getByTestId('pdf-generating')).toBeHidden();
  // None of the client's catalogue texts for a status shows.
  await expect(page.getByText(/失败！服务器异常|失败！请求错误|失败！服务器断开/)).toHaveCount(0);
  await page.unroute(RENDER);
}

const json = (status: number, msg: string) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: envelope(msg) });

const FAILURES: Array<[string, (route: Route) => Promise<void>, string]> = [
  ['a 500 with an empty msg', json(500, ''), '生成失败'],
  [
    'a 503 from a proxy (no envelope)',
    (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' }),
    '生成失败',
  ],
  ['a lost connection', (route) => route.abort('connectionreset'), '生成失败'],
  ['a 200 with success false and no msg', json(200, ''), '生成失败'],
  // When the server says why, its words show, whatever the status.
  ['a 503 whose envelope says why', json(503, '打印服务繁忙'), '打印服务繁忙'],
  ['a 200 with success false and a msg', json(200, '报告生成超时，请稍后重试'), '报告生成超时，请稍后重试'],
];

test.describe('下载PDF: every failure ends in 生成失败 or the server’s msg', () => {
  for (const [name, fail, words] of FAILURES) {
    test(`${name}: ${words}`, async ({ page, request }) => {
      await openRoster(page, request);
      await failsWith(page, fail, words);
      if (name === FAILURES[0]![0]) await shot(page, '.tmp/shots/i14-edge/pdf-failed-1440.png');
      // The notification stays until it is closed.
      const notice = page.getByTestId('pdf-failed-notice');
      await notice.locator('.ant-notification-notice-close').click();
      await expect(notice).toBeHidden();
    });
  }

  test('on a phone the failure shows the same way', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openRoster(page, request);
    await failsWith(page, json(500, ''), '生成失败');
    await shot(page, '.tmp/shots/i14-edge/pdf-failed-390.png');
  });
});
