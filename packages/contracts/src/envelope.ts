import { z } from 'zod';

/**
 * A failure's stable error code (issue 15), e.g. `classes.nameTaken`, beside the unchanged
 * Chinese msg: the web shows the code's text in the user's language. `params` fill a templated
 * message's placeholders (`{count}`).
 */
const ZErrorCode = z.string().optional();
const ZErrorParams = z.record(z.string(), z.string()).optional();

/** Every API answer is wrapped in this envelope (ARCHITECTURE "wire format"). */
export function envelope<T extends z.ZodType>(response: T) {
  return z.object({
    success: z.boolean(),
    msg: z.string(),
    code: ZErrorCode,
    params: ZErrorParams,
    response,
  });
}

export const ZFailure = z.object({
  success: z.literal(false),
  msg: z.string(),
  code: ZErrorCode,
  params: ZErrorParams,
  response: z.null(),
});
export type TFailure = z.infer<typeof ZFailure>;

/** Paged lists: `{ data, dataCount, page, pageSize }` inside `response`. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    dataCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/**
 * A number field of a JSON body that older clients send as text ("3"): a numeric text becomes
 * its number, anything else (true, [], "abc") reaches the number schema as it is and is refused
 * with that schema's message. (z.coerce would read true as 1 and [] as 0.)
 */
export function numberFromText<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
    schema,
  );
}

export const ZPageQuery = z.object({
  PageIndex: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(20),
});

export type TEnvelope<T> = {
  success: boolean;
  msg: string;
  /** a failure's error code (issue 15); success answers carry none */
  code?: string;
  params?: Record<string, string>;
  response: T;
};
export type TPage<T> = { data: T[]; dataCount: number; page: number; pageSize: number };

/** `true`, 'true', 1, '1' → true; anything else false (G44's limit, the IsBaby of a link). */
export const truthy = (v: unknown) => v === true || v === 1 || v === 'true' || v === '1';

/**
 * A flag as a link or a legacy client writes it. Not z.coerce.boolean(), which reads the text
 * 'false' (and '0') as true.
 */
export const ZFlag = z.preprocess(truthy, z.boolean());
