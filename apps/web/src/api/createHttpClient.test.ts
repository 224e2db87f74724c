import { API, HTTP_MESSAGES, httpMessage } from '@kg/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import zhCN from '../locales/zh-CN';
import { ApiError, buildUrl, createHttpClient, type THttpDeps } from './createHttpClient';
import { failureForStatus } from './messages';

type TCall = { url: string; init: RequestInit };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Looks a dotted key up in the Chinese dictionary, like i18n.t would. */
function translate(key: string): string {
  let node: unknown = zhCN;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node);
}

function setup(handler: (call: TCall, index: number) => Promise<Response> | Response, now = 1_000_000) {
  const store = new Map<string, string>();
  const calls: TCall[] = [];
  const notices: Array<[string, string]> = [];
  const endSession = vi.fn();
  const deps: THttpDeps = {
    fetch: ((url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      return Promise.resolve(handler(call, calls.length - 1));
    }) as unknown as typeof fetch,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    now: () => now,
    timeoutMs: 20_000,
    notify: (kind, text) => notices.push([kind, text]),
    translate,
    endSession,
  };
  return { client: createHttpClient(deps), store, calls, notices, endSession };
}

const header = (call: TCall | undefined) => new Headers(call?.init.headers).get('Authorization');

describe('Authorization header (A38)', () => {
  it('is attached when the token exists and has not expired', async () => {
    const { client, store, calls } = setup(() => json(200, { success: true, msg: '', response: 1 }));
    store.set('Token', 'abc');
    store.set('TokenExpire', String(1_000_000 + 60_000));
    await client.get('/api/x');
    expect(header(calls[0])).toBe('Bearer abc');
  });

  it('is left out without a token or once the token has expired', async () => {
    const { client, store, calls } = setup(() => json(200, { success: true, msg: '', response: 1 }));
    await client.get('/api/x');
    store.set('Token', 'abc');
    store.set('TokenExpire', String(1_000_000 - 1));
    await client.get('/api/x');
    expect(header(calls[0])).toBeNull();
    expect(header(calls[1])).toBeNull();
  });

  it('is never sent on calls marked auth: false', async () => {
    const { client, store, calls } = setup(() => json(200, { success: true, msg: '', response: 1 }));
    store.set('Token', 'abc');
    store.set('TokenExpire', String(2_000_000));
    await client.request(API.auth.login, { name: 'a' }, { auth: false });
    expect(header(calls[0])).toBeNull();
    expect(calls[0]?.init.body).toBe('{"name":"a"}');
  });
});

describe('envelope', () => {
  it('unwraps response and rejects success false with the server msg as a toast', async () => {
    const { client, notices } = setup(() =>
      json(200, { success: false, msg: '用户名或密码错误', response: null }),
    );
    await expect(client.get('/api/x')).rejects.toMatchObject({
      kind: 'business',
      message: '用户名或密码错误',
    });
    expect(notices).toEqual([['error', '用户名或密码错误']]);
  });

  it('lets a caller handle success false itself', async () => {
    const { client, notices } = setup(() =>
      json(200, { success: false, msg: '请选择登录身份', response: null }),
    );
    const body = await client.sendTo(API.auth.login, {}, { silent: true });
    expect(body.msg).toBe('请选择登录身份');
    expect(notices).toEqual([]);
  });

  it('drops empty query values but keeps zero', () => {
    expect(buildUrl('/api/s', { ClassId: 0, Name: '', x: undefined, y: null })).toBe('/api/s?ClassId=0');
  });
});

