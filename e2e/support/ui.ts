import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Toasts: antd's message toasts (the pages' own news) and the root Toaster's (the http client,
 * the login page, which has no antd). They look alike; a journey need not know which said it.
 */
const TOASTS = '.ant-message-notice, .kg-toast';
type TToastKind = 'success' | 'error' | 'warning';
const toastsOf = (kind?: TToastKind) => (kind ? `.ant-message-notice-${kind}, .kg-toast--${kind}` : TOASTS);

/**
 * The latest toast with this text (O04, Q02), of this kind when given: two saves in a row
 * leave two identical toasts on screen for a moment.
 */
export function toast(page: Page, text: string | RegExp, kind?: TToastKind): Locator {
  return page.locator(toastsOf(kind)).filter({ hasText: text }).last();
}

/** Every toast on screen (of this kind when given), e.g. to see that none is left. */
export function allToasts(page: Page, kind?: TToastKind): Locator {
  return page.locator(toastsOf(kind));
}

/** A side-menu page link by its route path (`menu-<path>`). */
export function menuLink(page: Page, path: string): Locator {
  return page.getByTestId(`menu-${path}`);
}

/** A submenu title of the side menu by its (server-given) name. */
export function menuGroup(page: Page, name: string): Locator {
  return page.getByTestId('side-menu').locator('.ant-menu-submenu-title').filter({ hasText: name });
}

/** The visible entries of one level of the side menu, as texts. */
export function topMenuTexts(page: Page): Promise<string[]> {
  return page
    .getByTestId('side-menu')
    .locator(':scope > li.ant-menu-item, :scope > li.ant-menu-submenu > .ant-menu-submenu-title')
    .allInnerTexts();
}

/** The items inside an opened submenu, as texts. */
export function groupItemTexts(page: Page, name: string): Promise<string[]> {
  return page
    .getByTestId('side-menu')
    .locator('li.ant-menu-submenu')
    .filter({ has: page.locator(':scope > .ant-menu-submenu-title', { hasText: name }) })
    .locator('ul li.ant-menu-item')
    .allInnerTexts();
}

export function tab(page: Page, path: string): Locator {
  return page.getByTestId(`tab-${path}`);
}

/** The labels of the tab bar, in order. */
export function tabTexts(page: Page): Promise<string[]> {
  return page.getByTestId('tab-bar').locator('[data-testid^="tab-/"]').allInnerTexts();
}

/** Runs a tab-bar action (关闭当前 / 关闭其他 / 关闭全部) from the 标签操作 dropdown. */
export async function tabAction(
  page: Page,
  action: 'tab-close-current' | 'tab-close-others' | 'tab-close-all',
) {
  await page.getByTestId('tab-actions').click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByTestId(action).click();
}

/**
 * Closes the welcome notice after a UI login: for its 6 s it sits at the bottom right (the
 * bottom on a phone), where it can cover a page's own buttons.
 */
export async function dismissWelcome(page: Page) {
  const notice = page.getByTestId('welcome-notice');
  await expect(notice).toBeVisible();
  await notice.locator('.ant-notification-notice-close').click();
  await expect(notice).toBeHidden();
}

/** Opens the user dropdown in the header and chooses 退出登录. */
export async function askLogout(page: Page): Promise<Locator> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  return page.locator('.kg-logout-confirm');
}

/**
 * Starts recording every message toast shown on the page (its text), so a test can count
 * toasts even after antd has faded the earlier ones out. Returns a reader.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __kgToasts?: string[] };
    if (w.__kgToasts) return;
    const shown: string[] = [];
    const seen = new WeakSet<Element>();
    w.__kgToasts = shown;
    const scan = () => {
      for (const notice of document.querySelectorAll(selector)) {
        if (seen.has(notice)) continue;
        seen.add(notice);
        shown.push(notice.textContent ?? '');
      }
    };
    new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
  }, TOASTS);
  return () => page.evaluate(() => [...((window as unknown as { __kgToasts?: string[] }).__kgToasts ?? [])]);
}

/**
 * Picks an option of the antd Select with this test id, until the select shows it. Options
 * are taken from the dropdown opened last: antd appends each dropdown to the page on first
 * open, and one that is closing still counts as visible for a moment; a click that lands
 * while the list is still sliding in is tried again.
 */
export async function chooseOption(page: Page, testId: string, text: string) {
  const select = page.getByTestId(testId);
  await expect(async () => {
    await select.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .last()
      .locator('.ant-select-item-option', { hasText: text })
      .first()
      .click({ timeout: 5_000 });
    await expect(select).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * 取消 on a long form dialog after something was typed: the product asks before the edits are
 * dropped (issue 14 item 12), and the journey leaves.
 */
export async function cancelTypedDialog(page: Page): Promise<void> {
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.locator('.kg-unsaved-confirm .ant-modal-confirm')).toBeVisible();
  await page.getByTestId('unsaved-leave').click();
}

/**
 * Holds the requests matching `url` until released, to put the page in the state between two
 * events (a chunk arriving mid-switch, a mask while an upload is under way) without a timer.
 * `requested` resolves once the first such request was made.
 */
export async function holdRequests(page: Page, url: RegExp | string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen: () => void = () => {};
  const requested = new Promise<void>((resolve) => {
    seen = resolve;
  });
  await page.route(url, async (route) => {
    seen();
    await released;
    await route.continue();
  });
  return { requested, release };
}
