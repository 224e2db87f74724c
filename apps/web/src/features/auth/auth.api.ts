import type {
  TEnvelope,
  TIdentity,
  TLoginRequest,
  TSwitchIdentityRequest,
  TTokenResponse,
  TUserInfo,
} from '@kg/contracts';
import { http } from '../../api/http';
import type { TNavigationRoot } from '../../api/session';

/** Auth endpoints (DECISIONS 13, D1). Login calls never carry a token. */
export const AUTH_PATHS = {
  login: '/api/Login/JWTToken5.0',
  identities: '/api/Login/GetTokenUserListByJWT5',
  sendCode: '/api/Login/GetShortCode',
  findPassword: '/api/Login/FindPassword',
  userInfo: '/api/user/getInfoByToken',
  navigation: '/api/permission/GetNavigationBar',
  logout: '/api/Login/Logout',
  switchIdentity: '/api/Login/SwitchIdentity',
} as const;

export type TCodePurpose = 'login' | 'reset';

/** The raw envelope: the page reads `success: false` itself (identity choice, wrong password). */
export function requestLogin(body: TLoginRequest): Promise<TEnvelope<TTokenResponse | null>> {
  return http.send<TTokenResponse | null>('POST', AUTH_PATHS.login, { body, silent: true, auth: false });
}

export function findIdentities(body: TLoginRequest): Promise<TIdentity[]> {
  return http.post<TIdentity[]>(AUTH_PATHS.identities, body, { auth: false });
}

export function sendSmsCode(phone: string, purpose: TCodePurpose): Promise<TEnvelope<unknown>> {
  return http.send('GET', AUTH_PATHS.sendCode, { params: { Phone: phone, Purpose: purpose }, auth: false });
}

export function findPassword(body: { Phone: string; Code: string; NewPassword: string }) {
  return http.send('POST', AUTH_PATHS.findPassword, { body, auth: false });
}

/** Quiet: the login page shows 登录失败 itself when this fails (A33). */
export function getUserInfo(): Promise<TUserInfo> {
  return http.get<TUserInfo>(AUTH_PATHS.userInfo, undefined, { silent: true });
}

export function getNavigation(uid: number): Promise<TNavigationRoot> {
  return http.get<TNavigationRoot>(AUTH_PATHS.navigation, { uid });
}

/** Ends the server session; failures do not matter because the local session ends anyway. */
export async function requestLogout(): Promise<void> {
  try {
    await http.send('POST', AUTH_PATHS.logout, { silent: true, background: true });
  } catch {
    // Already logged out or offline: nothing to undo.
  }
}

/** The header's school switcher: a new session for another identity of the same person. */
export function switchIdentity(body: TSwitchIdentityRequest): Promise<TTokenResponse> {
  return http.post<TTokenResponse>(AUTH_PATHS.switchIdentity, body);
}
