import { AppError } from './app-error';

/** PostgreSQL's unique_violation; PGlite reports the same code. */
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/**
 * Runs a write whose "already there" check a concurrent request may have raced past: the
 * unique index then refuses the row, and the user gets `message` instead of a server error.
 */
export async function refuseDuplicate<T>(message: string | AppError, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw typeof message === 'string' ? AppError.badRequest(message) : message;
    throw error;
  }
}
