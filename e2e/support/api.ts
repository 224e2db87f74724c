import { API, pathOf, type TEndpoint, type TEndpointInput, type TEndpointResult } from '@kg/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import { E2E_JWT_SECRET } from '../playwright.config';
import { ACCOUNTS, account, DEMO_PASSWORD, type TAccountKey } from './accounts';

/**
 * Direct calls to the real server, for setting the stage of journeys that are not about
 * login (a session to inject, an SMS code to read, a session to revoke). Never a mock.
 */

export type TEnvelope<T> = { success: boolean; msg: string; response: T };
export type TTokenAnswer = { token: string; expires_in: number; refresh_expires_in?: number };
export type TUser = {
  uID: number;
  uRealName: string;
  SchoolId: number;
  SchoolName: string;
  ParentId: number;
  UserIdentity: string;
};
export type TNavNode = { id: number; name: string; path: string; children: TNavNode[] };
export type TNavRoot = { id: number; name: string; children: TNavNode[] };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function envelopeOf<T>(answer: { ok(): boolean; status(): number; json(): Promise<unknown> }) {
  const body = (await answer.json()) as TEnvelope<T>;
  expect(answer.ok(), `HTTP ${answer.status()}: ${JSON.stringify(body)}`).toBe(true);
  expect(body.success, body.msg).toBe(true);
  return body.response;
}

/** How a catalogued endpoint's input travels: its JSON body, else the query string. */
export function endpointRequest(endpoint: TEndpoint, input: unknown, token?: string) {
  const headers = token ? bearer(token) : {};
  const url = pathOf(endpoint, input);
  return endpoint.body
    ? { method: endpoint.method, url, options: { headers, data: input } }
    : {
        method: endpoint.method,
        url,
        options: { headers, params: (input ?? {}) as Record<string, string | number | boolean> },
      };
}

/** Calls a catalogued endpoint by name and answers the raw answer: for checking a refusal (401, 403). */
export function fetchEndpoint(
  request: APIRequestContext,
  endpoint: TEndpoint,
  input: unknown,
  token?: string,
) {
  const { method, url, options } = endpointRequest(endpoint, input, token);
  return request.fetch(url, { method, ...options });
}

/** Calls a catalogued endpoint by name (issue 15) and answers its `response`, failing on a refusal. */
export async function callApi<E extends TEndpoint>(
  request: APIRequestContext,
  endpoint: E,
  input: TEndpointInput<E>,
  token?: string,
): Promise<TEndpointResult<E>> {
  const { method, url, options } = endpointRequest(endpoint, input, token);
  return envelopeOf<TEndpointResult<E>>(await request.fetch(url, { method, ...options }));
}

/**
 * Password login (D1: POST with a JSON body); `uID` picks an identity of a multi-identity person.
 * A demo role's name stands for that role's account in the running journey's school.
 */
export async function apiLogin(
  request: APIRequestContext,
  name: string,
  options: { password?: string; uID?: number } = {},
): Promise<TTokenAnswer> {
  // A demo role's name ('admin') signs in to the journey's school: its own copy's admin, if any.
  const login = Object.hasOwn(ACCOUNTS, name) ? account(name as TAccountKey).name : name;
  const token = await callApi(request, API.auth.login, {
    name: login,
    pass: options.password ?? DEMO_PASSWORD,
    Code: '',
    Type: 1,
    uID: options.uID ?? 0,
  });
  if (!token) throw new Error(`${name} has several identities: pass the uID of one`);
  return token;
}

export async function apiUserInfo(request: APIRequestContext, token: string): Promise<TUser> {
  return callApi(request, API.auth.userInfo, undefined, token);
}

export async function apiNavigation(
  request: APIRequestContext,
  token: string,
  uid: number,
): Promise<TNavRoot> {
  return callApi(request, API.navigation.bar, { uid }, token);
}

/** Ends the server session behind a token: it can no longer be used or refreshed. */
export async function apiLogout(request: APIRequestContext, token: string) {
  await callApi(request, API.auth.logout, undefined, token);
}

export async function apiChangePassword(
  request: APIRequestContext,
  token: string,
  body: { OldPassword: string; NewPassword: string },
) {
  await callApi(request, API.profile.changePassword, body, token);
}

/** The last code the server sent to a phone (test mode only: auth.testSmsCode). */
export async function lastSmsCode(
  request: APIRequestContext,
  phone: string,
  purpose: 'login' | 'reset',
): Promise<string> {
  const { code } = await callApi(request, API.auth.testSmsCode, { Phone: phone, Purpose: purpose });
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/**
 * The same session's token, signed with the server's key but already expired: the server
 * answers 401 to it and still accepts it for a refresh (its session is alive).
 */
export async function expiredTwinOf(token: string): Promise<string> {
  const claims = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid, sch: claims.sch })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setIssuer('kindergrowth')
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 600)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}
