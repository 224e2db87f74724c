import rateLimit from '@fastify/rate-limit';
import { API, AUTH_MESSAGES } from '@kg/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { databaseRateLimitStore } from '../../lib/rate-limit-store';
import { ok, refused } from '../../lib/reply';
import { serve, type TEndpointRequest } from '../../lib/serve';
import { AUTH_COOKIE, principalOf } from '../../plugins/access';
import type { AuthService } from './auth.service';
import type { RecordingSmsSender } from './sms-sender';

type Opts = {
  auth: AuthService;
  /** where the login and SMS limits count (shared by every instance on the database) */
  db: Db;
  loginPerMinute: number;
  smsPerMinute: number;
  /** present only in test mode */
  recorder?: RecordingSmsSender;
};

/** Login, identities, SMS codes, refresh, user info, logout, password recovery. */
const authRoutes: FastifyPluginAsyncZod<Opts> = async (app, opts) => {
  // Limiters called by the handlers (not route hooks): the account is known only from the
  // parsed body, and a refusal is our AppError with the catalogue's 429 text.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(opts.db) });
  const minute = 60_000;
  const perIp = app.createRateLimit({
    max: opts.loginPerMinute * 5,
    timeWindow: minute,
    keyGenerator: (request) => `login-ip:${request.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: opts.loginPerMinute,
    timeWindow: minute,
    keyGenerator: (request) => `login-account:${request.ip}|${accountOf(request)}`,
  });
  const smsPerIp = app.createRateLimit({
    max: opts.smsPerMinute,
    timeWindow: minute,
    keyGenerator: (request) => `sms-ip:${request.ip}`,
  });

  async function limitLogin(request: FastifyRequest) {
    // The address first: once it is over, the account's count is left alone.
    if ((await over(perIp, request)) || (await over(perAccount, request))) throw AppError.tooMany();
  }

  function setCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAge: number) {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${AUTH_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`,
    );
  }

  const login = async (request: TEndpointRequest<typeof API.auth.login>, reply: FastifyReply) => {
    await limitLogin(request);
    const outcome = await opts.auth.login(request.body);
    if (outcome.kind === 'choose-identity') return refused(AUTH_MESSAGES.chooseIdentity);
    setCookie(request, reply, outcome.token.token, outcome.token.expires_in);
    return ok(outcome.token, AUTH_MESSAGES.loginOk);
  };
  serve(app, API.auth.login, login);
  // The legacy address: the same body, answer and handler.
  serve<typeof API.auth.loginLegacy>(app, API.auth.loginLegacy, login);

  serve(app, API.auth.identities, async (request) => {
    await limitLogin(request);
    return ok(await opts.auth.identities(request.body));
  });

  serve(app, API.auth.sendCode, async (request) => {
    if (await over(smsPerIp, request)) throw AppError.tooMany();
    await opts.auth.sendCode(request.query.Phone, request.query.Purpose);
    return ok(null, AUTH_MESSAGES.sent);
  });

  serve(app, API.auth.refresh, async (request, reply) => {
    const token = await opts.auth.refresh(request.query.token);
    setCookie(request, reply, token.token, token.expires_in);
    return ok(token);
  });

  serve(app, API.auth.userInfo, async (request) => ok(opts.auth.userInfo(principalOf(request))));

  serve(app, API.auth.logout, async (request, reply) => {
    await opts.auth.logout(principalOf(request));
    reply.header('set-cookie', `${AUTH_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`);
    return ok(null, AUTH_MESSAGES.logoutOk);
  });

  serve(app, API.auth.switchIdentity, async (request, reply) => {
    const token = await opts.auth.switchIdentity(principalOf(request), request.body.uID);
    setCookie(request, reply, token.token, token.expires_in);
    return ok(token, AUTH_MESSAGES.loginOk);
  });

  serve(app, API.auth.findPassword, async (request) => {
    await limitLogin(request);
    await opts.auth.findPassword(request.body);
    return ok(null, AUTH_MESSAGES.passwordReset);
  });

  if (opts.recorder) {
    const recorder = opts.recorder;
    serve(app, API.auth.testSmsCode, async (request) => {
      const code = recorder.lastCode(request.query.Phone, request.query.Purpose);
      if (!code) throw AppError.notFound();
      return ok({ code });
    });
  }
};

type TLimiter = ReturnType<FastifyInstance['createRateLimit']>;
/** Counts the request against a limiter: true when that makes it over the limit. */
async function over(limiter: TLimiter, request: FastifyRequest): Promise<boolean> {
  const state = await limiter(request);
  return !state.isAllowed && state.isExceeded;
}

/** The account a login, identity or recovery request names (lower case): name, or Phone. */
function accountOf(request: FastifyRequest): string {
  const body = (request.body ?? {}) as { name?: unknown; Phone?: unknown };
  return String(body.name ?? body.Phone ?? '').toLowerCase();
}

export default authRoutes;
