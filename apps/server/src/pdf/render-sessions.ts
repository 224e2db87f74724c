import { createHmac, randomUUID } from 'node:crypto';
import { ReportKey, type TReportKey } from '@kg/contracts';
import { eq, lt } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { renderTokenRevocations } from '../db/schema';
import type { Principal } from '../lib/principal';
import type { TokenClaims } from '../lib/tokens';

/** The header the print browser sends the render token in (never Authorization). */
export const RENDER_TOKEN_HEADER = 'x-render-token';

/** What one render token allows: one report's data call with fixed values, and its files. */
export type RenderGrant = {
  /** the token's unique id (jti): what revocation records */
  id: string;
  /** the person who asked for the PDF, read again from the database at every use */
  principal: Principal;
  report: TReportKey;
  /** the data call's query, value for value */
  params: Record<string, string>;
  expiresAt: number;
};

/** What the issuer knows: the files are only a head start for this instance's file checks. */
export type RenderRequest = Pick<RenderGrant, 'principal' | 'report' | 'params'> & {
  files?: ReadonlySet<string>;
};

const FILE_ID = /\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

/** The stored files a report's data points at: the only files its render may read. */
export function filesNamedIn(data: unknown): Set<string> {
  const ids = new Set<string>();
  for (const m of JSON.stringify(data ?? null).matchAll(FILE_ID)) ids.add((m[1] ?? '').toLowerCase());
  return ids;
}

export type RenderSessionsDeps = {
  secret: string;
  db: Db;
  /** the live principal behind a user, school and session (null: stopped, revoked, gone) */
  principal: (claims: TokenClaims) => Promise<Principal | null>;
  /** the files a report's data names for this caller and these values (its definition's load) */
  filesOf: (p: Principal, report: TReportKey, params: Record<string, string>) => Promise<Set<string>>;
  ttlMs?: number;
  now?: () => number;
};

const ISSUER = 'kindergrowth';
const AUDIENCE = 'render';
const REPORT_KEYS = new Set<string>(Object.values(ReportKey));

/**
 * Render tokens any app instance can check (issue 21): an HS256 token under a key derived from
 * the server secret (so an access token is never a render token), naming the requester's user,
 * school and session, the report and its exact data-call values, a short expiry and a unique id.
 * The principal is read from the database at every use, so a stopped user or school or a
 * revoked session stops the render. Revocation is a row per token id until its expiry (swept),
 * so a finished render's token stops working on every instance at once.
 */
export class RenderSessions {
  readonly ttlMs: number;
  private readonly key: Uint8Array;
  private readonly now: () => number;
  /** per instance: the files a token's report names, loaded once per token (or given at issue) */
  private readonly files = new LRUCache<string, Promise<Set<string>>>({ max: 1000 });

  constructor(private readonly deps: RenderSessionsDeps) {
    this.ttlMs = deps.ttlMs ?? 120_000;
    this.now = deps.now ?? Date.now;
    this.key = createHmac('sha256', deps.secret).update('kindergrowth render tokens').digest();
  }

  async issue(grant: RenderRequest): Promise<string> {
    const id = randomUUID();
    const p = grant.principal;
    if (grant.files) this.files.set(id, Promise.resolve(new Set(grant.files)), { ttl: this.ttlMs });
    return new SignJWT({ sch: p.schoolId, sid: p.sessionId, rep: grant.report, prm: grant.params })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(p.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setJti(id)
      .setIssuedAt(Math.floor(this.now() / 1000))
      .setExpirationTime(Math.floor((this.now() + this.ttlMs) / 1000))
      .sign(this.key);
  }

  /** The grant behind a token, or null (bad signature, expired, revoked, requester stopped). */
  async resolve(token: string): Promise<RenderGrant | null> {
    const claims = await this.verify(token);
    if (!claims) return null;
    const revoked = await this.deps.db
      .select({ id: renderTokenRevocations.id })
      .from(renderTokenRevocations)
      .where(eq(renderTokenRevocations.id, claims.id));
    if (revoked.length > 0) return null;
    const principal = await this.deps.principal(claims.requester);
    if (!principal || principal.schoolId !== claims.requester.schoolId) return null;
    return {
      id: claims.id,
      principal,
      report: claims.report,
      params: claims.params,
      expiresAt: claims.expiresAt,
    };
  }

  /** Least privilege: a render reads only the files its report's data names for its caller. */
  async mayRead(grant: RenderGrant, fileId: string): Promise<boolean> {
    let named = this.files.get(grant.id);
    if (!named) {
      named = this.deps.filesOf(grant.principal, grant.report, grant.params);
      this.files.set(grant.id, named, { ttl: Math.max(1, grant.expiresAt - this.now()) });
      named.catch(() => this.files.delete(grant.id));
    }
    return (await named).has(fileId.toLowerCase());
  }

  /** After the render: the token stops on every instance; expired revocations are swept. */
  async revoke(token: string): Promise<void> {
    const claims = await this.verify(token);
    if (!claims) return;
    this.files.delete(claims.id);
    const db = this.deps.db;
    await db
      .insert(renderTokenRevocations)
      .values({ id: claims.id, expiresAt: new Date(claims.expiresAt) })
      .onConflictDoNothing();
    await db.delete(renderTokenRevocations).where(lt(renderTokenRevocations.expiresAt, new Date(this.now())));
  }

  private async verify(token: string) {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      const userId = Number(payload.sub);
      const { sch, sid, rep, prm, jti, exp } = payload;
      if (!Number.isInteger(userId) || typeof sch !== 'number' || typeof sid !== 'string') return null;
      if (typeof rep !== 'string' || !REPORT_KEYS.has(rep) || typeof jti !== 'string') return null;
      if (!prm || typeof prm !== 'object' || typeof exp !== 'number') return null;
      if (!Object.values(prm).every((v) => typeof v === 'string')) return null;
      return {
        id: jti,
        requester: { userId, schoolId: sch, sessionId: sid } satisfies TokenClaims,
        report: rep as TReportKey,
        params: prm as Record<string, string>,
        expiresAt: exp * 1000,
      };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
