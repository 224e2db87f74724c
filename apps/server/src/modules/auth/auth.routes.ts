import { API, AUTH_MESSAGES } from '@kg/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { RateWindow } from '../../lib/rate-window';
import { ok, refused } from '../../lib/reply';
import { serve, type TEndpointRequest } from '../../lib/serve';
import { AUTH_COOKIE, principalOf } from '../../plugins/access';
import type { AuthService } from './auth.service';
import type { RecordingSmsSender } from './sms-sender';

type Opts = {
  auth: AuthService;
  loginPerMinute: number;
  smsPerMinute: number;
  /** present only in test mode */
  recorder?: RecordingSmsSender;
};

/** Login, identities, SMS codes, refresh, user info, logout, password recovery. */
const authRoutes: FastifyPluginAsyncZod<Opts> = async (app, opts) => {
  const perAccount = new RateWindow(opts.loginPerMinute, 60_000);
  const perIp = new RateWindow(opts.loginPerMinute * 5, 60_000);
  const smsPerIp = new RateWindow(opts.smsPerMinute, 60_000);

  function limitLogin(request: FastifyRequest, name: string) {
    if (!perIp.take(request.ip) || !perAccount.take(`${request.ip}|${name.toLowerCase()}`))
      throw AppError.tooMany();
  }

  function setCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAge: number) {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${AUTH_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`,
    );
  }

  const login = async (request: TEndpointRequest<typeof API.auth.login>, reply: FastifyReply) => {
    limitLogin(request, request.body.name);
    const outcome = await opts.auth.login(request.body);
    if (outcome.kind === 'choose-identity') return refused(AUTH_MESSAGES.chooseIdentity);
    setCookie(request, reply, outcome.token.token, outcome.token.expires_in);
    return ok(outcome.token, AUTH_MESSAGES.loginOk);
  };
  serve(app, API.auth.login, login);
  // The legacy address: the same body, answer and handler.
  serve<typeof API.auth.loginLegacy>(app, API.auth.loginLegacy, login);

  serve(app, API.auth.identities, async (request) => {
    limitLogin(request, request.body.name);
    return ok(await opts.auth.identities(request.body));
  });

  serve(app, API.auth.sendCode, async (request) => {
    if (!smsPerIp.take(request.ip)) throw AppError.tooMany();
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
    limitLogin(request, request.body.Phone);
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

export default authRoutes;
