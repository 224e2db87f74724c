/**
 * Fixed-window counters in memory: enough for one server process. Keys expire with their
 * window, and the map is swept so it cannot grow without bound.
 */
export class RateWindow {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit; false when the key is over its limit for the current window. */
  take(key: string): boolean {
    const now = this.now();
    this.sweep(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.max;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }
}
