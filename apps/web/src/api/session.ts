import type { TNavigationNode, TTokenResponse, TUserInfo } from '@kg/contracts';
import { STORAGE_KEYS, TABS_KEY } from './storageKeys';
import { expiryFromNow, hasUsableSession, parseMoment } from './tokenRules';

export { STORAGE_KEYS, TABS_KEY };

export type TNavigationRoot = { id: number; name: string; children: TNavigationNode[] };

function readJson<T>(key: string, store: Storage = localStorage): T | null {
  const raw = store.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token) || null;
}

export function readUser(): TUserInfo | null {
  return readJson<TUserInfo>(STORAGE_KEYS.user);
}

/** Menu tree children as cached under `router` (A37). */
export function readMenuTree(): TNavigationNode[] {
  const nodes = readJson<TNavigationNode[]>(STORAGE_KEYS.router);
  return Array.isArray(nodes) ? nodes : [];
}

export function isSessionUsable(now = Date.now()): boolean {
  return hasUsableSession(
    readToken(),
    parseMoment(localStorage.getItem(STORAGE_KEYS.tokenExpire)),
    parseMoment(localStorage.getItem(STORAGE_KEYS.refreshTime)),
    now,
  );
}

/** Stores a token answer: Token, TokenExpire and refreshtime as ms timestamps. */
export function saveTokens(
  answer: Pick<TTokenResponse, 'token' | 'expires_in'> & { refresh_expires_in?: number },
  now = Date.now(),
) {
  signedOutTo = null;
  localStorage.setItem(STORAGE_KEYS.token, answer.token);
  localStorage.setItem(STORAGE_KEYS.tokenExpire, String(expiryFromNow(now, answer.expires_in)));
  if (typeof answer.refresh_expires_in === 'number') {
    localStorage.setItem(STORAGE_KEYS.refreshTime, String(expiryFromNow(now, answer.refresh_expires_in)));
  }
  sessionStore.changed();
}

export function saveUser(user: TUserInfo) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (user.LoginTitle) localStorage.setItem(STORAGE_KEYS.hxLoginTitle, user.LoginTitle);
  sessionStore.changed();
}

export function saveNavigation(root: TNavigationRoot) {
  localStorage.setItem(STORAGE_KEYS.navigationBar, JSON.stringify(root));
  localStorage.setItem(STORAGE_KEYS.router, JSON.stringify(root.children ?? []));
  sessionStore.changed();
}

/**
 * Where the user's own sign-out leads (the stored login page). While set, the route guard
 * sends there without a `redirect`, so the next person does not land on this user's page.
 * A new login clears it.
 */
let signedOutTo: string | null = null;

export function signOutTarget(): string | null {
  return signedOutTo;
}

/** The user's own sign-out (A42): clears the session and remembers where to go. */
export function clearSessionForSignOut(to: string) {
  signedOutTo = to;
  clearSession();
}

/** Ends the local session (A40, A42). `loginurl` and the remembered account stay. */
export function clearSession() {
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.tokenExpire,
    STORAGE_KEYS.refreshTime,
    STORAGE_KEYS.user,
    STORAGE_KEYS.navigationBar,
    STORAGE_KEYS.router,
  ]) {
    localStorage.removeItem(key);
  }
  sessionStorage.removeItem(TABS_KEY);
  sessionStore.changed();
}

export type TSessionSnapshot = {
  token: string | null;
  user: TUserInfo | null;
  tree: TNavigationNode[];
};

/**
 * A tiny external store over local storage so React re-renders on login, logout and
 * token refresh, including changes made in another browser tab.
 */
function createSessionStore() {
  const listeners = new Set<() => void>();
  let snapshot: TSessionSnapshot = read();

  function read(): TSessionSnapshot {
    return { token: readToken(), user: readUser(), tree: readMenuTree() };
  }

  function changed() {
    snapshot = read();
    for (const listener of listeners) listener();
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.storageArea === localStorage) changed();
    });
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    changed,
  };
}

export const sessionStore = createSessionStore();
