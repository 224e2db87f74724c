import { API, type TPermission, type TReportKey } from '@kg/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { can, type Principal } from '../lib/principal';
import { RENDER_TOKEN_HEADER, type RenderGrant, type RenderSessions } from '../pdf/render-sessions';

/** What a route needs: nothing, a signed-in caller, or one API permission. */
export type Access = 'public' | 'authenticated' | TPermission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** a printable report's data call: the render token of that report may call it */
    report?: TReportKey;
    /** the catalogue name (`classes.add`) of the endpoint this route serves (lib/serve.ts) */
    endpoint?: string;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** set when the caller is the print browser (a render token) */
    renderGrant: RenderGrant | null;
  }
}

export const AUTH_COOKIE = 'kg_token';

/** Reads the bearer token; the HttpOnly cookie is only for file URLs (D6), never for /api. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function cookieToken(request: FastifyRequest): string | null {
  const raw = request.headers.cookie;
  if (!raw) return null;
  for (const part of raw.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === AUTH_COOKIE) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** The render token the print browser sends, if any. */
export function renderToken(request: FastifyRequest): string | null {
  const value = request.headers[RENDER_TOKEN_HEADER];
  return typeof value === 'string' && value ? value : null;
}

/** A render token reads only its report's data call, with exactly the values it was issued for. */
function grantAllows(grant: RenderGrant, request: FastifyRequest): boolean {
  if (request.routeOptions.config?.report !== grant.report) return false;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const asked = Object.keys(query);
  if (asked.some((k) => !(k in grant.params))) return false;
  return Object.entries(grant.params).every(([k, v]) => String(query[k] ?? '') === v);
}

/** Narrows the caller for handlers of routes that are not public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw AppError.unauthorized();
  return request.principal;
}

/**
 * The guard (ARCHITECTURE convention 6, 7): every /api route must declare `config.access`
 * (checked when routes are registered, so a forgotten one fails at start, not in use);
 * the token is resolved before validation and the handler, and the permission checked.
 */
export default fp(async function accessPlugin(
  app: FastifyInstance,
  opts: { resolve: (token: string) => Promise<Principal | null>; renders: RenderSessions },
) {
  app.decorateRequest('principal', null);
  app.decorateRequest('renderGrant', null);

  app.addHook('onRoute', (route) => {
    const isApi =
      route.url.startsWith('/api') ||
      route.url.startsWith('/pdfapi') ||
      route.url === API.auth.loginLegacy.path;
    if (!isApi || route.url.startsWith('/api/docs')) return;
    if (!route.config?.access) throw new Error(`route ${route.method} ${route.url} declares no access`);
    // Issue 15: an endpoint is declared once, in the catalogue, and served through lib/serve.ts.
    if (!route.config.endpoint)
      throw new Error(
        `route ${route.method} ${route.url} is not in the endpoint catalogue (serve it with serve())`,
      );
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const rendering = renderToken(request);
    if (rendering) {
      // The print browser: its token is good for one report's data call and nothing else.
      const grant = await opts.renders.resolve(rendering);
      if (!grant) throw AppError.unauthorized();
      if (!grantAllows(grant, request)) throw AppError.forbidden();
      request.principal = grant.principal;
      request.renderGrant = grant;
      if (access !== 'authenticated' && !can(grant.principal, access)) throw AppError.forbidden();
      return;
    }
    const token = bearerToken(request);
    const principal = token ? await opts.resolve(token) : null;
    if (!principal) throw AppError.unauthorized();
    request.principal = principal;
    if (access !== 'authenticated' && !can(principal, access)) throw AppError.forbidden();
  });
});
