import type { TEndpoint } from '@kg/contracts';
import { fieldsOf, idKindOf, type TJsonSchema, typeOf } from './request-shape';

/**
 * Malformed requests for one endpoint, generated from its request shape (issue 15): wrong
 * types, missing and extra fields, huge strings and numbers, negative ids, nulls, arrays for
 * objects, broken JSON and wrong content types. Deterministic: the same seed gives the same
 * requests, so a failure can be replayed. Every request breaks at least one rule of the
 * endpoint's schema, so none of them may be accepted as a write.
 */
export type TMalformed = {
  /** what was broken, for the failure report */
  label: string;
  /** the query object (GET, DELETE) or undefined */
  query?: Record<string, string | string[]>;
  /** the raw payload and its content type (POST) */
  payload?: string;
  contentType?: string;
};

/** mulberry32: a small seeded generator, enough to pick mutations reproducibly. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HUGE_STRING = 'x'.repeat(100_000);
const HUGE_NUMBERS = [1e20, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1.5e308];
const EXTRA_FIELDS: Array<[string, unknown]> = [
  ['__proto__', { isAdmin: true }],
  ['constructor', { prototype: { polluted: true } }],
  ['SchoolId', 999_999],
  ['schoolId', 2],
  ['x'.repeat(1000), 'x'],
  ['Extra', { nested: [1, { deeper: null }] }],
  ['$where', '1=1'],
];

type TValue = unknown;
/** A change to the base input that the schema must refuse; null when it cannot apply. */
type TBreaker = { label: string; apply: (input: Record<string, TValue>) => void };

/** Values of the wrong type for a field of the given type. */
function wrongTypes(type: string): TValue[] {
  switch (type) {
    case 'integer':
      return ['abc', 1.5, true, {}, [], '', '1e999'];
    case 'number':
      return ['abc', true, {}, [], ''];
    case 'string':
      return [123, true, {}, [1, 2], -1.5];
    case 'array':
      return [{}, 'x', 7, true];
    case 'object':
      return [[], 'x', 7, true, [{}]];
    case 'boolean':
      return ['yes', 2, {}, []];
    default:
      return [];
  }
}

/** The rules of each field the generator can break, for a JSON body or a query. */
function breakersFor(endpoint: TEndpoint, schema: TJsonSchema, inQuery: boolean): TBreaker[] {
  const out: TBreaker[] = [];
  for (const field of fieldsOf(schema, schema)) {
    const type = typeOf(field.schema);
    if (type === 'any') continue;
    const set = (label: string, value: TValue) =>
      out.push({
        label: `${field.name}: ${label}`,
        apply: (input) => {
          input[field.name] = value;
        },
      });
    if (field.required && !field.hasDefault)
      out.push({ label: `${field.name}: missing`, apply: (input) => void delete input[field.name] });
    // In a query every value is text: the wrong types are texts that do not parse.
    if (inQuery) {
      if (type === 'integer' || type === 'number') {
        for (const v of ['abc', '1.5', 'NaN', '0x10', '1e999', '--1']) set(`not a number (${v})`, v);
        if (field.schema.maximum !== undefined && field.schema.maximum < 1e15)
          set('too large', String(field.schema.maximum + 1));
      }
      if (type === 'boolean') set('not a boolean', 'maybe');
      if (field.schema.enum?.length) set('not one of its values', '__nope__');
      if (field.schema.maxLength !== undefined) set('too long', 'x'.repeat(field.schema.maxLength + 1));
      continue;
    }
    // null for an optional field is read as absent by the legacy-friendly schemas; a required one must refuse it.
    if (!field.nullable && field.required) set('null', null);
    for (const wrong of wrongTypes(type)) set(`wrong type ${JSON.stringify(wrong).slice(0, 12)}`, wrong);
    if (type === 'string') {
      set('huge string', HUGE_STRING);
      set('NUL inside', 'a\u0000b');
    }
    if (type === 'integer' || type === 'number') {
      for (const n of HUGE_NUMBERS) set(`huge number ${n}`, n);
      if (idKindOf(field.name, endpoint)) {
        set('negative id', -1);
        // 0 is a real value of some ids (全园, a top-level menu, the caller's own school).
        if ((field.schema.minimum ?? 0) >= 1) set('zero id', 0);
      }
    }
    if (type === 'array') {
      set(
        'huge array',
        Array.from({ length: 20_000 }, () => 1),
      );
      set('array of nulls', [null, null]);
    }
    if (field.schema.enum?.length) set('not one of its values', '__nope__');
  }
  return out;
}

