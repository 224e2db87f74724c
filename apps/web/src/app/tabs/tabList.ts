import { normalizePath } from '../navTree';

/** One visited page in the tab bar; `fullPath` keeps its query so a tab reopens as left. */
export type TTab = { path: string; fullPath: string; title: string };

export const HOME_FALLBACK = '/';

export const sameTab = (a: string, b: string) => normalizePath(a) === normalizePath(b);

/** Adds a page, or refreshes the title and query of one already open (A49). */
export function addTab(tabs: TTab[], tab: TTab): TTab[] {
  const index = tabs.findIndex((t) => sameTab(t.path, tab.path));
  if (index === -1) return [...tabs, tab];
  const current = tabs[index]!;
  if (current.title === tab.title && current.fullPath === tab.fullPath) return tabs;
  return tabs.map((t, i) => (i === index ? { ...t, title: tab.title, fullPath: tab.fullPath } : t));
}

/**
 * Closes one tab. When it was the active one, the neighbour to the right (else the left)
 * becomes active; with none left the app falls back to '/' (A51).
 */
export function closeTab(
  tabs: TTab[],
  path: string,
  activePath: string,
): { tabs: TTab[]; next: string | null } {
  const index = tabs.findIndex((t) => sameTab(t.path, path));
  if (index === -1) return { tabs, next: null };
  const rest = tabs.filter((_, i) => i !== index);
  if (!sameTab(path, activePath)) return { tabs: rest, next: null };
  const neighbour = rest[index] ?? rest[index - 1];
  return { tabs: rest, next: neighbour ? neighbour.fullPath : HOME_FALLBACK };
}

/** Keeps only the given tab; navigates to it when it was not the active one. */
export function closeOtherTabs(
  tabs: TTab[],
  keepPath: string,
  activePath: string,
): { tabs: TTab[]; next: string | null } {
  const kept = tabs.filter((t) => sameTab(t.path, keepPath));
  return { tabs: kept, next: sameTab(keepPath, activePath) ? null : (kept[0]?.fullPath ?? HOME_FALLBACK) };
}

export function closeAllTabs(): { tabs: TTab[]; next: string } {
  return { tabs: [], next: HOME_FALLBACK };
}

/** Reads the stored tab list, tolerating anything malformed from older builds. */
export function parseTabs(raw: string | null): TTab[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((t): t is TTab => typeof t?.path === 'string' && typeof t?.title === 'string')
      .map((t) => ({
        path: t.path,
        title: t.title,
        fullPath: typeof t.fullPath === 'string' ? t.fullPath : t.path,
      }));
  } catch {
    return [];
  }
}
