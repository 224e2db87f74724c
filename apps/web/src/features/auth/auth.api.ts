import { API, type TLoginRequest, type TSwitchIdentityRequest } from '@kg/contracts';
import { http } from '../../api/http';

// Auth endpoints (DECISIONS 13, D1). Login calls never carry a token.

/** What an SMS code is for. */
export type TCodePurpose = 'login' | 'reset';

/** The raw envelope: the page reads `success: false` itself (identity choice, wrong password). */
export function requestLogin(body: TLoginRequest) {
  return http.sendTo(API.auth.login, body, { silent: true, auth: false });
}

export function findIdentities(body: TLoginRequest) {
  return http.request(API.auth.identities, body, { auth: false });
}

export function sendSmsCode(phone: string, purpose: TCodePurpose) {
  return http.sendTo(API.auth.sendCode, { Phone: phone, Purpose: purpose }, { auth: false });
}

export function findPassword(body: { Phone: string; Code: string; NewPassword: string }) {
  return http.sendTo(API.auth.findPassword, body, { auth: false });
}

/** Quiet: the login page shows 登录失败 itself when this fails (A33). */
export function getUserInfo() {
  return http.request(API.auth.userInfo, undefined, { silent: true });
}

/** The caller's navigation tree (the side menu, the routes and the buttons). */
export function getNavigation(uid: number) {
  return http.request(API.navigation.bar, { uid });
}

/** Ends the server session; failures do not matter because the local session ends anyway. */
export async function requestLogout(): Promise<void> {
  try {
    await http.sendTo(API.auth.logout, undefined, { silent: true, background: true });
  } catch {
    // Already logged out or offline: nothing to undo.
  }
}

/** The header's school switcher: a new session for another identity of the same person. */
export function switchIdentity(body: TSwitchIdentityRequest) {
  return http.request(API.auth.switchIdentity, body);
}
