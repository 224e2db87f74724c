import { z } from 'zod';
import {
  ZFindPasswordRequest,
  ZIdentity,
  ZLoginRequest,
  ZRefreshQuery,
  ZSendCodeQuery,
  ZSwitchIdentityRequest,
  ZTokenResponse,
  ZUserInfo,
} from '../auth';
import { endpoint } from '../endpoint';

const loginSummary = 'Log in with password (Type 1) or SMS code (Type 0); success false asks for an identity';

/** Login, identities, SMS codes, refresh, user info, logout, password recovery (A01–A36). */
export const authApi = {
  login: endpoint({
    method: 'POST',
    path: '/api/Login/JWTToken5.0',
    access: 'public',
    summary: loginSummary,
    body: ZLoginRequest,
    response: ZTokenResponse.nullable(),
  }),
  /** The legacy login address older clients still post to; the same handler. */
  loginLegacy: endpoint({
    method: 'POST',
    path: '/login',
    access: 'public',
    summary: `${loginSummary} (legacy address)`,
    body: ZLoginRequest,
    response: ZTokenResponse.nullable(),
  }),
  identities: endpoint({
    method: 'POST',
    path: '/api/Login/GetTokenUserListByJWT5',
    access: 'public',
    summary: 'Identities for the same credentials',
    body: ZLoginRequest,
    response: z.array(ZIdentity),
  }),
  sendCode: endpoint({
    method: 'GET',
    path: '/api/Login/GetShortCode',
    access: 'public',
    summary: 'Send an SMS code',
    query: ZSendCodeQuery,
    response: z.null(),
  }),
  refresh: endpoint({
    method: 'GET',
    path: '/api/login/RefreshToken',
    access: 'public',
    summary: 'Refresh an access token',
    query: ZRefreshQuery,
    response: ZTokenResponse,
  }),
  userInfo: endpoint({
    method: 'GET',
    path: '/api/user/getInfoByToken',
    access: 'authenticated',
    summary: 'The caller',
    response: ZUserInfo,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/Login/Logout',
    access: 'authenticated',
    summary: 'End the session',
    response: z.null(),
  }),
  switchIdentity: endpoint({
    method: 'POST',
    path: '/api/Login/SwitchIdentity',
    access: 'authenticated',
    summary: "Move to another identity of the caller's person (the header's school switcher)",
    body: ZSwitchIdentityRequest,
    response: ZTokenResponse,
  }),
  findPassword: endpoint({
    method: 'POST',
    path: '/api/Login/FindPassword',
    access: 'public',
    summary: 'Reset a password with an SMS code',
    body: ZFindPasswordRequest,
    response: z.null(),
  }),
  /** The last SMS code sent to a phone, for the browser tests (test mode only). */
  testSmsCode: endpoint({
    method: 'GET',
    path: '/api/test/sms-code',
    access: 'public',
    summary: 'The last SMS code sent to a phone (test mode only)',
    query: ZSendCodeQuery,
    response: z.object({ code: z.string() }),
    testOnly: true,
  }),
};
