import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export type TokenClaims = { userId: number; sessionId: string; schoolId: number };

/** How many verified access tokens a process remembers (a few per signed-in person). */
const VERIFIED_TOKENS = 10_000;

/** Signs and checks access tokens (HS256). A token names its session, so logout revokes it. */
export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Access tokens already verified, until they expire (issue 16): checking the signature is a
   * pure function of the token and the clock, and costs more than the rest of a small read.
   * This remembers nothing about the caller: the session, the user, the school and the roles
   * are still read from the database at every request (auth.service `principal`), so logout,
   * a stopped user or school and a role change still take effect at once.
   */
  private readonly verified = new LRUCache<string, { claims: TokenClaims; expiresAt: number }>({
    max: VERIFIED_TOKENS,
  });
  constructor(
    secret: string,
    readonly accessTtl: number,
    readonly refreshTtl: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, sch: claims.schoolId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtl}s`)
      .setIssuer('kindergrowth')
      .sign(this.key);
  }

  /** Verifies signature and expiry; `graceSeconds` accepts an expired token (refresh). */
  async verify(token: string, graceSeconds = 0): Promise<TokenClaims | null> {
    const known = graceSeconds === 0 ? this.verified.get(token) : undefined;
    if (known) {
      if (known.expiresAt > Date.now()) return known.claims;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: 'kindergrowth',
        algorithms: ['HS256'],
        clockTolerance: graceSeconds,
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.sch !== 'number')
        return null;
      const claims = { userId, sessionId: payload.sid, schoolId: payload.sch };
      // jose checked exp (always set by sign) against the clock; without a grace it is in the future
      if (graceSeconds === 0 && typeof payload.exp === 'number')
        this.verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      return claims;
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
