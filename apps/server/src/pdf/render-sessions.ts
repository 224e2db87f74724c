import { randomBytes } from 'node:crypto';
import type { TReportKey } from '@kg/contracts';
import type { Principal } from '../lib/principal';

/** The header the print browser sends the render token in (never Authorization). */
export const RENDER_TOKEN_HEADER = 'x-render-token';

/** What one render token allows: one report's data call with fixed values, and its files. */
export type RenderGrant = {
  /** the person who asked for the PDF: the data is read with their scope */
  principal: Principal;
  report: TReportKey;
  /** the data call's query, value for value */
  params: Record<string, string>;
  /** ids of the stored files the report's data names (photos, logo) */
  files: ReadonlySet<string>;
  expiresAt: number;
};

const FILE_ID = /\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

/** The stored files a report's data points at: the only files its render may read. */
export function filesNamedIn(data: unknown): Set<string> {
  const ids = new Set<string>();
  for (const m of JSON.stringify(data ?? null).matchAll(FILE_ID)) ids.add((m[1] ?? '').toLowerCase());
  return ids;
}

/**
 * Short-lived render tokens, held in memory: the print browser runs inside this process, so
 * nothing else ever needs to check one, and a restart revokes them all.
 */
export class RenderSessions {
  private readonly grants = new Map<string, RenderGrant>();
  constructor(
    readonly ttlMs = 120_000,
    private readonly now = () => Date.now(),
  ) {}

  issue(grant: Omit<RenderGrant, 'expiresAt'>): string {
    this.sweep();
    const token = `rt_${randomBytes(32).toString('base64url')}`;
    this.grants.set(token, { ...grant, expiresAt: this.now() + this.ttlMs });
    return token;
  }

  resolve(token: string): RenderGrant | null {
    const grant = this.grants.get(token);
    if (!grant) return null;
    if (grant.expiresAt <= this.now()) {
      this.grants.delete(token);
      return null;
    }
    return grant;
  }

  revoke(token: string) {
    this.grants.delete(token);
  }

  private sweep() {
    const now = this.now();
    for (const [token, grant] of this.grants) if (grant.expiresAt <= now) this.grants.delete(token);
  }
}