/** Whole-request breakers for a JSON body: not JSON, not an object, the wrong content type. */
function bodyShapes(base: Record<string, TValue>): TMalformed[] {
  const json = JSON.stringify(base);
  const broken = ['{', '{"a":', '[', 'nul', '{"x":1,}', "{'single':1}", '\u0000{}', json.slice(0, -1)];
  return [
    ...broken.map((payload) => ({
      label: `broken JSON ${payload.slice(0, 10)}`,
      payload,
      contentType: 'application/json',
    })),
    ...['[]', '"text"', '123', 'null', 'true', `[${json}]`].map((payload) => ({
      label: `not an object: ${payload.slice(0, 12)}`,
      payload,
      contentType: 'application/json',
    })),
    { label: 'text/plain', payload: json, contentType: 'text/plain' },
    { label: 'form-urlencoded', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { label: 'xml', payload: '<a>1</a>', contentType: 'application/xml' },
    {
      label: 'multipart',
      payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
      contentType: 'multipart/form-data; boundary=b',
    },
  ];
}

const clone = <T>(v: T): T => structuredClone(v);

function withExtras(input: Record<string, TValue>, rand: () => number) {
  const [name, value] = EXTRA_FIELDS[Math.floor(rand() * EXTRA_FIELDS.length)]!;
  Object.defineProperty(input, name, { value, enumerable: true, configurable: true, writable: true });
}

/** The query object a client would send (arrays repeat their key). */
function asQuery(input: Record<string, TValue>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    out[k] = Array.isArray(v)
      ? v.map(String)
      : typeof v === 'object' && v !== null
        ? JSON.stringify(v)
        : String(v);
  }
  return out;
}

/**
 * `count` malformed requests for the endpoint, from its well-formed `base` input. Each breaks
 * one to three rules (at least one), and a third of them also carry extra fields.
 */
export function malformedRequests(
  endpoint: TEndpoint,
  schema: TJsonSchema,
  base: Record<string, TValue>,
  seed: number,
  count: number,
): TMalformed[] {
  const rand = prng(seed);
  const inQuery = !endpoint.body;
  const breakers = breakersFor(endpoint, schema, inQuery);
  const out: TMalformed[] = inQuery ? [] : bodyShapes(base);
  if (inQuery) {
    // A query has no body shape to break; its extra and repeated keys are the whole-request cases
    // (extra keys alone leave a well-formed request: only a read may take them).
    if (endpoint.method === 'GET')
      out.push({ label: 'unknown keys', query: { ...asQuery(base), Nope: '1', 'a[b]': 'c' } });
    for (const key of Object.keys(base))
      out.push({ label: `${key}: repeated`, query: { ...asQuery(base), [key]: ['1', 'abc'] } });
  }
  for (let i = 0; out.length < count; i += 1) {
    if (!breakers.length) {
      // Nothing in the schema to break (no fields): junk keys only, for a query endpoint.
      out.push({ label: `junk ${i}`, query: { [`k${i}`]: HUGE_STRING.slice(0, 100 * (i % 50)) } });
      continue;
    }
    const input = clone(base);
    const picked = new Set<number>([i % breakers.length]);
    const more = Math.floor(rand() * 3);
    for (let m = 0; m < more; m += 1) picked.add(Math.floor(rand() * breakers.length));
    const labels: string[] = [];
    for (const index of picked) {
      breakers[index]!.apply(input);
      labels.push(breakers[index]!.label);
    }
    if (rand() < 0.33) {
      withExtras(input, rand);
      labels.push('+extra');
    }
    out.push(
      inQuery
        ? { label: labels.join(' & '), query: asQuery(input) }
        : { label: labels.join(' & '), payload: JSON.stringify(input), contentType: 'application/json' },
    );
  }
  return out.slice(0, count);
}

/** Whether the endpoint has anything to break: a body, a query or an upload. */
export const takesInput = (endpoint: TEndpoint) =>
  Boolean(endpoint.body || endpoint.query || endpoint.upload);
