import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: number; sessionId: string; schoolId: number };

/** Signs and checks access tokens (HS256). A token names its session, so logout revokes it. */
export class TokenService {
  private readonly key: Uint8Array;
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
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: 'kindergrowth',
        algorithms: ['HS256'],
        clockTolerance: graceSeconds,
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.sch !== 'number')
        return null;
      return { userId, sessionId: payload.sid, schoolId: payload.sch };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