describe('status catalogue (O06-O13, D2)', () => {
  it.each([403, 404, 405, 415, 429, 500, 418, 502])('status %i shows its catalogue text', async (status) => {
    // A proxy or gateway page, not an envelope: only the catalogue can explain it.
    const { client, notices, endSession } = setup(() => new Response('<html>oops</html>', { status }));
    await expect(client.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(notices).toEqual([['error', httpMessage(status)]]);
    // D2: not even a 500 ends the session.
    expect(endSession).not.toHaveBeenCalled();
  });

  it('shows the server msg of a refusal that has no catalogue entry (400 wrong password)', async () => {
    const { client, notices } = setup(() =>
      json(400, { success: false, msg: '用户名或密码错误', response: null }),
    );
    await expect(client.get('/api/x')).rejects.toMatchObject({
      kind: 'business',
      message: '用户名或密码错误',
    });
    expect(notices).toEqual([['error', '用户名或密码错误']]);
    const body = await client.sendTo(API.auth.login, {}, { silent: true });
    expect(body).toEqual({ success: false, msg: '用户名或密码错误', response: null });
    expect(notices).toHaveLength(1);
  });

  it('keeps the catalogue text for listed statuses even when the server sends its own msg', async () => {
    const { client, notices } = setup(() =>
      json(429, { success: false, msg: '请勿重复点击', response: null }),
    );
    await expect(client.get('/api/x')).rejects.toMatchObject({ kind: 'http', status: 429 });
    expect(notices).toEqual([['error', HTTP_MESSAGES[429]]]);
  });

  it('maps statuses to dictionary keys', () => {
    expect(failureForStatus(500)).toEqual({ key: 'http.500', suffix: '' });
    expect(failureForStatus(418)).toEqual({ key: 'http.other', suffix: '418' });
  });

  it('reports a dropped connection as 服务器断开', async () => {
    const { client, notices } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('/api/x')).rejects.toMatchObject({ kind: 'network' });
    expect(notices).toEqual([['error', HTTP_MESSAGES.disconnected]]);
  });
});

describe('401 and refresh (A39, A40)', () => {
  const ok = json(200, { success: true, msg: '', response: 'data' });

  it('refreshes once, stores the new token and retries with it', async () => {
    const { client, store, calls } = setup((call) => {
      if (call.url.startsWith(API.auth.refresh.path)) {
        return json(200, {
          success: true,
          msg: '',
          response: { token: 'new', expires_in: 7200, refresh_expires_in: 3600 },
        });
      }
      return header(call) === 'Bearer new'
        ? ok.clone()
        : json(401, { success: false, msg: '', response: null });
    });
    store.set('Token', 'old');
    store.set('TokenExpire', String(2_000_000));
    store.set('refreshtime', String(5_000_000));
    await expect(client.get('/api/x')).resolves.toBe('data');
    expect(calls.map((c) => c.url)).toEqual(['/api/x', `${API.auth.refresh.path}?token=old`, '/api/x']);
    expect(store.get('Token')).toBe('new');
    expect(store.get('TokenExpire')).toBe(String(1_000_000 + 7_200_000));
    expect(store.get('refreshtime')).toBe(String(1_000_000 + 3_600_000));
  });

  it('shares one refresh between concurrent 401s', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, store, calls } = setup(async (call) => {
      if (call.url.startsWith(API.auth.refresh.path)) {
        await gate;
        return json(200, { success: true, msg: '', response: { token: 'new', expires_in: 60 } });
      }
      return header(call) === 'Bearer new'
        ? ok.clone()
        : json(401, { success: false, msg: '', response: null });
    });
    store.set('Token', 'old');
    store.set('TokenExpire', String(2_000_000));
    store.set('refreshtime', String(5_000_000));
    const all = Promise.all([client.get('/api/a'), client.get('/api/b'), client.get('/api/c')]);
    await new Promise((r) => setTimeout(r, 0));
    release();
    await expect(all).resolves.toEqual(['data', 'data', 'data']);
    expect(calls.filter((c) => c.url.startsWith(API.auth.refresh.path))).toHaveLength(1);
  });

  it('ends the session without a refresh once refreshtime has passed', async () => {
    const { client, store, calls, endSession } = setup(() =>
      json(401, { success: false, msg: '', response: null }),
    );
    store.set('Token', 'old');
    store.set('TokenExpire', String(2_000_000));
    store.set('refreshtime', String(999_999));
    await expect(client.get('/api/x')).rejects.toMatchObject({ kind: 'session', status: 401 });
    expect(calls).toHaveLength(1);
    expect(endSession).toHaveBeenCalledOnce();
  });

  it('ends the session when the refresh itself is refused, and retries at most once', async () => {
    const { client, store, calls, endSession } = setup((call) =>
      call.url.startsWith(API.auth.refresh.path)
        ? json(401, { success: false, msg: '', response: null })
        : json(401, { success: false, msg: '', response: null }),
    );
    store.set('Token', 'old');
    store.set('TokenExpire', String(2_000_000));
    store.set('refreshtime', String(5_000_000));
    await expect(client.get('/api/x')).rejects.toMatchObject({ kind: 'session' });
    expect(calls.map((c) => c.url)).toEqual(['/api/x', `${API.auth.refresh.path}?token=old`]);
    expect(endSession).toHaveBeenCalledOnce();
  });
});

