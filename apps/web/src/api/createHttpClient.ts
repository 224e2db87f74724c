import {
  API,
  pathOf,
  type TEndpoint,
  type TEndpointInput,
  type TEndpointResult,
  type TEnvelope,
} from '@kg/contracts';
import type { TNoticeKind } from './bridges';
import { failureForStatus, type TRefusal } from './messages';
import { STORAGE_KEYS } from './storageKeys';
import { bearerHeader, canRefresh, expiryFromNow, parseMoment } from './tokenRules';

export type TQueryValue = string | number | boolean | null | undefined;

export type TRequestOptions = {
  params?: Record<string, TQueryValue>;
  body?: unknown;
  /** the caller shows `success: false` itself (e.g. the login page) */
  silent?: boolean;
  /** cancels the request (react-query passes one); a cancel shows nothing */
  signal?: AbortSignal;
  /** false for calls that must never carry or refresh a token (login, SMS) */
  auth?: boolean;
  /** fire-and-forget (logout): no toasts, and a 401 neither refreshes nor ends the session */
  background?: boolean;
  /**
   * the caller shows every failure itself (a report's own error state, the PDF export's
   * 提示 notification): no toasts, and a refusal's own msg is the error's message
   */
  quiet?: boolean;
  /** a longer time-out for a call known to take long (printing a PDF may queue behind a batch) */
  timeoutMs?: number;
};

export type TApiErrorKind = 'business' | 'http' | 'timeout' | 'network' | 'session' | 'aborted';

