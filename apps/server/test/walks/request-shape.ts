import type { TEndpoint, TResourceKind } from '@kg/contracts';
import { z } from 'zod';

/**
 * The shape of an endpoint's request as JSON Schema (zod's own conversion of the catalogue's
 * schemas, as clients send them), and a well-formed sample of it whose ids come from a chosen
 * school. The walks build every request from this, so an endpoint added to the catalogue is
 * walked without anyone writing a fixture for it.
 */
export type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, TJsonSchema>;
  additionalProperties?: boolean | TJsonSchema;
};

/** Where the request's input travels and its schema. */
export function inputSchemaOf(
  endpoint: TEndpoint,
): { where: 'body' | 'query' | 'params'; schema: TJsonSchema } | null {
  const source = endpoint.body ?? endpoint.query ?? endpoint.params;
  if (!source) return null;
  const where = endpoint.body ? 'body' : endpoint.query ? 'query' : 'params';
  return { where, schema: z.toJSONSchema(source, { io: 'input', unrepresentable: 'any' }) as TJsonSchema };
}

/** One record id per kind (`file` ids are uuids). */
export type TIdsByKind = Partial<Record<TResourceKind, number | string>>;

/** What an id-like field names: `ClassId` a class, a bare `Id` what the endpoint declares. */
const FIELD_KINDS: Record<string, TResourceKind> = {
  schoolid: 'school',
  studyyearid: 'studyYear',
  studyyearsid: 'studyYear',
  cycleid: 'term',
  termid: 'term',
  gradeid: 'grade',
  classid: 'class',
  studentid: 'student',
  teacherid: 'teacher',
  headteacherid: 'teacher',
  careid: 'teacher',
  userid: 'user',
  uid: 'user',
  roleid: 'role',
  permissionid: 'menu',
  menuid: 'menu',
  pid: 'menu',
  parentid: 'menu',
  bankid: 'questionBank',
  questionbankid: 'questionBank',
  questionid: 'question',
  tempid: 'template',
  templateid: 'template',
  moduleid: 'module',
  recordid: 'record',
  pointid: 'logPoint',
  logpointid: 'logPoint',
  examid: 'physicalExam',
  jobid: 'printJob',
  fileid: 'file',
  themeid: 'theme',
  thememapid: 'themeMap',
  customerid: 'student',
  themequestionid: 'themeQuestion',
  copyfromid: 'theme',
  foodid: 'food',
  dishid: 'dish',
};

/** The kind an id-like field names, or null when the field is not an id. */
export function idKindOf(field: string, endpoint: TEndpoint): TResourceKind | 'unknown' | null {
  const lower = field.toLowerCase();
  if (lower === 'id' || lower === 'ids') return endpoint.resource ?? 'unknown';
  if (!/(id|ids)$/.test(lower) || lower.endsWith('valid') || lower === 'paid') return null;
  const singular = lower.endsWith('ids') ? lower.slice(0, -1) : lower;
  return FIELD_KINDS[singular] ?? 'unknown';
}

function resolve(schema: TJsonSchema, root: TJsonSchema): TJsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    return root.$defs?.[name] ?? {};
  }
  return schema;
}

/** The first alternative that is not null (nullable fields get a value, not null). */
function main(schema: TJsonSchema, root: TJsonSchema): TJsonSchema {
  const s = resolve(schema, root);
  const options = s.anyOf ?? s.oneOf;
  if (options) return main(options.find((o) => resolve(o, root).type !== 'null') ?? options[0]!, root);
  if (s.allOf?.length) return main(s.allOf[0]!, root);
  return s;
}

export function typeOf(schema: TJsonSchema): string {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null') ?? 'null';
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.enum) return typeof schema.enum[0];
  return 'any';
}

const HINTS: Array<[RegExp, string]> = [
  [/phone|mobile/i, '13900001234'],
  [/birthday|date$|day$/i, '2021-05-01'],
  [/time$/i, '2026-10-15 08:00:00'],
  [/year$/i, '2026'],
  [/pass|pwd/i, 'Walk@20261'],
  [/color/i, '#1677ff'],
  [/url|img|image|photo|logo|cover|path/i, '/files/00000000-0000-4000-8000-000000000000'],
  [/zone/i, 'Asia/Shanghai'],
];

function sampleString(schema: TJsonSchema, field: string): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.format === 'date') return '2021-05-01';
  if (schema.format === 'date-time') return '2026-10-15T08:00:00.000Z';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  let text = HINTS.find(([pattern]) => pattern.test(field))?.[1] ?? '走查样本';
  if (schema.pattern && !new RegExp(schema.pattern).test(text)) text = /\\d/.test(schema.pattern) ? '1' : 'a';
  const min = schema.minLength ?? 0;
  while (text.length < min) text += text;
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, min)) : text;
}

/**
 * A well-formed value for the schema; id-like fields get `ids` of their kind (a school's
 * records), other numbers their minimum. Optional fields are left out, except ids.
 */
export function sample(
  schema: TJsonSchema,
  root: TJsonSchema,
  endpoint: TEndpoint,
  ids: TIdsByKind,
  field = '',
): unknown {
  const s = main(schema, root);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const kind = field ? idKindOf(field, endpoint) : null;
  const type = typeOf(s);
  const idValue = kind && kind !== 'unknown' ? ids[kind] : undefined;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries(s.properties ?? {})) {
        const required = s.required?.includes(name) ?? false;
        if (required || idKindOf(name, endpoint)) out[name] = sample(prop, root, endpoint, ids, name);
      }
      return out;
    }
    case 'array': {
      const item = sample(s.items ?? {}, root, endpoint, ids, field);
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => item);
    }
    case 'integer':
    case 'number': {
      if (typeof idValue === 'number') return idValue;
      // An id whose kind has no record (or is a uuid): any well-formed number.
      if (kind) return 1;
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
      return s.maximum !== undefined ? Math.min(Math.max(min, 1), s.maximum) : Math.max(min, 1);
    }
    case 'string': {
      if (idValue !== undefined) {
        // Ids as text: a comma list (`ids=1,2`) or a uuid.
        return String(idValue);
      }
      return sampleString(s, field);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return idValue ?? 1;
  }
}

/** The fields of an object schema, resolved, with whether each is required and nullable. */
export function fieldsOf(schema: TJsonSchema, root: TJsonSchema) {
  const s = main(schema, root);
  return Object.entries(s.properties ?? {}).map(([name, prop]) => {
    const raw = resolve(prop, root);
    const options = raw.anyOf ?? raw.oneOf ?? [];
    const nullable =
      options.some((o) => resolve(o, root).type === 'null') ||
      (Array.isArray(raw.type) && raw.type.includes('null')) ||
      raw.type === 'null';
    return {
      name,
      required: s.required?.includes(name) ?? false,
      nullable,
      hasDefault: raw.default !== undefined,
      schema: main(prop, root),
    };
  });
}