describe('background calls (logout)', () => {
  it('show nothing and never end the session, even on 401', async () => {
    const { client, store, calls, notices, endSession } = setup(() =>
      json(401, { success: false, msg: '', response: null }),
    );
    store.set('Token', 'old');
    store.set('TokenExpire', String(2_000_000));
    store.set('refreshtime', String(5_000_000));
    await expect(client.sendTo(API.auth.logout, undefined, { background: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(calls).toHaveLength(1);
    expect(notices).toEqual([]);
    expect(endSession).not.toHaveBeenCalled();
  });
});

describe('quiet calls (reports and their PDF export)', () => {
  it('reject with the server msg of any refusal and show no toast', async () => {
    const { client, notices } = setup(
      (_, index) =>
        [
          json(404, { success: false, msg: '数据不存在或已被删除', response: null }),
          json(503, { success: false, msg: 'PDF 生成服务暂不可用', response: null }),
          json(200, { success: false, msg: '任务尚未完成，请稍候', response: null }),
        ][index] as Response,
    );
    await expect(client.post(API.pdf.render.path, {}, { quiet: true })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      message: '数据不存在或已被删除',
      fromServer: true,
    });
    await expect(client.post(API.pdf.render.path, {}, { quiet: true })).rejects.toMatchObject({
      status: 503,
      message: 'PDF 生成服务暂不可用',
      fromServer: true,
    });
    await expect(client.get(API.pdf.batchResult.path, {}, { quiet: true })).rejects.toMatchObject({
      kind: 'business',
      message: '任务尚未完成，请稍候',
      fromServer: true,
    });
    expect(notices).toEqual([]);
  });

  it('fall back to the catalogue text when the refusal says nothing', async () => {
    const { client, notices } = setup(() => new Response('gateway down', { status: 502 }));
    await expect(client.get('/api/x', {}, { quiet: true })).rejects.toMatchObject({
      message: httpMessage(502),
      // The client's words, not the server's: the PDF export shows 生成失败 instead (N08).
      fromServer: false,
    });
    expect(notices).toEqual([]);
  });

  it('an envelope with an empty msg is not the server speaking (issue 14 item 16)', async () => {
    const { client } = setup(() => json(500, { success: false, msg: '', response: null }));
    await expect(client.post(API.pdf.render.path, {}, { quiet: true })).rejects.toMatchObject({
      status: 500,
      message: HTTP_MESSAGES[500],
      fromServer: false,
    });
  });

  it('without a token send no Authorization and, with background, leave the session alone on 401', async () => {
    const { client, calls, endSession } = setup(() => json(401, { success: false, msg: '', response: null }));
    await expect(
      client.get(API.reports.classRoster.path, { ClassId: 3 }, { quiet: true, background: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(header(calls[0])).toBeNull();
    expect(calls).toHaveLength(1);
    expect(endSession).not.toHaveBeenCalled();
  });
});

describe('time-out (O03, DECISIONS 14)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A fetch that never answers but honours abort, like a hung server. */
  const hang = (call: TCall) =>
    new Promise<Response>((_, reject) => {
      call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it('retries a GET once, then shows 请求超时！', async () => {
    const { client, calls, notices } = setup(hang);
    const result = client.get('/api/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(result).resolves.toMatchObject({ kind: 'timeout', message: HTTP_MESSAGES.timeout });
    expect(calls).toHaveLength(2);
    expect(notices).toEqual([['error', HTTP_MESSAGES.timeout]]);
  });

  it('waits longer for a call that asks for it', async () => {
    const { client, calls } = setup(hang);
    const result = client.post(API.pdf.render.path, {}, { timeoutMs: 90_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(result).resolves.toMatchObject({ kind: 'timeout' });
  });

  it('never repeats a write', async () => {
    const { client, calls } = setup(hang);
    const result = client.post('/api/x', { a: 1 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(result).resolves.toMatchObject({ kind: 'timeout' });
    expect(calls).toHaveLength(1);
  });

  it('a caller cancel is silent', async () => {
    const { client, notices } = setup(hang);
    const controller = new AbortController();
    const result = client.get('/api/x', {}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    await expect(result).resolves.toMatchObject({ kind: 'aborted' });
    expect(notices).toEqual([]);
  });
});
