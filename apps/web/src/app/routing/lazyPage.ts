import { CHUNK_LOAD_TIMEOUT_MS } from '@kg/contracts';
import { type ComponentType, lazy } from 'react';
import { namespacesReady } from '../../locales/namespace';

/** A page chunk that did not arrive; the error boundary offers a reload (A53, P02). */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/**
 * Wraps a dynamic import so that it settles within `timeoutMs`: a chunk stuck on a bad
 * network rejects with ChunkLoadError instead of leaving the page spinning forever, and a
 * failed import (for example a chunk removed by a new deployment) becomes one as well.
 */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(
            isChunkLoadError(error) ? error : new ChunkLoadError('Loading chunk failed', { cause: error }),
          );
        },
      );
    });
}

/**
 * React.lazy with the chunk time-out. The page renders once the texts of the namespaces its
 * chunk declared are there in the current language, so no raw key ever shows.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(
    withChunkTimeout(() =>
      load().then(async (page) => {
        await namespacesReady();
        return page;
      }),
    ),
  );
}
