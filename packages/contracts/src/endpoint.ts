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
  /** a theme (主题) of a term */
  | 'theme'
  /** a question (keyword description or block) of a theme */
  | 'themeQuestion'
  /** a theme given to a class (ThemeMapId) */
  | 'themeMap'
  /** a process evaluation (过程评价) of a child */
  | 'processEvaluation'
  /** a page item of a process evaluation */
  | 'processPage'
  /** a photo of the child photo library (幼儿相册) */
  | 'childPhoto'
  | 'systemVersion'
  /** a food of the food library (食材库) */
  | 'food'
  /** a dish of the kitchen (菜品) */
  | 'dish';

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

/** A schema's parsed type (or input type), or `F` where the endpoint has no such schema. */
type TOut<S, F = never> = S extends z.ZodType ? z.output<S> : F;
type TIn<S, F = never> = S extends z.ZodType ? z.input<S> : F;

/** What a caller sends: the body of a POST with one, else the query, else the path parameters. */
export type TEndpointInput<E extends TEndpoint> = TIn<
  E['body'],
  TIn<E['query'], TIn<E['params'], undefined>>
>;

/** What the envelope's `response` holds for a caller. */
export type TEndpointResult<E extends TEndpoint> = TOut<E['response']>;

/** What a handler returns inside the envelope (before serialisation). */
export type TEndpointReply<E extends TEndpoint> = TIn<E['response']>;

/** What a handler reads, validated: its query, body and path parameters. */
export type TEndpointQuery<E extends TEndpoint> = TOut<E['query'], unknown>;
export type TEndpointBody<E extends TEndpoint> = TOut<E['body'], unknown>;
export type TEndpointParams<E extends TEndpoint> = TOut<E['params'], unknown>;

/** The endpoint's path with its `:name` parameters filled from the input (`/files/:id`). */
export function pathOf(endpoint: TEndpoint, input?: unknown): string {
  if (!endpoint.path.includes(':')) return endpoint.path;
  const values = (input ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}
