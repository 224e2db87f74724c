import { HTTP_MESSAGES } from '@kg/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { hasNul } from '../lib/nul';

/**
 * Issue 14 item 17: a NUL character in the query, the route's parameters or the JSON body of
 * any endpoint is a 400 with a message, before validation, instead of a database error (500).
 * Runs after the access check, so a caller without access still gets 401/403. Multipart
 * fields are read by the upload routes themselves and checked there.
 */
export default fp(async function nulGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body))
      throw AppError.badRequest(HTTP_MESSAGES.nulCharacter);
  });
});
