import { CATALOGUE, type TEndpoint } from '@kg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness';
import { schoolIdOf } from '../../test/lookups';
import { SCHOOL_A } from '../../test/walks/callers';
import { malformedRequests, type TMalformed, takesInput } from '../../test/walks/malformed';
import { inputSchemaOf, sample } from '../../test/walks/request-shape';
import { changed, fingerprint, idsOf, tablesOf } from '../../test/walks/school-data';

/**
 * The malformed-input walk (issue 15): for every endpoint of the catalogue that takes a body
 * or a query, PER_ENDPOINT generated malformed requests (seeded, so a failure replays) sent by a
 * caller who may use it (school A's 园长, or the platform or district account for theirs).
 * The bar: no 5xx, every 4xx an envelope with a clear msg, and no row written anywhere.
 */
const PER_ENDPOINT = 200;
const SEED = 20261126;
const CONCURRENCY = 8;
const h = useHarness();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const name of ['admin', 'platform', 'district', 'doctor', 'teacher'])
    tokens[name] = await h.login(name);
});

/**
 * The first demo account the endpoint does not refuse with 401/403. The guard runs before
 * validation, so an empty request tells, and writes nothing.
 */
async function callerFor(endpoint: TEndpoint): Promise<string | undefined> {
  if (endpoint.access === 'public') return undefined;
  for (const token of Object.values(tokens)) {
    const res = await h.call(endpoint, endpoint.body ? {} : undefined, token);
    if (res.statusCode !== 403 && res.statusCode !== 401) return token;
  }
  return tokens.admin;
}

function send(endpoint: TEndpoint, request: TMalformed, token?: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const url = endpoint.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
  if (request.payload !== undefined) {
    headers['content-type'] = request.contentType ?? 'application/json';
    return h.app.inject({ method: endpoint.method, url, payload: request.payload, headers });
  }
  return h.app.inject({ method: endpoint.method, url, query: request.query ?? {}, headers });
}

/** A clear refusal: the envelope, success false, and a msg a person can read. */
function unclear(res: LightMyRequestResponse): string | null {
  let body: { success?: unknown; msg?: unknown };
  try {
    body = res.json();
  } catch {
    return `not JSON: ${res.body.slice(0, 80)}`;
  }
  if (body.success !== false) return 'success is not false';
  if (typeof body.msg !== 'string' || body.msg.trim().length < 2) return `msg ${JSON.stringify(body.msg)}`;
  if (/error|exception|undefined|null|\bat\s/i.test(body.msg) && !/[\u4e00-\u9fa5]/.test(body.msg))
    return `msg ${body.msg}`;
  return null;
}

describe('malformed-input walk (issue 15)', () => {
  it(`refuses ${PER_ENDPOINT} malformed requests per endpoint clearly, without a 5xx or a write`, async () => {
    const ids = await idsOf(h, await schoolIdOf(h, SCHOOL_A));
    const tables = await tablesOf(h);
    // WALK_ONLY=<name prefix> walks some endpoints; WALK_TRACE=1 names the tables each one wrote.
    const only = process.env.WALK_ONLY ?? '';
    const walked = CATALOGUE.filter(
      (e) => !e.endpoint.testOnly && takesInput(e.endpoint) && e.name.startsWith(only),
    );
    const before = await fingerprint(h, tables);
    const started = performance.now();
    const failures: string[] = [];
    const unclearRefusals: string[] = [];
    const accepted: string[] = [];
    let sent = 0;
    for (const [index, entry] of walked.entries()) {
      const shape = inputSchemaOf(entry.endpoint);
      const base = (shape ? sample(shape.schema, shape.schema, entry.endpoint, ids) : {}) as Record<
        string,
        unknown
      >;
      const token = await callerFor(entry.endpoint);
      const requests = malformedRequests(
        entry.endpoint,
        shape?.schema ?? {},
        base,
        SEED + index,
        PER_ENDPOINT,
      );
      const traced = process.env.WALK_TRACE ? await fingerprint(h, tables) : null;
      // A few at a time: on PostgreSQL the database works while the next requests are parsed.
      for (let i = 0; i < requests.length; i += CONCURRENCY) {
        const batch = requests.slice(i, i + CONCURRENCY);
        const answers = await Promise.all(batch.map((request) => send(entry.endpoint, request, token)));
        for (const [n, res] of answers.entries()) {
          sent += 1;
          const where = `${entry.name} [${batch[n]!.label}] → ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 120)}`);
          else if (res.statusCode >= 400) {
            const problem = unclear(res);
            if (problem) unclearRefusals.push(`${where}: ${problem}`);
          } else if (entry.endpoint.method !== 'GET') accepted.push(where);
        }
      }
      if (traced) {
        const wrote = changed(traced, await fingerprint(h, tables));
        if (wrote.length) console.info(`${entry.name} wrote ${wrote.join(', ')}`);
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const written = changed(before, await fingerprint(h, tables));
    console.info(
      `malformed walk: ${walked.length} endpoints, ${sent} requests sent (seed ${SEED}); ` +
        `5xx ${failures.length}, unclear 4xx ${unclearRefusals.length}, writes accepted ${accepted.length}, ` +
        `tables written ${written.length}; ${seconds} s`,
    );
    for (const line of [...failures, ...unclearRefusals, ...accepted].slice(0, 80)) console.info(line);
    if (written.length) console.info(`tables written: ${written.join(', ')}`);
    expect(walked.length * PER_ENDPOINT).toBe(sent);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(unclearRefusals.slice(0, 20)).toEqual([]);
    expect(accepted.slice(0, 20)).toEqual([]);
    expect(written).toEqual([]);
  }, 600_000);
});
