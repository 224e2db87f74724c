import type { TManifestEntry } from './entry';
import { EVALUATION_PAGES } from './evaluation-pages';
import { HEALTH_PAGES } from './health-pages';
import { MEAL_PAGES } from './meal-pages';
import { SCHOOL_PAGES } from './school-pages';
import { SYSTEM_PAGES } from './system-pages';

/** Every built-in entry, parents before their children (the seed inserts in this order). */
export const PAGE_MANIFEST = [
  ...SCHOOL_PAGES,
  ...EVALUATION_PAGES,
  ...HEALTH_PAGES,
  ...MEAL_PAGES,
  ...SYSTEM_PAGES,
] as const satisfies readonly TManifestEntry[];

type TManifestRow = (typeof PAGE_MANIFEST)[number];
/** The key of a page the web renders (its component is keyed by it). */
export type TPageKey = Extract<TManifestRow, { kind: 'page' }>['key'];
/** The name of every built-in entry and button (the web's navNames keys). */
export type TBuiltInName =
  | TManifestRow['name']
  | NonNullable<Extract<TManifestRow, { buttons: unknown }>['buttons']>[number]['name'];

/** A page's route path by its key. */
export function pagePath(key: TPageKey): string {
  const row = PAGE_MANIFEST.find((p) => p.key === key);
  if (row?.kind !== 'page') throw new Error(`No page ${key} in the manifest`);
  return row.path;
}
