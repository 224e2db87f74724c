import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TRoute = Parameters<typeof zodSerializerCompiler>[0];
type TSerialize = (data: unknown) => string;

/**
 * The answers' serializers (issue 16). The endpoint catalogue's zod schemas used to check and
 * strip every answer (`z.encode`) and then `JSON.stringify` it: the zod work cost several times
 * the stringify on every request. A schema that JSON Schema can express (all but the few with
 * a transform) is compiled once with fast-json-stringify, fastify's own serializer, which writes
 * only the declared properties (additionalProperties false: the same stripping) in one pass.
 *
 * `crossCheck` (tests and test mode) runs both on every answer and fails the request when they
 * differ, so the whole API suite proves the compiled serializers answer what zod would, and zod
 * still refuses an answer that breaks its schema. Schemas with transforms keep the zod path.
 */
export function responseSerializerCompiler(opts: {
  crossCheck: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route as TRoute) as TSerialize;
    const compiled = compile(route.schema);
    if (!compiled) return viaZod;
    if (!opts.crossCheck) return compiled;
    return (data: unknown) => {
      const expected = viaZod(data);
      const actual = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected)))
        throw new Error(
          `the compiled serializer of ${route.method} ${route.url} answers ${actual}, its zod schema ${expected}`,
        );
      return actual;
    };
  };
}

/** fast-json-stringify of the schema's JSON Schema (as answered: io output), or null. */
function compile(schema: unknown): TSerialize | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJson(nullableAsTypes(json) as Parameters<typeof fastJson>[0]) as TSerialize;
  } catch {
    return null;
  }
}

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * zod writes `.nullable()` as `anyOf: [X, { type: 'null' }]`, which fast-json-stringify
 * serializes by validating the value against each branch (ajv) on every answer; a scalar's
 * `type: [X, 'null']` says the same and is written directly.
 */
function nullableAsTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypes);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = nullableAsTypes(v);
  const anyOf = out.anyOf as Record<string, unknown>[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nul = anyOf.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
    const other = anyOf[1 - nul];
    if (nul >= 0 && other && typeof other.type === 'string' && SCALARS.has(other.type)) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}
