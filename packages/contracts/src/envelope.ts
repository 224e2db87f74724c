import { z } from 'zod';

/** Every API answer is wrapped in this envelope (ARCHITECTURE "wire format"). */
export function envelope<T extends z.ZodType>(response: T) {
  return z.object({ success: z.boolean(), msg: z.string(), response });
}

export const ZFailure = z.object({ success: z.literal(false), msg: z.string(), response: z.null() });
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

export const ZPageQuery = z.object({
  PageIndex: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(20),
});

export type TEnvelope<T> = { success: boolean; msg: string; response: T };
export type TPage<T> = { data: T[]; dataCount: number; page: number; pageSize: number };
