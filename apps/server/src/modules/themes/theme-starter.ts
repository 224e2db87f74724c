import {
  THEME_DESCRIPTION_TITLES,
  ThemeQuestionType,
  type TThemeEntry,
  type TThemeVoice,
  themeEntriesOf,
  themeEntry,
  themeKeyword,
} from '@kg/contracts';
import type { TLibraryTheme } from '../../seed/theme-library';
import type { TDescriptionInsert, TQuestionInsert } from './theme-content.repository';

/**
 * Each entry's second-description block (E29): where the teacher's photos and the words of
 * the teacher, the parents and the child go. Every new theme starts with them, so scoring
 * asks for photos and words from its first day; the content editor may change or drop them.
 */
const BLOCKS: Record<TThemeVoice, { describe: string; questionType: number; keywordId: number }> = {
  teacher: { describe: '主题活动中的我', questionType: ThemeQuestionType.imageText, keywordId: 11 },
  home: { describe: '在家里的我', questionType: ThemeQuestionType.imageText, keywordId: 7 },
  child: { describe: '我的主题作品', questionType: ThemeQuestionType.imageText, keywordId: 11 },
  words: { describe: '我想对大家说', questionType: ThemeQuestionType.text, keywordId: 4 },
  works: { describe: '主题作品展示', questionType: ThemeQuestionType.image, keywordId: 11 },
};

export type TThemeContent = { descriptions: TDescriptionInsert[]; questions: TQuestionInsert[] };

const keywordOf = (keywordId: number) => themeKeyword(keywordId)?.Name ?? '';

const blockOf = (entry: TThemeEntry, sort: number): TQuestionInsert => {
  const block = BLOCKS[entry.voice];
  return { detailId: entry.Id, sort, keyword: keywordOf(block.keywordId), ...block };
};

/** A theme made from scratch: empty 主题说明 texts and each entry's block. */
export function blankContent(templateId: number): TThemeContent {
  return {
    descriptions: THEME_DESCRIPTION_TITLES.map((title) => ({ title, description: '' })),
    questions: themeEntriesOf(templateId).map((entry) => blockOf(entry, 1)),
  };
}

/** A library theme in a template: its texts, its questions in the entry of their voice, then the blocks. */
export function libraryContent(theme: TLibraryTheme, templateId: number): TThemeContent {
  return {
    descriptions: THEME_DESCRIPTION_TITLES.map((title, i) => ({
      title,
      description: theme.descriptions[i] ?? '',
    })),
    questions: themeEntriesOf(templateId).flatMap((entry) => {
      const stars = theme.questions
        .filter((q) => q.voice === entry.voice)
        .map((q, i) => ({
          detailId: entry.Id,
          keywordId: q.keywordId,
          keyword: keywordOf(q.keywordId),
          describe: q.describe,
          sort: i + 1,
          questionType: ThemeQuestionType.none,
        }));
      return [...stars, blockOf(entry, stars.length + 1)];
    }),
  };
}

/**
 * Another theme's questions for a theme of `templateId`: a question keeps its voice, so a
 * theme made under the other template lands in the entries that speak for the same people;
 * a voice the template lacks is left out.
 */
export function copiedQuestions(
  questions: Array<TQuestionInsert & { id?: number; schoolId?: number; themeId?: number }>,
  templateId: number,
): TQuestionInsert[] {
  const entries = themeEntriesOf(templateId);
  return questions.flatMap(({ id: _id, schoolId: _school, themeId: _theme, ...q }) => {
    const voice = themeEntry(q.detailId)?.voice;
    const target = entries.find((e) => e.voice === voice);
    return target ? [{ ...q, detailId: target.Id }] : [];
  });
}
