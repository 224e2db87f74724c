import type { TEnvelope, TPage } from '@kg/contracts';

/** Success envelope. */
export function ok<T>(response: T, msg = '获取成功'): TEnvelope<T> {
  return { success: true, msg, response };
}

/** The envelope for "not done, choose first" answers the spec gives as success false (A31). */
export function refused(msg: string): TEnvelope<null> {
  return { success: false, msg, response: null };
}

export function pageOf<T>(data: T[], dataCount: number, page: number, pageSize: number): TPage<T> {
  return { data, dataCount, page, pageSize };
}
