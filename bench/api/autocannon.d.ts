// The part of autocannon 9 that run.ts uses (the package ships no types, and @types/autocannon
// is not installed). Field names follow lib/aggregateResult.js and hdr-histogram-percentiles-obj.
declare module 'autocannon' {
  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    [percentile: string]: number;
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    /** load generation in this many worker threads (connections are split between them) */
    workers?: number;
    timeout?: number;
    title?: string;
  };

  export type Result = {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    start: Date;
    finish: Date;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    /** milliseconds */
    latency: Histogram & { totalCount: number };
    /** per-second samples; `total` is completed requests, `sent` requests sent */
    requests: Histogram & { sent: number };
    /** bytes per second */
    throughput: Histogram;
  };

  type Instance = PromiseLike<Result> & { stop(): void };

  function autocannon(opts: Options): Instance;
  export default autocannon;
}
