import {
  AUTH_MESSAGES,
  LoginType,
  PASSWORD_PATTERN,
  type TIdentity,
  type TLoginRequest,
  type TTokenResponse,
  type TUserInfo,
} from '@kg/contracts';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { schoolToday } from '../../lib/dates';
import type { Principal } from '../../lib/principal';
import { roleSetKey } from '../../lib/role-set-key';
import type { TokenClaims, TokenService } from '../../lib/tokens';
import { authRepository } from './auth.repository';
import { hashPassword, verifyPassword } from './passwords';
import type { SmsCodeService, SmsPurpose } from './sms-codes';

type Identity = Awaited<ReturnType<ReturnType<typeof authRepository>['findIdentities']>>[number];

export type LoginOutcome =
  | { kind: 'token'; token: TTokenResponse }
  | { kind: 'choose-identity'; identities: TIdentity[] };

/** A school in use: not stopped, and its service has not ended by the school's own today. */
const inService = (i: Identity) =>
  i.schoolEnabled && (!i.serviceUntil || i.serviceUntil >= schoolToday(i.timeZone));

function toIdentity(i: Identity): TIdentity {
  return {
    uID: i.uID,
    SchoolId: i.schoolId,
    SchoolName: i.schoolName,
    IdentityName: i.roleNames.join('、') || '用户',
  };
}

