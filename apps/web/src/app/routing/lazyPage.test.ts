import { CHUNK_LOAD_TIMEOUT_MS } from '@kg/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, withChunkTimeout } from './lazyPage';

describe('withChunkTimeout (A53)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the 120 s limit from the contracts', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects with ChunkLoadError when the chunk has not arrived after 120 s', async () => {
    const load = withChunkTimeout(() => new Promise<never>(() => {}));
    const outcome = load().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('resolves with the module when it arrives in time and leaves no timer behind', async () => {
    const module = { default: () => null };
    const load = withChunkTimeout(() => new Promise((resolve) => setTimeout(() => resolve(module), 5_000)));
    const outcome = load();
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(outcome).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a failed import into a ChunkLoadError keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const load = withChunkTimeout(() => Promise.reject(cause));
    const error = await load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });
});
