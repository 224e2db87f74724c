import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey, draftWorthRestoring, readDraft, removeDraft, sweepDrafts, writeDraft } from './localDraft';

describe('local drafts: typed work survives a closed tab', () => {
  beforeEach(() => localStorage.clear());
  const key = draftKey(1, 2, 3);

  it('writes, reads back and removes a draft per user, child and page', () => {
    writeDraft(localStorage, key, { answer: { List: [1] }, base: '', savedAt: 100 }, 100);
    expect(readDraft(localStorage, key)).toEqual({ answer: { List: [1] }, base: '', savedAt: 100 });
    expect(readDraft(localStorage, draftKey(9, 2, 3))).toBeNull();
    removeDraft(localStorage, key);
    expect(readDraft(localStorage, key)).toBeNull();
  });

  it('offers a draft that differs and started from what the server holds; not an equal or outdated one', () => {
    const draft = {
      answer: { a: 2 },
      base: '2026-11-01T00:00:00.000Z',
      savedAt: Date.parse('2026-11-01T01:00:00Z'),
    };
    expect(draftWorthRestoring(draft, { a: 1 }, '2026-11-01T00:00:00.000Z')).toBe(true);
    expect(draftWorthRestoring(draft, { a: 2 }, '2026-11-01T00:00:00.000Z')).toBe(false);
    expect(draftWorthRestoring({ ...draft, base: '' }, { a: 1 }, '')).toBe(true);
    // someone saved after this draft was last touched: the server's version wins
    expect(draftWorthRestoring({ ...draft, base: 'old' }, { a: 1 }, '2026-11-02T00:00:00.000Z')).toBe(false);
    expect(draftWorthRestoring(null, { a: 1 }, '')).toBe(false);
  });

  it('drops drafts older than 30 days and broken ones', () => {
    localStorage.setItem('kg.growthDraft.1.1.1', '{broken');
    writeDraft(localStorage, draftKey(1, 1, 2), { answer: 1, base: '', savedAt: 0 }, 0);
    writeDraft(
      localStorage,
      key,
      { answer: 2, base: '', savedAt: 40 * 24 * 3600 * 1000 },
      40 * 24 * 3600 * 1000,
    );
    expect(localStorage.getItem('kg.growthDraft.1.1.1')).toBeNull();
    expect(readDraft(localStorage, draftKey(1, 1, 2))).toBeNull();
    expect(readDraft(localStorage, key)).not.toBeNull();
    sweepDrafts(localStorage, 0, 0);
    expect(readDraft(localStorage, key)).not.toBeNull();
  });
});
