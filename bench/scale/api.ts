/** The bench's calls to an app instance over HTTP: login, batches and their progress. */
import { API, REPORT_ROUTES, type TBatchProgress } from '@kg/contracts';

export async function call(
  base: string,
  endpoint: { method: string; path: string },
  body?: unknown,
  token?: string,
) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (endpoint.method === 'GET') {
    const q = new URLSearchParams(Object.entries((body ?? {}) as Record<string, string>)).toString();
    return fetch(`${base}${endpoint.path}${q ? `?${q}` : ''}`, { headers });
  }
  return fetch(`${base}${endpoint.path}`, {
    method: endpoint.method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
}

export async function login(base: string, name: string, pass = 'Kinder@2026') {
  const res = await call(base, API.auth.login, { name, pass, uID: 0 });
  const json = (await res.json()) as { success: boolean; response: { token: string }; msg: string };
  if (!json.success) throw new Error(`login ${name} on ${base}: ${json.msg}`);
  return json.response.token;
}

export type TItem = { query: { ClassId: number }; name: string };

/**
 * Follows a batch until done: each turn reads its progress (from whichever instance `read`
 * asks) and shows it to `seen`; fails after 15 minutes.
 */
export async function untilBatchDone(
  read: (turn: number) => Promise<TBatchProgress>,
  seen: (p: TBatchProgress, turn: number) => void = () => {},
): Promise<TBatchProgress> {
  const started = performance.now();
  for (let turn = 0; ; turn++) {
    const p = await read(turn);
    seen(p, turn);
    if (p.Status === 'done') return p;
    if (performance.now() - started > 15 * 60_000) throw new Error('the batch did not finish in 15 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function startRosters(
  base: string,
  token: string,
  name: string,
  items: TItem[],
): Promise<string> {
  const res = await call(base, API.pdf.startBatch, { route: REPORT_ROUTES.classRoster, name, items }, token);
  const json = (await res.json()) as { success: boolean; response: string; msg: string };
  if (!json.success) throw new Error(`StartBatch on ${base}: ${json.msg}`);
  return json.response;
}

export async function progressOf(base: string, token: string, jobId: string): Promise<TBatchProgress> {
  const res = await call(base, API.pdf.batchProgress, { jobId }, token);
  return ((await res.json()) as { response: TBatchProgress }).response;
}

/** The demo school's classes, repeated to `n` rosters with distinct file names (so none comes from the print cache). */
export function rosterItems(classRows: { id: number; name: string }[], n: number): TItem[] {
  return Array.from({ length: n }, (_, i) => {
    const c = classRows[i % classRows.length]!;
    return { query: { ClassId: c.id }, name: `${String(i + 1).padStart(2, '0')}_${c.name}_幼儿名册.pdf` };
  });
}
