import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { account as accountOf, DEMO_PASSWORD, type TAccountKey } from './accounts';
import { apiLogin, apiNavigation, apiUserInfo, type TNavRoot, type TTokenAnswer, type TUser } from './api';

/**
 * The storage keys as the spec names them (A35, A49). Written out, not imported from the
 * app, so a key the app misspells fails the tests instead of passing with it.
 */
export const KEYS = {
  token: 'Token',
  tokenExpire: 'TokenExpire',
  refreshTime: 'refreshtime',
  user: 'user',
  navigationBar: 'NavigationBar',
  router: 'router',
  loginUrl: 'loginurl',
  rememberedName: 'rememberedName',
  tabs: 'tabs',
} as const;

/** What the login page would have stored, obtained from the real server. */
export type TSession = { tokens: TTokenAnswer; user: TUser; navigation: TNavRoot };

export async function createSession(
  request: APIRequestContext,
  account: TAccountKey,
  options: { uID?: number } = {},
): Promise<TSession> {
  const tokens = await apiLogin(request, accountOf(account).name, { uID: options.uID });
  const user = await apiUserInfo(request, tokens.token);
  const navigation = await apiNavigation(request, tokens.token, user.uID);
  return { tokens, user, navigation };
}

/** Overrides of the stored clocks, in ms from now (negative = in the past). */
export type TClockOverrides = { token?: string; tokenExpiresIn?: number; refreshExpiresIn?: number };

/**
 * Writes a session into local storage the way a UI login does, without loading the app
 * (the favicon is a document of the same origin), so the next navigation starts signed in.
 */
export async function injectSession(page: Page, session: TSession, overrides: TClockOverrides = {}) {
  await page.goto('/favicon.svg');
  const now = Date.now();
  const values: Record<string, string> = {
    [KEYS.token]: overrides.token ?? session.tokens.token,
    [KEYS.tokenExpire]: String(now + (overrides.tokenExpiresIn ?? session.tokens.expires_in * 1000)),
    [KEYS.refreshTime]: String(
      now + (overrides.refreshExpiresIn ?? (session.tokens.refresh_expires_in ?? 0) * 1000),
    ),
    [KEYS.user]: JSON.stringify(session.user),
    [KEYS.navigationBar]: JSON.stringify(session.navigation),
    [KEYS.router]: JSON.stringify(session.navigation.children),
    [KEYS.loginUrl]: '/login',
  };
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/** Signs in through the API and opens `path` in the shell. For journeys that are not about login. */
export async function openAs(page: Page, account: TAccountKey, path = '/indexHome'): Promise<TSession> {
  const session = await createSession(page.request, account);
  await injectSession(page, session);
  await page.goto(path);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  return session;
}

/**
 * Signs in as the platform administrator through the API and opens `path` in the shell. The
 * platform administrator is not one of the shared demo accounts of the other journeys.
 */
export async function openAsPlatform(page: Page, path: string) {
  const tokens = await apiLogin(page.request, 'platform');
  const user = await apiUserInfo(page.request, tokens.token);
  const navigation = await apiNavigation(page.request, tokens.token, user.uID);
  await injectSession(page, { tokens, user, navigation });
  await page.goto(path);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

/** Fills the password form of the login page already open and submits it. */
export async function submitPasswordLogin(
  page: Page,
  name: string,
  password = DEMO_PASSWORD,
  options: { remember?: boolean } = {},
) {
  await page.getByTestId('login-account').fill(name);
  await page.getByTestId('login-password').fill(password);
  if (options.remember) await page.getByTestId('login-remember').check();
  await page.getByTestId('login-submit').click();
}

/** The whole UI login on /login with a single-identity account; ends on the home page. */
export async function loginViaUi(page: Page, account: TAccountKey, options: { remember?: boolean } = {}) {
  await page.goto('/login');
  await submitPasswordLogin(page, accountOf(account).name, DEMO_PASSWORD, options);
  await expect(page).toHaveURL(/\/indexHome$/);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

/** Local storage as a plain object. */
export function readLocal(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const all: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key !== null) all[key] = localStorage.getItem(key) ?? '';
    }
    return all;
  });
}

/** The stored tab list (session storage `tabs`), as paths. */
export async function readTabPaths(page: Page): Promise<string[]> {
  const raw = await page.evaluate((k) => sessionStorage.getItem(k), KEYS.tabs);
  return raw ? (JSON.parse(raw) as Array<{ path: string }>).map((tab) => tab.path) : [];
}
