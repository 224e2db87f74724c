/**
 * Typed work survives a closed tab or a dropped network: while a growth record, a theme
 * evaluation or a process evaluation's page is edited, the answer is kept in this browser under
 * the user, child and page. Opening the editor again offers it back when it is newer than what
 * the server holds; a successful save removes it.
 */

const PREFIX = 'kg.growthDraft';
/** Drafts older than this are dropped when the next one is written (a shared classroom PC). */
const MAX_AGE_MS = 30 * 24 * 3600 * 1000;

export type TLocalDraft = {
  answer: unknown;
  /** the server's UpdatedAt the editing started from ('' for a record not yet saved) */
  base: string;
  savedAt: number;
};

/** A growth record's draft: the user, the child and the template module. */
export const draftKey = (userId: number, studentId: number, moduleId: number) =>
  `${PREFIX}.${userId}.${studentId}.${moduleId}`;

/** A theme evaluation's draft: the user, the child and the class's theme (ThemeMapId). */
export const themeDraftKey = (userId: number, studentId: number, themeMapId: number) =>
  `${PREFIX}.theme.${userId}.${studentId}.${themeMapId}`;

/** A theme class grid's draft: the user and the class's theme (the changed rows only). */
export const themeGridDraftKey = (userId: number, themeMapId: number) =>
  `${PREFIX}.themeGrid.${userId}.${themeMapId}`;

/** A process evaluation page's draft (screen 11): the user and the page item. */
export const processDraftKey = (userId: number, pageId: number) => `${PREFIX}.process.${userId}.${pageId}`;

export function readDraft(storage: Storage, key: string): TLocalDraft | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as TLocalDraft;
    return draft && typeof draft.savedAt === 'number' ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, key: string, draft: TLocalDraft, now = Date.now()) {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full storage: drop the old drafts and try once more.
    sweepDrafts(storage, now, 0);
    try {
      storage.setItem(key, JSON.stringify(draft));
    } catch {
      // nothing more to do: the dialog still holds the text
    }
  }
  sweepDrafts(storage, now, MAX_AGE_MS);
}

export function removeDraft(storage: Storage, key: string) {
  storage.removeItem(key);
}

/** Drafts older than `maxAge` (0: all but the newest few) are removed. */
export function sweepDrafts(storage: Storage, now: number, maxAge: number) {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) {
    const draft = readDraft(storage, key);
    if (!draft || (maxAge > 0 && now - draft.savedAt > maxAge)) storage.removeItem(key);
  }
}

/**
 * Whether a kept draft should be offered: it differs from the server's answer and was
 * started from what the server still holds (or is newer than the server's last save).
 */
export function draftWorthRestoring(
  draft: TLocalDraft | null,
  serverAnswer: unknown,
  serverUpdatedAt: string,
) {
  if (!draft) return false;
  if (JSON.stringify(draft.answer) === JSON.stringify(serverAnswer)) return false;
  if (!serverUpdatedAt) return true;
  return draft.base === serverUpdatedAt || draft.savedAt > Date.parse(serverUpdatedAt);
}
