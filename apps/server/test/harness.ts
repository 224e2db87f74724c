import { API, catalogueEntryOf, HTTP_MESSAGES, pathOf, type TEndpoint } from '@kg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import type { Db, DbHandle } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { factories } from '../src/seed/factories';
import { cloneTemplate } from './database';

export type Harness = {
  app: App;
  db: Db;
  handle: DbHandle;
  f: ReturnType<typeof factories>;
  /** logs in (password) and returns the bearer token */
  login: (name: string, opts?: { uID?: number; password?: string }) => Promise<string>;
  get: (url: string, token?: string) => Promise<LightMyRequestResponse>;
  post: (url: string, body: unknown, token?: string) => Promise<LightMyRequestResponse>;
  /**
   * Calls a catalogued endpoint by name (issue 15): its input goes in the JSON body when the
   * endpoint has one, else in the query string. Loosely typed on purpose: tests send bad input.
   */
  call: (endpoint: TEndpoint, input?: unknown, token?: string) => Promise<LightMyRequestResponse>;
  /** DELETE with the parameters in the query (B15); a body only to show it is ignored */
  delete: (url: string, token?: string, body?: object) => Promise<LightMyRequestResponse>;
};

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ DATA_DIR: '.tmp/unused', JWT_SECRET: 'test-secret-test-secret-test-secret-0123' }),
    testMode: true,
    smsRateLimitPerMinute: 1000,
    webDist: '/nonexistent',
    ...overrides,
  };
}

/**
 * A fresh app on a fresh copy of the demo database for this test file. Overrides known only
 * once an earlier beforeAll ran (a test server's port) are given as a function.
 */
export function useHarness(overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {}): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    const handle = await cloneTemplate();
    const app = await buildApp({
      config: testConfig(typeof overrides === 'function' ? overrides() : overrides),
      handle,
      logger: process.env.TEST_LOG ? { level: 'error' } : false,
    });
    await app.ready();
    h.app = app;
    h.handle = handle;
    h.db = handle.db;
    h.f = factories(handle.db);
    h.get = (url, token) =>
      app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    h.delete = (url, token, body) =>
      app.inject({
        method: 'DELETE',
        url,
        ...(body ? { payload: body } : {}),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    h.post = (url, body, token) =>
      app.inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    h.call = callerOf(app);
    h.login = async (name, opts = {}) => {
      const res = await h.call(API.auth.login, {
        name,
        pass: opts.password ?? DEMO_PASSWORD,
        uID: opts.uID ?? 0,
      });
      const body = res.json();
      if (!body.success) throw new Error(`login ${name} failed: ${body.msg}`);
      return body.response.token as string;
    };
  });
  afterAll(async () => {
    await h.app?.close();
    await h.handle?.close();
  });
  return h;
}

/** Harness.call on a given app instance. */
export function callerOf(app: App): Harness['call'] {
  return (endpoint, input, token) => {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    const url = pathOf(endpoint, input);
    if (endpoint.body) return app.inject({ method: endpoint.method, url, payload: input as object, headers });
    return app.inject({
      method: endpoint.method,
      url,
      ...(input ? { query: queryOf(input) } : {}),
      headers,
    });
  };
}

/**
 * A second app instance on the harness's database, as a second server behind a load balancer
 * (issue 21): its own memory (caches, limiters), the same data. Same config unless overridden.
 */
export function useSecondInstance(
  h: Harness,
  overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
): { app: App; call: Harness['call'] } {
  const second = {} as { app: App; call: Harness['call'] };
  beforeAll(async () => {
    const app = await buildApp({
      config: testConfig(typeof overrides === 'function' ? overrides() : overrides),
      handle: h.handle,
      logger: false,
    });
    await app.ready();
    second.app = app;
    second.call = callerOf(app);
  });
  // Registered after the harness's own afterAll, so it runs first: this app closes before the database.
  afterAll(async () => {
    await second.app?.close();
  });
  return second;
}

/** A test's query object as light-my-request takes it: arrays repeat their key. */
export function queryOf(input: unknown): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value === undefined) continue;
    query[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return query;
}

/** A catalogued endpoint, or one with the input to send (the guard answers before validation). */
export type TGuardCase = TEndpoint | [endpoint: TEndpoint, input: unknown];

/**
 * The access lines of every endpoint test (B17): no token → 401 with the catalogue text,
 * a caller without the permission (`forbidden()`, usually a teacher) → 403.
 */
export function itGuards(h: Harness, cases: TGuardCase[], forbidden: () => string) {
  const rows = cases.map((c) => {
    const [endpoint, input] = Array.isArray(c) ? c : [c, undefined];
    return [catalogueEntryOf(endpoint).name, endpoint, input] as const;
  });
  it.each(rows)('%s: 401 without a token, 403 without the permission', async (_name, endpoint, input) => {
    const anonymous = await h.call(endpoint, input ?? (endpoint.body ? {} : undefined));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().msg).toBe(HTTP_MESSAGES[401]);
    const refused = await h.call(endpoint, input ?? (endpoint.body ? {} : undefined), forbidden());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(HTTP_MESSAGES[403]);
  });
}
