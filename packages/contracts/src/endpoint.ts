import type { z } from 'zod';
import type { TPermission } from './permissions';
import type { TReportKey } from './reports';

/** What a caller needs: nothing, a signed-in session, or one API permission. */
export type TAccess = 'public' | 'authenticated' | TPermission;

export type THttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * What a bare `Id` / `Ids` of the request names. The isolation walk (and the reader) use it
 * to know which of another school's records to try; `ClassId`, `StudentId`… speak for themselves.
 */
export type TResourceKind =
  | 'school'
  | 'studyYear'
  /** a term of a study year (CycleId) */
  | 'term'
  | 'grade'
  | 'class'
  | 'student'
  | 'teacher'
  | 'user'
  | 'role'
  | 'menu'
  | 'questionBank'
  | 'question'
  | 'questionnaire'
  | 'template'
  | 'module'
  | 'record'
  | 'observation'
  | 'logPoint'
  | 'growthQuestion'
  | 'presetText'
  | 'physicalExam'
  | 'file'
  | 'printJob'
  | 'systemVersion';

/**
 * One endpoint, declared once (issue 15): the server registers its route from this, the web
 * calls it by name through the typed client, and the tests walk the whole catalogue.
 */
export type TEndpoint = {
  method: THttpMethod;
  /** the spec's path, exactly as clients call it */
  path: string;
  access: TAccess;
  /** one line for the API docs */
  summary: string;
  /** query-string parameters (GET, DELETE, and the few POSTs that read the query) */
  query?: z.ZodType;
  /** the JSON body (POST) */
  body?: z.ZodType;
  /** path parameters (`/files/:id`) */
  params?: z.ZodType;
  /** the `response` inside the envelope; absent when the answer is not an envelope */
  response?: z.ZodType;
  /** how the answer travels: the JSON envelope (default), or a file stream (PDF, Excel, image) */
  answer?: 'envelope' | 'file';
  /** the request is a multipart upload (`file` plus fields) instead of JSON */
  upload?: true;
  /** a printable report's data call: that report's render token may call it */
  report?: TReportKey;
  /** what a bare Id / Ids names */
  resource?: TResourceKind;
  /** exists only when the server runs in test mode */
  testOnly?: true;
};

/** Declares an endpoint, keeping its literal types for the typed client and the server. */
export function endpoint<const E extends TEndpoint>(e: E): E {
  return e;
}

type TSchemaIn<S> = S extends z.ZodType ? z.input<S> : never;
type TSchemaOut<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller sends: the body of a POST with one, else the query (undefined when neither). */
export type TEndpointInput<E extends TEndpoint> = E['body'] extends z.ZodType
  ? TSchemaIn<E['body']>
  : E['query'] extends z.ZodType
    ? TSchemaIn<E['query']>
    : E['params'] extends z.ZodType
      ? TSchemaIn<E['params']>
      : undefined;

/** What the envelope's `response` holds for a caller. */
export type TEndpointResult<E extends TEndpoint> = E['response'] extends z.ZodType
  ? TSchemaOut<E['response']>
  : never;

/** What a handler returns inside the envelope (before serialisation). */
export type TEndpointReply<E extends TEndpoint> = E['response'] extends z.ZodType
  ? TSchemaIn<E['response']>
  : never;

export type TEndpointQuery<E extends TEndpoint> = E['query'] extends z.ZodType
  ? TSchemaOut<E['query']>
  : unknown;
export type TEndpointBody<E extends TEndpoint> = E['body'] extends z.ZodType
  ? TSchemaOut<E['body']>
  : unknown;
export type TEndpointParams<E extends TEndpoint> = E['params'] extends z.ZodType
  ? TSchemaOut<E['params']>
  : unknown;

/** The endpoint's path with its `:name` parameters filled from the input (`/files/:id`). */
export function pathOf(endpoint: TEndpoint, input?: unknown): string {
  if (!endpoint.path.includes(':')) return endpoint.path;
  const values = (input ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}
