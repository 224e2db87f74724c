import { describe, expect, it } from 'vitest';
import { createReadiness, type TReadinessEnv } from './readiness';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(overrides: Partial<TReadinessEnv> = {}) {
  const events: string[] = [];
  const tracker = createReadiness({
    images: () => [],
    fonts: () => Promise.resolve(),
    ready: () => events.push('ready'),
    error: (message) => events.push(`error:${message}`),
    ...overrides,
  });
  return { tracker, events };
}

describe('createReadiness', () => {
  it('is not ready before the report says its data and parts are in place', async () => {
    const { tracker, events } = setup();
    await flush();
    expect(events).toEqual([]);
    tracker.seal();
    await flush();
    expect(events).toEqual(['ready']);
  });

  it('waits for every chart to finish', async () => {
    const { tracker, events } = setup();
    const first = tracker.track();
    const second = tracker.track();
    tracker.seal();
    first.done();
    await flush();
    expect(events).toEqual([]);
    second.done();
    await flush();
    expect(events).toEqual(['ready']);
  });

  it('waits for pictures, counting a failed one as done', async () => {
    const loaded = deferred();
    const broken = deferred();
    const { tracker, events } = setup({
      images: () => [{ decode: () => loaded.promise }, { decode: () => broken.promise }],
    });
    tracker.seal();
    await flush();
    broken.reject(new Error('404'));
    await flush();
    expect(events).toEqual([]);
    loaded.resolve();
    await flush();
    expect(events).toEqual(['ready']);
  });

  it('asks for fonts only after the parts are done, and waits for them', async () => {
    const fonts = deferred();
    let asked = 0;
    const { tracker, events } = setup({
      fonts: () => {
        asked += 1;
        return fonts.promise;
      },
    });
    const chart = tracker.track();
    tracker.seal();
    await flush();
    expect(asked).toBe(0);
    chart.done();
    await flush();
    expect(asked).toBe(1);
    expect(events).toEqual([]);
    fonts.resolve();
    await flush();
    expect(events).toEqual(['ready']);
  });

  it('still becomes ready when a font face cannot load', async () => {
    const { tracker, events } = setup({ fonts: () => Promise.reject(new Error('offline')) });
    tracker.seal();
    await flush();
    expect(events).toEqual(['ready']);
  });

  it('does not count a part that unmounted before finishing', async () => {
    const { tracker, events } = setup();
    const chart = tracker.track();
    tracker.seal();
    chart.cancel();
    await flush();
    // cancel alone never signals: the part's replacement registers and seal runs again
    expect(events).toEqual([]);
    tracker.seal();
    await flush();
    expect(events).toEqual(['ready']);
  });

  it('waits for a part that registered while pictures were loading', async () => {
    const picture = deferred();
    const { tracker, events } = setup({ images: () => [{ decode: () => picture.promise }] });
    tracker.seal();
    await flush();
    const late = tracker.track();
    picture.resolve();
    await flush();
    expect(events).toEqual([]);
    late.done();
    await flush();
    expect(events).toEqual(['ready']);
  });

  it('reports the first failure once and never becomes ready after it', async () => {
    const { tracker, events } = setup();
    const chart = tracker.track();
    tracker.seal();
    tracker.fail('数据不存在或已被删除');
    tracker.fail('second');
    chart.done();
    await flush();
    expect(events).toEqual(['error:数据不存在或已被删除']);
    expect(tracker.finished).toBe(true);
  });

  it('signals ready only once', async () => {
    const { tracker, events } = setup();
    tracker.seal();
    tracker.seal();
    await flush();
    tracker.track().done();
    tracker.seal();
    await flush();
    expect(events).toEqual(['ready']);
  });
});
