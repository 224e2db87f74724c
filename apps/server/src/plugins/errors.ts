import {
  codeOfMessage,
  fillText,
  HTTP_MESSAGES,
  REQUEST_MESSAGES,
  type TErrorDetail,
  UNKNOWN_ERROR_CODE,
  VALIDATION_MESSAGES,
} from '@kg/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { BAD_INPUT_MESSAGE, isBadInputFromDatabase, isMissingReference } from '../lib/db-errors';

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/**
 * The error code of a failure's msg (issue 15): the catalogue's code for its text, with a
 * template's values; a text no catalogue holds says 'unknown' and the web shows msg as sent.
 */
export function detailOf(msg: string): TErrorDetail {
  return codeOfMessage(msg) ?? { code: UNKNOWN_ERROR_CODE };
}

function fail(reply: FastifyReply, status: number, msg: string, detail: TErrorDetail = detailOf(msg)) {
  return reply.status(status).send({ success: false, msg, ...detail, response: null });
}

/** Turns a zod issue list into one readable message; schemas carry Chinese messages. */
function validationFailure(err: FastifyError): { msg: string; detail: TErrorDetail } {
  if (!hasZodFastifySchemaValidationErrors(err))
    return { msg: VALIDATION_MESSAGES.failed, detail: { code: 'validation.failed' } };
  const first = err.validation[0];
  const issuePath = (first?.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
  const field = first?.instancePath?.replace(/^\//, '') || issuePath?.map(String).join('.') || '';
  const message = first?.message ?? '';
  // zod's built-in English messages are replaced; our own messages are Chinese already, and the
  // catalogue they come from names their code.
  if (/[\u4e00-\u9fa5]/.test(message)) return { msg: message, detail: detailOf(message) };
  const params = { field: field || '请求' };
  return {
    msg: fillText(VALIDATION_MESSAGES.invalid, params),
    detail: { code: 'validation.invalid', params },
  };
}

type TFailureBody = { success: false; msg: string; code?: string };
const isFailureBody = (payload: unknown): payload is TFailureBody =>
  typeof payload === 'object' &&
  payload !== null &&
  (payload as TFailureBody).success === false &&
  typeof (payload as TFailureBody).msg === 'string';

/**
 * One error handler for the whole app (ARCHITECTURE convention 5): envelope on every
 * failure, the catalogue's messages for the statuses of area O, 5xx details only in the log.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  // A failure a route answers itself (an import's wrong rows, a refused login, a bad Range) gets
  // its code here; the error handler below sets it directly.
  app.addHook('preSerialization', async (_request, _reply, payload) => {
    if (!isFailureBody(payload) || payload.code) return payload;
    return { ...payload, ...detailOf(payload.msg) };
  });

  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err }, 'app error');
      return fail(reply, err.status, err.message, err.detail ?? detailOf(err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const failure = validationFailure(err);
      return fail(reply, 400, failure.msg, failure.detail);
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response does not match its schema');
      return fail(reply, 500, HTTP_MESSAGES[500]);
    }
    const status = err.statusCode ?? 500;
    if (status === 415 || err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return fail(reply, 415, HTTP_MESSAGES[415]);
    if (status === 429) return fail(reply, 429, err.message || HTTP_MESSAGES[429]);
    if (isBadInputFromDatabase(err)) {
      request.log.warn({ err }, 'the database refused a value its schema let through');
      return fail(reply, 400, BAD_INPUT_MESSAGE);
    }
    if (isMissingReference(err)) {
      request.log.warn({ err }, 'a write named a record that does not exist');
      return fail(reply, 404, REQUEST_MESSAGES.notFound);
    }
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return fail(reply, 500, HTTP_MESSAGES[500]);
    }
    if (status === 413) return fail(reply, 413, REQUEST_MESSAGES.tooLarge);
    if (status === 400)
      return fail(
        reply,
        400,
        err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? REQUEST_MESSAGES.emptyBody : REQUEST_MESSAGES.badFormat,
      );
    return fail(reply, status, fillText(REQUEST_MESSAGES.otherStatus, { status }));
  });

  // Unknown API paths: 405 when the path exists for another method (D1), else 404.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // Page paths belong to the web app (history mode), even /login, whose POST is the API alias.
    if (
      request.method === 'GET' &&
      !url.startsWith('/api/') &&
      !url.startsWith('/pdfapi/') &&
      app.hasReplyDecorator('sendWebApp')
    ) {
      return (reply as FastifyReply & { sendWebApp: () => FastifyReply }).sendWebApp();
    }
    const other = METHODS.filter((m) => m !== request.method).some((method) => app.hasRoute({ method, url }));
    if (other) return fail(reply, 405, HTTP_MESSAGES[405]);
    return fail(reply, 404, HTTP_MESSAGES[404]);
  });
});
