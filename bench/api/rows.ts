import type { Result } from 'autocannon';

export type Target = {
  name: string;
  database: string;
  url: string;
  headers?: Record<string, string>;
  /** the database's ceiling route: app routes are reported as a share of it */
  ceiling?: boolean;
};

export type Row = {
  target: string;
  database: string;
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latency: { averageMs: number; p50Ms: number; p90Ms: number; p99Ms: number; maxMs: number };
  requests: { average: number; stddev: number; min: number; max: number; total: number; sent: number };
  throughputBytesPerSec: number;
  statusCodes: Record<string, number>;
  /** event-loop utilisation of the main thread (the server; autocannon runs in a worker) */
  serverEventLoopUtilization: number;
  /** the database's ceiling route itself */
  ceiling: boolean;
  /** req/s as a share of the same database's ceiling route (null for the ceiling and /ping) */
  ofCeiling: number | null;
  /** req/s of each round (the rounds show how steady the machine was) */
  perRoundReqPerSec: number[];
};

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** One row from a target's rounds: req/s over all of them, latency of the worst round. */
export function rowOf(t: Target, results: Result[], elu: number[]): Row {
  const seconds = sum(results.map((r) => r.duration));
  const total = sum(results.map((r) => r.requests.total));
  const worst = (pick: (r: Result) => number) => Math.max(...results.map(pick));
  const statusCodes: Record<string, number> = {};
  for (const r of results)
    for (const [code, v] of Object.entries(r.statusCodeStats))
      statusCodes[code] = (statusCodes[code] ?? 0) + v.count;
  return {
    target: t.name,
    database: t.database,
    reqPerSec: total / seconds,
    p99Ms: worst((r) => r.latency.p99),
    non2xx: sum(results.map((r) => r.non2xx)),
    errors: sum(results.map((r) => r.errors)),
    timeouts: sum(results.map((r) => r.timeouts)),
    latency: {
      averageMs: sum(results.map((r) => r.latency.average * r.requests.total)) / Math.max(1, total),
      p50Ms: worst((r) => r.latency.p50),
      p90Ms: worst((r) => r.latency.p90),
      p99Ms: worst((r) => r.latency.p99),
      maxMs: worst((r) => r.latency.max),
    },
    requests: {
      average: total / seconds,
      stddev: 0,
      min: Math.min(...results.map((r) => r.requests.min)),
      max: worst((r) => r.requests.max),
      total,
      sent: sum(results.map((r) => r.requests.sent)),
    },
    throughputBytesPerSec: sum(results.map((r) => r.throughput.total)) / seconds,
    statusCodes,
    serverEventLoopUtilization: sum(elu) / elu.length,
    ceiling: t.ceiling ?? false,
    ofCeiling: null,
    perRoundReqPerSec: results.map((r) => r.requests.total / r.duration),
  };
}

export const loadText = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const TARGET_SHARE = 0.5;

export function table(rows: Row[]): string {
  const lines = [
    '| target | database | req/s | p99 ms | of ceiling | non-2xx |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    const share = r.ofCeiling === null ? (r.ceiling ? 'ceiling' : '-') : `${Math.round(r.ofCeiling * 100)}%`;
    lines.push(
      `| ${r.target} | ${r.database} | ${fmt(r.reqPerSec)} | ${fmt(r.p99Ms)} | ${share} | ${r.non2xx} |`,
    );
  }
  return lines.join('\n');
}

/** Issue 16's target: on PostgreSQL every app route at least half its ceiling. */
export function verdicts(rows: Row[]): string[] {
  return rows
    .filter((r) => r.database === 'PostgreSQL' && r.ofCeiling !== null)
    .map(
      (r) =>
        `${r.ofCeiling! >= TARGET_SHARE ? 'MET' : 'NOT MET'}: ${r.target} on PostgreSQL at ` +
        `${Math.round(r.ofCeiling! * 100)}% of the ceiling (target ${TARGET_SHARE * 100}%)`,
    );
}
