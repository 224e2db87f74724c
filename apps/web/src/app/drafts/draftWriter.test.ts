import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftWriter } from './draftWriter';
import { readDraft } from './localDraft';

describe('DraftWriter: one timer for the typing pause, the save and the removal', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());
  const key = 'kg.growthDraft.process.1.2';

  it('keeps the last change after the pause, not each keystroke', () => {
    const writer = new DraftWriter(localStorage, key, 300);
    writer.later({ answer: 'a', base: 'b0' });
    vi.advanceTimersByTime(200);
    writer.later({ answer: 'ab', base: 'b0' });
    vi.advanceTimersByTime(200);
    expect(readDraft(localStorage, key)).toBeNull();
    vi.advanceTimersByTime(100);
    expect(readDraft(localStorage, key)?.answer).toBe('ab');
  });

  it('a save that removes the draft before the pause ended leaves none behind', () => {
    const writer = new DraftWriter(localStorage, key, 300);
    writer.later({ answer: 'typed', base: 'b0' });
    writer.now({ answer: 'typed', base: 'b0' });
    expect(readDraft(localStorage, key)?.answer).toBe('typed');
    writer.later({ answer: 'typed', base: 'b0' }); // a change in the same moment as 保存
    writer.remove();
    vi.advanceTimersByTime(1_000);
    expect(readDraft(localStorage, key)).toBeNull();
  });

  it('cancel drops the waiting write; without a key nothing is written', () => {
    const writer = new DraftWriter(localStorage, key, 300);
    writer.later({ answer: 'x', base: '' });
    writer.cancel();
    vi.advanceTimersByTime(1_000);
    expect(readDraft(localStorage, key)).toBeNull();
    const none = new DraftWriter(localStorage, '', 300);
    none.now({ answer: 'x', base: '' });
    expect(localStorage.length).toBe(0);
  });
});
