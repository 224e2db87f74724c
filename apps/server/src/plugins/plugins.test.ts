import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, HTTP_MESSAGES } from '@kg/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { cloneTemplate } from '../../test/database';
import { testConfig, useHarness } from '../../test/harness';
import { buildApp } from '../app';

const h = useHarness();

describe('envelope and status catalogue (O01, O09-O13)', () => {
  it('health.check answers the envelope', async () => {
    const res = await h.call(API.health.check);
    expect(res.json()).toEqual({
      success: true,
      msg: '获取成功',
      response: {
        status: 'ok',
        database: expect.stringMatching(/pglite|postgres/),
        version: '0.1.0',
        instance: expect.any(String),
      },
    });
  });

  it('unknown API path: 404 with 失败！访问接口不存在', async () => {
    const res = await h.get('/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, msg: HTTP_MESSAGES[404], code: 'http.404', response: null });
  });

  it('known path, wrong method: 405', async () => {
    const res = await h.app.inject({ method: 'DELETE', url: API.auth.userInfo.path });
    expect(res.statusCode).toBe(405);
    expect(res.json().msg).toBe(HTTP_MESSAGES[405]);
  });

  it('a body that is not JSON: 415 with the spec message', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: API.auth.login.path,
      payload: 'name=admin',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().msg).toBe(HTTP_MESSAGES[415]);
  });

  it('malformed JSON: 400 in the envelope', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: API.auth.login.path,
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, response: null });
  });
});

describe('security headers', () => {
  it('sends a CSP without inline script, and frame/nosniff protections', async () => {
    const res = await h.call(API.health.check);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI', () => {
  it('documents the routes at /api/docs/json', async () => {
    const doc = (await h.get('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([API.auth.login.path, API.navigation.bar.path, API.schoolInfo.cycleSelect.path]),
    );
    expect(Object.keys(doc.paths)).not.toContain(API.auth.testSmsCode.path);
  });
});

describe('guard', () => {
  it('refuses to start when an /api route declares no access', async () => {
    const handle = await cloneTemplate();
    const app = await buildApp({ config: testConfig(), handle, logger: false });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/declares no access/);
    // Issue 15: nor may one exist outside the endpoint catalogue.
    expect(() => app.get('/api/uncatalogued', { config: { access: 'public' } }, async () => ({}))).toThrow(
      /not in the endpoint catalogue/,
    );
    await app.close();
    await handle.close();
  });

  it('a crash answers 500 失败！服务器异常 and keeps the details in the log', async () => {
    const handle = await cloneTemplate();
    const app = await buildApp({ config: testConfig(), handle, logger: false });
    // Outside /api: an /api route would have to be in the endpoint catalogue.
    app.get('/boom', async () => {
      throw new Error('secret database detail');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, msg: HTTP_MESSAGES[500], code: 'http.500', response: null });
    expect(res.body).not.toContain('secret');
    await app.close();
    await handle.close();
  });
});

describe('web app serving (history mode)', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'kg-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>KinderGrowth</title>');
  let close: () => Promise<void> = async () => {};
  afterAll(() => close());

  it('serves index.html for app paths, JSON 404 for API paths', async () => {
    const handle = await cloneTemplate();
    const app = await buildApp({ config: testConfig({ webDist: dist }), handle, logger: false });
    close = async () => {
      await app.close();
      await handle.close();
    };
    for (const url of ['/', '/login', '/indexHome', '/Class/Classes?x=1', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('KinderGrowth');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ method: 'GET', url: '/api/missing' })).statusCode).toBe(404);
  });

  it('serves hashed assets for a year and answers 503 for pages while there is no build', async () => {
    const assets = path.join(dist, 'assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(path.join(assets, 'app-1a2b.js'), 'console.log(1)');
    const handle = await cloneTemplate();
    const empty = mkdtempSync(path.join(tmpdir(), 'kg-web-empty-'));
    const app = await buildApp({ config: testConfig({ webDist: empty }), handle, logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(503);
      // A build that lands after start-up is served without a restart.
      writeFileSync(path.join(empty, 'index.html'), '<!doctype html><title>late build</title>');
      expect((await app.inject({ method: 'GET', url: '/login' })).body).toContain('late build');
    } finally {
      await app.close();
      await handle.close();
    }
    const second = await cloneTemplate();
    const withAssets = await buildApp({
      config: testConfig({ webDist: dist }),
      handle: second,
      logger: false,
    });
    const res = await withAssets.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await withAssets.close();
    await second.close();
  });
});
