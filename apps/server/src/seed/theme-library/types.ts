import type { TThemeKeywordId } from '@kg/contracts';

/** A star-rated description of a library theme, said by one voice (the entry it lands in). */
export type TLibraryQuestion = {
  voice: 'teacher' | 'home' | 'child';
  keywordId: TThemeKeywordId;
  /** one line, at most 100 characters (E10) */
  describe: string;
};

/**
 * A theme of the product's default library (主题库): what a school copies into a term.
 * Written for the product, tied to the five domains of the 3-6 guideline.
 */
export type TLibraryTheme = {
  /** stable: `${level}-${term}-${n}`, e.g. '1-1-01' */
  key: string;
  /** 0 托班, 1 小班, 2 中班, 3 大班 */
  level: 0 | 1 | 2 | 3;
  /** 1 上学期, 2 下学期 */
  term: 1 | 2;
  title: string;
  /** 3 to 6 */
  weeks: number;
  /** the short aim shown on the theme's card, at most 200 characters */
  aim: string;
  /** 主题由来, 主题目标, 主题活动 (THEME_DESCRIPTION_TITLES), each at most 500 characters */
  descriptions: readonly [string, string, string];
  questions: readonly TLibraryQuestion[];
};
