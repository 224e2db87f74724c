import { LARGE_THEMES } from './large';
import { MIDDLE_THEMES } from './middle';
import { NURSERY_THEMES } from './nursery';
import { SMALL_THEMES } from './small';
import type { TLibraryTheme } from './types';

export type { TLibraryQuestion, TLibraryTheme } from './types';

/** The product's default theme library: four themes per term for 托班, 小班, 中班 and 大班. */
export const THEME_LIBRARY: readonly TLibraryTheme[] = [
  ...NURSERY_THEMES,
  ...SMALL_THEMES,
  ...MIDDLE_THEMES,
  ...LARGE_THEMES,
];

export const libraryTheme = (key: string) => THEME_LIBRARY.find((t) => t.key === key);

/** A grade level's library themes, the given term's first, each term in teaching order. */
export const libraryThemesFor = (level: number, term: number) =>
  THEME_LIBRARY.filter((t) => t.level === level).sort(
    (a, b) => Number(b.term === term) - Number(a.term === term) || a.key.localeCompare(b.key),
  );