export class ApiError extends Error {
  constructor(
    readonly kind: TApiErrorKind,
    message: string,
    readonly status?: number,
    /**
     * the message is the server's own msg from its envelope, not the client's catalogue text
     * for a status (失败！服务器异常, 失败！请求错误503): callers that show their own words for
     * a failure (the PDF export's 生成失败, N08) keep only the server's
     */
    readonly fromServer = false,
    /** a server refusal's error code (issue 15), e.g. classes.nameTaken; the message is its text */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type THttpDeps = {
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  timeoutMs: number;
  notify: (kind: TNoticeKind, text: string) => void;
  translate: (key: string) => string;
  /** clears the stored session and sends the user to the login page (A40) */
  endSession: () => void;
  /**
   * the words to show for a server refusal: its code's text in the user's language, else its
   * msg (issue 15); without it, msg as sent
   */
  refusalText?: (refusal: TRefusal) => string;
};

export function buildUrl(path: string, params?: Record<string, TQueryValue>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    // Empty filters are left out so the server applies its defaults.
    if (value === undefined || value === null || value === '') continue;
    query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

async function readEnvelope<T>(res: Response): Promise<TEnvelope<T> | null> {
  try {
    const body = (await res.json()) as TEnvelope<T>;
    return body && typeof body === 'object' && 'success' in body ? body : null;
  } catch {
    return null;
  }
}

type TAttempt = { timeoutRetried: boolean; authRetried: boolean };

/**
 * One client for every call: envelope, error catalogue, Bearer token, a single shared
 * refresh on 401, a 20 s time-out with one retry for reads (O01-O13, D2, DECISIONS 14, 40).
 */
export function createHttpClient(deps: THttpDeps) {
  let refreshing: Promise<boolean> | null = null;

  const text = (key: string, suffix = '') => `${deps.translate(key)}${suffix}`;
  const said = (refusal: TRefusal) => deps.refusalText?.(refusal) ?? refusal.msg;

  function currentBearer(): { header: string | null; token: string | null } {
    const token = deps.storage.getItem(STORAGE_KEYS.token);
    const expire = parseMoment(deps.storage.getItem(STORAGE_KEYS.tokenExpire));
    return { header: bearerHeader(token, expire, deps.now()), token };
  }

  /** Runs fetch with the time-out; tells a time-out apart from a caller's cancel. */
  async function fetchWithTimeout(
    url: string,
    init: RequestInit,
    signal?: AbortSignal,
    timeoutMs = deps.timeoutMs,
  ) {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    signal?.addEventListener('abort', onCallerAbort);
    try {
      return await deps.fetch(url, { ...init, signal: controller.signal });
    } catch {
      if (timedOut) throw new ApiError('timeout', text('http.timeout'));
      if (signal?.aborted) throw new ApiError('aborted', 'aborted');
      throw new ApiError('network', text('http.disconnected'));
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  async function doRefresh(): Promise<boolean> {
    const token = deps.storage.getItem(STORAGE_KEYS.token);
    const refreshTime = parseMoment(deps.storage.getItem(STORAGE_KEYS.refreshTime));
    if (!canRefresh(token, refreshTime, deps.now())) return false;
    try {
      const res = await fetchWithTimeout(buildUrl(API.auth.refresh.path, { token }), {
        method: 'GET',
        headers: { Accept: 'application/json' },
      });
      if (!res.ok) return false;
      const body = (await res.json()) as TEnvelope<TEndpointResult<typeof API.auth.refresh> | null>;
      if (!body.success || !body.response?.token) return false;
      const now = deps.now();
      deps.storage.setItem(STORAGE_KEYS.token, body.response.token);
      deps.storage.setItem(STORAGE_KEYS.tokenExpire, String(expiryFromNow(now, body.response.expires_in)));
      if (typeof body.response.refresh_expires_in === 'number') {
        deps.storage.setItem(
          STORAGE_KEYS.refreshTime,
          String(expiryFromNow(now, body.response.refresh_expires_in)),
        );
      }
      return true;
    } catch {
      return false;
    }
  }

  /** Concurrent 401s share one refresh call (A39). */
  function refreshOnce(): Promise<boolean> {
    if (!refreshing) {
      refreshing = doRefresh().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  function fail(error: ApiError, options: TRequestOptions, kind: TNoticeKind = 'error'): never {
    if (!options.background && !options.quiet) deps.notify(kind, error.message);
    throw error;
  }

  async function send<T>(
    method: string,
    path: string,
    options: TRequestOptions = {},
    attempt: TAttempt = { timeoutRetried: false, authRetried: false },
  ): Promise<TEnvelope<T>> {
    const useAuth = options.auth !== false;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const sentWith = useAuth ? currentBearer() : { header: null, token: null };
    if (sentWith.header) headers.Authorization = sentWith.header;
    const hasBody = options.body !== undefined && method !== 'GET';
    if (hasBody) headers['Content-Type'] = 'application/json';

    let res: Response;
    try {
      res = await fetchWithTimeout(
        buildUrl(path, options.params),
        {
          method,
          headers,
          body: hasBody ? JSON.stringify(options.body) : undefined,
          credentials: 'same-origin',
        },
        options.signal,
        options.timeoutMs,
      );
    } catch (error) {
      const apiError = error as ApiError;
      if (apiError.kind === 'aborted') throw apiError;
      // Reads are safe to repeat once; writes never are (DECISIONS 14).
      if (apiError.kind === 'timeout' && method === 'GET' && !attempt.timeoutRetried) {
        return send<T>(method, path, options, { ...attempt, timeoutRetried: true });
      }
      return fail(apiError, options);
    }

    if (res.status === 401 && useAuth && !options.background) {
      if (!attempt.authRetried) {
        // Another request may already have refreshed while this one was in flight.
        const tokenNow = deps.storage.getItem(STORAGE_KEYS.token);
        const refreshed = tokenNow && tokenNow !== sentWith.token ? true : await refreshOnce();
        if (refreshed) return send<T>(method, path, options, { ...attempt, authRetried: true });
      }
      deps.endSession();
      return fail(new ApiError('session', text('http.401'), 401), options, 'warning');
    }

    if (!res.ok) {
      const failure = failureForStatus(res.status);
      // A refusal without a catalogue entry (400 wrong password, 409 conflict) carries the
      // server's own explanation in the envelope: that is the message to show (SPEC §8).
      // A quiet caller wants those words for any refusal (404 数据不存在或已被删除, 503).
      if (failure.key === 'http.other' || options.quiet) {
        const refusal = await readEnvelope<T>(res);
        if (refusal && refusal.success === false && refusal.msg) {
          if (options.quiet) throw new ApiError('http', said(refusal), res.status, true, refusal.code);
          if (!options.silent && !options.background) deps.notify('error', said(refusal));
          return refusal;
        }
      }
      // D2: a server fault keeps the session and the page; only the message shows.
      return fail(new ApiError('http', text(failure.key, failure.suffix), res.status), options);
    }

    let body: TEnvelope<T>;
    try {
      body = (await res.json()) as TEnvelope<T>;
    } catch {
      const failure = failureForStatus(res.status);
      return fail(new ApiError('http', text(failure.key, failure.suffix), res.status), options);
    }
    if (body.success === false && !options.silent && !options.background && !options.quiet && body.msg)
      deps.notify('error', said(body));
    return body;
  }

  /** Unwraps `response`; a `success: false` answer becomes a rejected promise. */
  async function call<T>(method: string, path: string, options: TRequestOptions = {}): Promise<T> {
    const body = await send<T>(method, path, options);
    if (body.success === false) throw new ApiError('business', said(body), 200, true, body.code);
    return body.response;
  }

  /** Where an endpoint's input travels: a JSON body, else the query string. */
  function placed(endpoint: TEndpoint, input: unknown, options: TRequestOptions): TRequestOptions {
    return endpoint.body
      ? { ...options, body: input }
      : { ...options, params: input as TRequestOptions['params'] };
  }

  return {
    send,
    /** Calls a catalogued endpoint (issue 15): method and path from the catalogue, the answer typed. */
    request: <E extends TEndpoint>(
      endpoint: E,
      input: TEndpointInput<E>,
      options: Omit<TRequestOptions, 'params' | 'body'> = {},
    ) => call<TEndpointResult<E>>(endpoint.method, pathOf(endpoint, input), placed(endpoint, input, options)),
    /** The whole envelope of a catalogued endpoint, `success: false` included (the login page). */
    sendTo: <E extends TEndpoint>(
      endpoint: E,
      input: TEndpointInput<E>,
      options: Omit<TRequestOptions, 'params' | 'body'> = {},
    ) => send<TEndpointResult<E>>(endpoint.method, pathOf(endpoint, input), placed(endpoint, input, options)),
    get: <T>(
      path: string,
      params?: TRequestOptions['params'],
      options: Omit<TRequestOptions, 'params'> = {},
    ) => call<T>('GET', path, { ...options, params }),
    post: <T>(path: string, body?: unknown, options: Omit<TRequestOptions, 'body'> = {}) =>
      call<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options: Omit<TRequestOptions, 'body'> = {}) =>
      call<T>('PUT', path, { ...options, body }),
    del: <T>(
      path: string,
      params?: TRequestOptions['params'],
      options: Omit<TRequestOptions, 'params'> = {},
    ) => call<T>('DELETE', path, { ...options, params }),
  };
}

export type THttpClient = ReturnType<typeof createHttpClient>;
