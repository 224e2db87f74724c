import { HTTP_TIMEOUT_MS } from '@kg/contracts';
import i18n from '../locales/i18n';
import type { TTextKey } from '../locales/resources';
import { goToLogin, notify } from './bridges';
import { createHttpClient } from './createHttpClient';
import { refusalText, type TRefusal } from './messages';
import { clearSession, sessionStore } from './session';

export { ApiError } from './createHttpClient';

/**
 * The words to show for a server refusal in the user's language (issue 15): the translation of
 * its error code in en and es, else (and in Chinese) the server's msg.
 */
export const refusalOf = (refusal: TRefusal) => refusalText(refusal, i18n);

/** The app's single http client (ARCHITECTURE: src/api). */
export const http = createHttpClient({
  fetch: (input, init) => window.fetch(input, init),
  storage: {
    getItem: (key) => localStorage.getItem(key),
    setItem: (key, value) => {
      localStorage.setItem(key, value);
      // A refreshed token must reach the guard and any open tab at once.
      sessionStore.changed();
    },
  },
  now: () => Date.now(),
  timeoutMs: HTTP_TIMEOUT_MS,
  notify,
  // The client names http.* keys (api/messages.ts) as plain strings.
  translate: (key) => i18n.t(key as TTextKey),
  refusalText: refusalOf,
  endSession: () => {
    clearSession();
    goToLogin();
  },
});
