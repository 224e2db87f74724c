import { HTTP_MESSAGES } from '@kg/contracts';

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL'
  | 'BAD_GATEWAY'
  | 'UNAVAILABLE'
  | 'TIMEOUT';

const STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** a helper process (the print browser) failed; the message says what happened */
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
};

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS[code];
  }

  static badRequest(msg: string) {
    return new AppError('BAD_REQUEST', msg);
  }
  static unauthorized(msg: string = HTTP_MESSAGES[401]) {
    return new AppError('UNAUTHORIZED', msg);
  }
  static forbidden(msg: string = HTTP_MESSAGES[403]) {
    return new AppError('FORBIDDEN', msg);
  }
  /** Also used for another school's record: it must look exactly like a missing one. */
  static notFound(msg = '数据不存在或已被删除') {
    return new AppError('NOT_FOUND', msg);
  }
  /** Someone else changed the record since the caller read it. */
  static conflict(msg: string) {
    return new AppError('CONFLICT', msg);
  }
  /** A part of the product is missing on this server (no print browser); the rest works. */
  static unavailable(msg: string) {
    return new AppError('UNAVAILABLE', msg);
  }
  static tooMany(msg: string = HTTP_MESSAGES[429]) {
    return new AppError('TOO_MANY_REQUESTS', msg);
  }
}
