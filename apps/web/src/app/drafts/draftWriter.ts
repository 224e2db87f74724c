import { useEffect, useMemo } from 'react';
import { removeDraft, type TLocalDraft, writeDraft } from './localDraft';

/** What an editor hands over; the time it is kept is added when it is written. */
export type TDraftBody = Omit<TLocalDraft, 'savedAt'>;

/**
 * Writes an editor's draft a moment after the last change, at once before a save, and removes
 * it after one. Every write and the removal go through one timer: a typing pause that ended
 * during a quick save must not write the draft back after the save removed it, or the next
 * opening would offer the saved text as a newer draft (and with a stale stamp, a 409).
 */
export class DraftWriter {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly storage: Storage,
    private readonly key: string,
    private readonly delayMs = 300,
  ) {}

  /** Kept after the pause; a newer change restarts it. */
  later(draft: TDraftBody) {
    if (!this.key) return;
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = null;
      writeDraft(this.storage, this.key, { ...draft, savedAt: Date.now() });
    }, this.delayMs);
  }

  /** Kept now (the last keystrokes, before a request leaves). */
  now(draft: TDraftBody) {
    if (!this.key) return;
    this.cancel();
    writeDraft(this.storage, this.key, { ...draft, savedAt: Date.now() });
  }

  /** Gone, together with any write still waiting. */
  remove() {
    this.cancel();
    if (this.key) removeDraft(this.storage, this.key);
  }

  cancel() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** One writer per draft key; its waiting write is dropped when the key changes or the component unmounts. */
export function useDraftWriter(key: string, delayMs = 300): DraftWriter {
  const writer = useMemo(() => new DraftWriter(localStorage, key, delayMs), [key, delayMs]);
  useEffect(() => () => writer.cancel(), [writer]);
  return writer;
}
