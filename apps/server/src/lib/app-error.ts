import { HTTP_MESSAGES, REQUEST_MESSAGES, type TErrorDetail } from '@kg/contracts';

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

/**
 * The one error type services throw; the error handler turns it into the envelope. The
 * envelope's error code (issue 15) comes from the catalogue that holds the message, so a throw
 * site names only the message; `detail` is for a text no catalogue holds as written.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** the envelope's error code and params when the message alone does not name them */
    readonly detail?: TErrorDetail,
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
  static notFound(msg: string = REQUEST_MESSAGES.notFound) {
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