/** Login, identity choice, token refresh, logout and password recovery (A17-A40). */
export class AuthService {
  /**
   * The permission codes of a role set at a menus version (roleSetKey): the same for every
   * caller with those roles, so the principal's statement need not gather them each request.
   * The key changes when what the roles hold changes; old keys age out.
   */
  private readonly codesByRoleSet = new LRUCache<string, ReadonlySet<string>>({ max: 1000 });

  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly sms: SmsCodeService,
  ) {}

  private async permissionCodes(menuVersion: number, roleIds: number[]): Promise<ReadonlySet<string>> {
    const key = roleSetKey(menuVersion, roleIds);
    const cached = this.codesByRoleSet.get(key);
    if (cached) return cached;
    // Read after the principal: what it finds is at least as new as the version in the key.
    const codes = new Set(await authRepository(this.db).permissionCodes(roleIds));
    this.codesByRoleSet.set(key, codes);
    return codes;
  }

  /** Who the credentials belong to and which identities they may use; consumes nothing. */
  private async authenticate(req: TLoginRequest, opts: { consumeCode: boolean }) {
    const repo = authRepository(this.db);
    let person: Awaited<ReturnType<typeof repo.findPersonByLogin>>;
    if (req.Type === LoginType.sms) {
      const phone = await this.sms.verify(repo, {
        phone: req.name,
        purpose: 'login',
        code: req.Code,
        consume: false,
      });
      person = await repo.findPersonByPhone(phone);
      if (!person) throw AppError.badRequest(AUTH_MESSAGES.phoneNotBound);
    } else {
      if (!req.name) throw AppError.badRequest(AUTH_MESSAGES.accountRequired);
      if (!req.pass) throw AppError.badRequest(AUTH_MESSAGES.passwordRequired);
      person = await repo.findPersonByLogin(req.name);
      if (!(await verifyPassword(person?.passwordHash, req.pass)) || !person) {
        throw AppError.badRequest(AUTH_MESSAGES.wrongCredentials);
      }
    }
    if (!person.enabled) throw AppError.badRequest(AUTH_MESSAGES.accountDisabled);
    const all = await repo.findIdentities(person.id);
    const identities = all.filter(inService);
    if (identities.length === 0) {
      throw AppError.badRequest(all.length ? AUTH_MESSAGES.schoolDisabled : AUTH_MESSAGES.accountDisabled);
    }
    const finish = async () => {
      if (req.Type === LoginType.sms && opts.consumeCode) {
        await this.sms.verify(repo, { phone: req.name, purpose: 'login', code: req.Code, consume: true });
      }
    };
    return { person, identities, finish };
  }

  /** Password or SMS login; asks for an identity when the person has several (A31). */
  async login(req: TLoginRequest): Promise<LoginOutcome> {
    const { identities, finish } = await this.authenticate(req, { consumeCode: true });
    let chosen: Identity | undefined;
    if (req.uID > 0) {
      chosen = identities.find((i) => i.uID === req.uID);
      if (!chosen) throw AppError.badRequest(AUTH_MESSAGES.identityUnknown);
    } else if (identities.length === 1) {
      chosen = identities[0];
    } else {
      return { kind: 'choose-identity', identities: identities.map(toIdentity) };
    }
    await finish();
    return { kind: 'token', token: await this.issue(chosen!.uID, chosen!.schoolId) };
  }

  /** The identity list for the same credentials (GetTokenUserListByJWT5). */
  async identities(req: TLoginRequest): Promise<TIdentity[]> {
    const { identities } = await this.authenticate(req, { consumeCode: false });
    return identities.map(toIdentity);
  }

  /**
   * The header's school switcher (issue 14 item 10): the same person moves to another of
   * their identities without logging in again. Another person's identity is not found (404)
   * so ids cannot be probed; a stopped identity or school says why. The old session ends.
   */
  async switchIdentity(p: Principal, uID: number): Promise<TTokenResponse> {
    const repo = authRepository(this.db);
    const owner = await repo.findUserOwner(uID);
    if (!owner || owner.personId !== p.personId) throw AppError.notFound(AUTH_MESSAGES.identityUnknown);
    if (owner.status !== 1) throw AppError.badRequest(AUTH_MESSAGES.accountDisabled);
    const chosen = (await repo.findIdentities(p.personId)).find((i) => i.uID === uID);
    if (!chosen || !inService(chosen)) throw AppError.badRequest(AUTH_MESSAGES.schoolDisabled);
    const token = await this.issue(chosen.uID, chosen.schoolId);
    await repo.revokeSession(p.sessionId);
    return token;
  }

  private async issue(userId: number, schoolId: number): Promise<TTokenResponse> {
    const repo = authRepository(this.db);
    const sessionId = await repo.createSession(userId, new Date(Date.now() + this.tokens.refreshTtl * 1000));
    return this.tokenFor(userId, schoolId, sessionId, this.tokens.refreshTtl);
  }

  private async tokenFor(userId: number, schoolId: number, sessionId: string, refreshLeft: number) {
    const token = await this.tokens.sign({ userId, sessionId, schoolId });
    return {
      token,
      expires_in: this.tokens.accessTtl,
      refresh_expires_in: Math.max(0, Math.floor(refreshLeft)),
      token_type: 'Bearer' as const,
    };
  }

  /** A new access token for a live session whose refresh window has not passed (A39). */
  async refresh(token: string): Promise<TTokenResponse> {
    const claims = await this.tokens.verify(token, this.tokens.refreshTtl);
    if (!claims) throw AppError.unauthorized(AUTH_MESSAGES.refreshExpired);
    const row = await authRepository(this.db).loadPrincipal(claims.sessionId, claims.userId);
    if (!row?.live || row.refreshUntil.getTime() <= Date.now()) {
      throw AppError.unauthorized(AUTH_MESSAGES.refreshExpired);
    }
    const refreshLeft = (row.refreshUntil.getTime() - Date.now()) / 1000;
    return this.tokenFor(claims.userId, claims.schoolId, claims.sessionId, refreshLeft);
  }

  /** Sends a login or password-reset code to a bound phone (A25). */
  async sendCode(phone: string, purpose: SmsPurpose) {
    await this.sms.send(authRepository(this.db), { phone, purpose });
  }

  /** Ends the caller's session: its tokens stop working at once. */
  async logout(p: Principal) {
    await authRepository(this.db).revokeSession(p.sessionId);
  }

  /** Sets a new password after an SMS check and ends every session of the person. */
  async findPassword(req: { Phone: string; Code: string; NewPassword: string }) {
    if (!PASSWORD_PATTERN.test(req.NewPassword)) throw AppError.badRequest(AUTH_MESSAGES.passwordWeak);
    const passwordHash = await hashPassword(req.NewPassword);
    await this.db.transaction(async (tx) => {
      const repo = authRepository(tx);
      const phone = await this.sms.verify(repo, {
        phone: req.Phone,
        purpose: 'reset',
        code: req.Code,
        consume: true,
      });
      const person = await repo.findPersonByPhone(phone);
      if (!person) throw AppError.badRequest(AUTH_MESSAGES.phoneNotBound);
      await repo.updatePassword(person.id, passwordHash);
      await repo.revokePersonSessions(person.id);
    });
  }

  /** Resolves a bearer token to its caller, or null when it is not (or no longer) valid. */
  async principal(token: string): Promise<Principal | null> {
    const claims = await this.tokens.verify(token);
    return claims ? this.principalOf(claims) : null;
  }

  /** The live principal behind a user, school and session (render tokens name them too). */
  async principalOf(claims: TokenClaims): Promise<Principal | null> {
    const row = await authRepository(this.db).loadPrincipal(claims.sessionId, claims.userId);
    if (!row?.live) return null;
    const roleIds = row.roles.map((r) => r.id);
    return {
      userId: row.userId,
      personId: row.personId,
      schoolId: row.schoolId,
      schoolName: row.schoolName,
      loginTitle: row.loginTitle,
      timeZone: row.timeZone,
      sessionId: claims.sessionId,
      loginName: row.loginName,
      realName: row.realName,
      parentId: row.parentId,
      userIdentity: [...new Set(row.roles.map((r) => r.digit).filter(Boolean))].sort().join(''),
      roleIds,
      roleNames: row.roles.map((r) => r.name),
      isSuper: row.roles.some((r) => r.isSuper),
      permissions: await this.permissionCodes(row.menuVersion, roleIds),
      menuVersion: row.menuVersion,
    };
  }

  /** getInfoByToken: the stored `user` of the web app (A36). */
  userInfo(p: Principal): TUserInfo {
    return {
      uID: p.userId,
      uLoginName: p.loginName,
      uRealName: p.realName,
      SchoolId: p.schoolId,
      SchoolName: p.schoolName,
      ParentId: p.parentId,
      UserIdentity: p.userIdentity,
      RoleNames: p.roleNames,
      LoginTitle: p.loginTitle,
      TimeZone: p.timeZone,
    };
  }
}
