import {
  type TAnswerItem,
  type TExerciseSection,
  type TItemsAnswer,
  type TLogDimension,
  type TMedicalItem,
  type TMonthAnswer,
  type TRatingAnswer,
  type TTableAnswer,
  type TTermAnswer,
  ZItemsAnswer,
  ZMonthAnswer,
  ZRatingAnswer,
  ZTableAnswer,
  ZTermAnswer,
} from '@kg/contracts';

/**
 * The record's two JSON strings (Content: the module's configuration, Answer: the child's
 * answer, '' when nothing is saved) read leniently: a page prints what it can read and
 * never fails the whole booklet over one odd record.
 */

function json(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

type TSchema<T> = { safeParse(v: unknown): { success: true; data: T } | { success: false } };

function read<T>(schema: TSchema<T>, text: string): T | null {
  const raw = json(text);
  if (raw === null || typeof raw !== 'object') return null;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const arrayOf = <T>(text: string): T[] => {
  const raw = json(text);
  return Array.isArray(raw) ? (raw as T[]) : [];
};

export const itemsAnswer = (text: string): TItemsAnswer | null => read(ZItemsAnswer, text);
export const termAnswer = (text: string): TTermAnswer | null => read(ZTermAnswer, text);
export const monthAnswer = (text: string): TMonthAnswer | null => read(ZMonthAnswer, text);
export const tableAnswer = (text: string): TTableAnswer | null => read(ZTableAnswer, text);
export const ratingAnswer = (text: string): TRatingAnswer | null => read(ZRatingAnswer, text);

/** Types 4/5: the observation sheet; type 12: the growth questions; 7: sections; 8: medical items. */
export const logSheet = (text: string) =>
  arrayOf<TLogDimension>(text).filter((d) => d && Array.isArray(d.info));
export const growthQuestions = (text: string) =>
  arrayOf<{ Name?: string }>(text).flatMap((q) => (typeof q?.Name === 'string' ? [q.Name] : []));
export const exerciseSections = (text: string) => arrayOf<TExerciseSection>(text).filter(Boolean);
export const medicalItems = (text: string) => arrayOf<TMedicalItem>(text).filter(Boolean);

const filled = (s: string | undefined) => Boolean(s?.trim());
export const imageItems = (items: readonly TAnswerItem[]) =>
  items.filter((i) => i.Type === 'image' && filled(i.Content)).map((i) => i.Content);
export const textItems = (items: readonly TAnswerItem[]) =>
  items.filter((i) => i.Type === 'text' && filled(i.Content)).map((i) => i.Content.trim());
