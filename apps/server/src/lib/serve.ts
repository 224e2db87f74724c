import {
  catalogueEntryOf,
  envelope,
  type TEndpoint,
  type TEndpointBody,
  type TEndpointParams,
  type TEndpointQuery,
  type TEndpointReply,
  type TEnvelope,
} from '@kg/contracts';
import type {
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyInstance } from 'fastify/types/instance';
import type { FastifyBaseLogger } from 'fastify/types/logger';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The app a module's routes plugin receives (fastify with the zod type provider). */
export type TRouteApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The request a handler of endpoint E receives: its query, body and params already validated. */
export type TEndpointRequest<E extends TEndpoint> = FastifyRequest<{
  Querystring: TEndpointQuery<E>;
  Body: TEndpointBody<E>;
  Params: TEndpointParams<E>;
}>;

/** An envelope endpoint answers its envelope; a file endpoint answers through `reply` itself. */
type TAnswer<E extends TEndpoint> = E['answer'] extends 'file' ? unknown : TEnvelope<TEndpointReply<E>>;

/**
 * An answer already turned into JSON text by the route's own serializer (so checked and
 * stripped by the endpoint's response schema), e.g. kept in a cache: sent as it is, with no
 * schema work. Made by `serializeAnswer` from the route's own reply, or from text it made
 * earlier (a cache).
 */
export class SerializedAnswer<E extends TEndpoint> {
  declare private readonly endpoint: E;
  constructor(readonly json: string) {}
}

/** Runs the route's response serializer once (the endpoint's zod schema) and keeps the text. */
export function serializeAnswer<E extends TEndpoint>(
  reply: FastifyReply,
  answer: TAnswer<E>,
): SerializedAnswer<E> {
  // a JSON route's serializer always makes text
  return new SerializedAnswer<E>(String(reply.serialize(answer)));
}

export type TEndpointHandler<E extends TEndpoint> = (
  request: TEndpointRequest<E>,
  reply: FastifyReply,
) => Promise<TAnswer<E> | SerializedAnswer<E>>;

const JSON_TYPE = 'application/json; charset=utf-8';

/** Route options an endpoint may add to what the catalogue says (a larger body limit). */
export type TServeOptions = Pick<RouteShorthandOptions, 'bodyLimit'>;

/**
 * Registers the route of a catalogued endpoint (issue 15): method, path, access, report key,
 * validation schemas and the API docs all come from the catalogue entry, so a route cannot
 * differ from what the web and the tests call. The access plugin refuses any /api route
 * that was not registered through here.
 */
export function serve<E extends TEndpoint>(
  app: TRouteApp,
  endpoint: E,
  handler: TEndpointHandler<E>,
  options: TServeOptions = {},
) {
  const entry = catalogueEntryOf(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
    config: {
      access: endpoint.access,
      ...(endpoint.report ? { report: endpoint.report } : {}),
      endpoint: entry.name,
    },
    schema: {
      tags: [entry.domain],
      summary: endpoint.summary,
      // A test-mode route stays out of the API docs.
      ...(endpoint.testOnly ? { hide: true } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.response && endpoint.answer !== 'file'
        ? { response: { 200: envelope(endpoint.response) } }
        : {}),
    },
    // The schemas above validate exactly the types TEndpointRequest names.
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await (handler as unknown as (r: FastifyRequest, p: FastifyReply) => Promise<unknown>)(
        request,
        reply,
      );
      // A string with a JSON type skips the serializer (fastify's reply.send).
      if (answer instanceof SerializedAnswer) return reply.type(JSON_TYPE).send(answer.json);
      return answer;
    },
  });
}
