import {
  AUTH_MESSAGES,
  envelope,
  ZFindPasswordRequest,
  ZIdentity,
  ZLoginRequest,
  ZRefreshQuery,
  ZSendCodeQuery,
  ZSwitchIdentityRequest,
  ZTokenResponse,
  ZUserInfo,
} from '@kg/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { RateWindow } from '../../lib/rate-window';
import { ok, refused } from '../../lib/reply';
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

const ZLoginReply = envelope(ZTokenResponse.nullable());
const tags = ['auth'];

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

  const login = async (
    request: FastifyRequest<{ Body: z.infer<typeof ZLoginRequest> }>,
    reply: FastifyReply,
  ) => {
    limitLogin(request, request.body.name);
    const outcome = await opts.auth.login(request.body);
    if (outcome.kind === 'choose-identity') return refused(AUTH_MESSAGES.chooseIdentity);
    setCookie(request, reply, outcome.token.token, outcome.token.expires_in);
    return ok(outcome.token, AUTH_MESSAGES.loginOk);
  };
  const loginSchema = {
    tags,
    summary: 'Log in with password (Type 1) or SMS code (Type 0); success false asks for an identity',
    body: ZLoginRequest,
    response: { 200: ZLoginReply },
  };
  app.post('/api/Login/JWTToken5.0', { config: { access: 'public' }, schema: loginSchema }, login);
  app.post('/login', { config: { access: 'public' }, schema: loginSchema }, login);

  app.post(
    '/api/Login/GetTokenUserListByJWT5',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Identities for the same credentials',
        body: ZLoginRequest,
        response: { 200: envelope(z.array(ZIdentity)) },
      },
    },
    async (request) => {
      limitLogin(request, request.body.name);
      return ok(await opts.auth.identities(request.body));
    },
  );

  app.get(
    '/api/Login/GetShortCode',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Send an SMS code',
        querystring: ZSendCodeQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      if (!smsPerIp.take(request.ip)) throw AppError.tooMany();
      await opts.auth.sendCode(request.query.Phone, request.query.Purpose);
      return ok(null, AUTH_MESSAGES.sent);
    },
  );

  app.get(
    '/api/login/RefreshToken',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Refresh an access token',
        querystring: ZRefreshQuery,
        response: { 200: envelope(ZTokenResponse) },
      },
    },
    async (request, reply) => {
      const token = await opts.auth.refresh(request.query.token);
      setCookie(request, reply, token.token, token.expires_in);
      return ok(token);
    },
  );

  app.get(
    '/api/user/getInfoByToken',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'The caller', response: { 200: envelope(ZUserInfo) } },
    },
    async (request) => ok(opts.auth.userInfo(principalOf(request))),
  );

  app.post(
    '/api/Login/Logout',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'End the session', response: { 200: envelope(z.null()) } },
    },
    async (request, reply) => {
      await opts.auth.logout(principalOf(request));
      reply.header('set-cookie', `${AUTH_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`);
      return ok(null, AUTH_MESSAGES.logoutOk);
    },
  );

  app.post(
    '/api/Login/SwitchIdentity',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "Move to another identity of the caller's person (the header's school switcher)",
        body: ZSwitchIdentityRequest,
        response: { 200: ZLoginReply },
      },
    },
    async (request, reply) => {
      const token = await opts.auth.switchIdentity(principalOf(request), request.body.uID);
      setCookie(request, reply, token.token, token.expires_in);
      return ok(token, AUTH_MESSAGES.loginOk);
    },
  );

  app.post(
    '/api/Login/FindPassword',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Reset a password with an SMS code',
        body: ZFindPasswordRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      limitLogin(request, request.body.Phone);
      await opts.auth.findPassword(request.body);
      return ok(null, AUTH_MESSAGES.passwordReset);
    },
  );

  if (opts.recorder) {
    const recorder = opts.recorder;
    app.get(
      '/api/test/sms-code',
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          querystring: ZSendCodeQuery,
          response: { 200: envelope(z.object({ code: z.string() })) },
        },
      },
      async (request) => {
        const code = recorder.lastCode(request.query.Phone, request.query.Purpose);
        if (!code) throw AppError.notFound();
        return ok({ code });
      },
    );
  }
};

export default authRoutes;
