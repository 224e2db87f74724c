import type { TPermission } from '@kg/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { can, type Principal } from '../lib/principal';

/** What a route needs: nothing, a signed-in caller, or one API permission. */
export type Access = 'public' | 'authenticated' | TPermission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
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
  opts: { resolve: (token: string) => Promise<Principal | null> },
) {
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api') || route.url === '/login';
    if (isApi && !route.config?.access && !route.url.startsWith('/api/docs')) {
      throw new Error(`route ${route.method} ${route.url} declares no access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    const principal = token ? await opts.resolve(token) : null;
    if (!principal) throw AppError.unauthorized();
    request.principal = principal;
    if (access !== 'authenticated' && !can(principal, access)) throw AppError.forbidden();
  });
});
