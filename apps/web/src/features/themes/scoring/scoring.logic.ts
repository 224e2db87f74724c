import {
  blockTakesPhotos,
  blockTakesText,
  maxStarsOf,
  THEME_SCORING_MESSAGES,
  type TThemeEvaluationEntry,
} from '@kg/contracts';

/** What the page holds for one child until it is submitted (and keeps as a draft). */
export type TScoringDraft = {
  scores: Record<number, number>;
  texts: Record<number, string>;
  images: Record<number, string[]>;
};
export const emptyDraft = (): TScoringDraft => ({ scores: {}, texts: {}, images: {} });

/** The page's draft from the saved evaluation. */
export function draftOf(entries: TThemeEvaluationEntry[]): TScoringDraft {
  const draft = emptyDraft();
  for (const entry of entries) {
    for (const k of entry.KeyWordList)
      for (const d of k.DescribeList) if (d.Score > 0) draft.scores[d.Eval_ThemeQuestionId] = d.Score;
    for (const b of entry.secondDescResults) {
      if (b.Text) draft.texts[b.Eval_ThemeQuestionId] = b.Text;
      if (b.ImgList.length) draft.images[b.Eval_ThemeQuestionId] = b.ImgList;
    }
  }
  return draft;
}

/** The three levels a row's stars fall in (E26): 需努力, 较好, 好. */
export const LEVELS = ['需努力', '较好', '好'] as const;

/**
 * The stars of one level column (E27, DECISIONS 29): a nine-star entry (Type 1) has three per
 * level (scores 1-3, 4-6, 7-9), any other one star per level (1, 2, 3).
 */
export function starsOfLevel(entryType: number, level: number): number[] {
  if (entryType !== 1) return [level + 1];
  return [level * 3 + 1, level * 3 + 2, level * 3 + 3];
}

/** Whether a star shows filled: the score's own level, up to the score (a three-star row: only its star). */
export function starFilled(entryType: number, score: number, star: number): boolean {
  if (score <= 0) return false;
  if (entryType !== 1) return star === score;
  return Math.ceil(star / 3) === Math.ceil(score / 3) && star <= score;
}

/** A click on a star: that score, or 0 when it is the score already (a second click clears it). */
export const nextScore = (current: number, star: number) => (current === star ? 0 : star);

/** The body of a single save (E33). */
export function saveQuestionsOf(entries: TThemeEvaluationEntry[], draft: TScoringDraft) {
  return entries.flatMap((entry) => [
    ...entry.KeyWordList.flatMap((k) =>
      k.DescribeList.map((d) => ({
        eval_ThemeQuestionId: d.Eval_ThemeQuestionId,
        questionType: 5,
        img: '',
        content: '',
        score: Math.min(draft.scores[d.Eval_ThemeQuestionId] ?? 0, maxStarsOf(entry.Type)),
      })),
    ),
    ...entry.secondDescResults.map((b) => ({
      eval_ThemeQuestionId: b.Eval_ThemeQuestionId,
      questionType: b.QuestionType,
      img: blockTakesPhotos(b.QuestionType) ? (draft.images[b.Eval_ThemeQuestionId] ?? []).join(',') : '',
      content: blockTakesText(b.QuestionType) ? (draft.texts[b.Eval_ThemeQuestionId] ?? '').trim() : '',
      score: 0,
    })),
  ]);
}

export type TSubmitCheck =
  | { kind: 'nothing'; message: string }
  | { kind: 'incomplete' }
  | { kind: 'fewPhotos'; suggestion: number }
  | { kind: 'ok' };

const filledStar = (draft: TScoringDraft, id: number) => (draft.scores[id] ?? 0) > 0;
const blockDone = (draft: TScoringDraft, b: TThemeEvaluationEntry['secondDescResults'][number]) =>
  (!blockTakesPhotos(b.QuestionType) || (draft.images[b.Eval_ThemeQuestionId] ?? []).length > 0) &&
  (!blockTakesText(b.QuestionType) || Boolean(draft.texts[b.Eval_ThemeQuestionId]?.trim()));

/**
 * E36-E38: nothing filled is refused; an unfinished evaluation asks (提示消息); a finished one
 * with fewer teacher photos than an entry suggests (6, 2, 1) asks too; otherwise it goes.
 */
export function checkSubmit(entries: TThemeEvaluationEntry[], draft: TScoringDraft): TSubmitCheck {
  const editable = entries.filter((e) => e.IsEdit);
  const stars = editable.flatMap((e) => e.KeyWordList.flatMap((k) => k.DescribeList));
  const blocks = editable.flatMap((e) => e.secondDescResults);
  const anything =
    stars.some((d) => filledStar(draft, d.Eval_ThemeQuestionId)) ||
    blocks.some(
      (b) =>
        (draft.images[b.Eval_ThemeQuestionId] ?? []).length > 0 ||
        Boolean(draft.texts[b.Eval_ThemeQuestionId]?.trim()),
    );
  if (!anything) return { kind: 'nothing', message: THEME_SCORING_MESSAGES.nothingFilled };
  const complete =
    stars.every((d) => filledStar(draft, d.Eval_ThemeQuestionId)) && blocks.every((b) => blockDone(draft, b));
  if (!complete) return { kind: 'incomplete' };
  for (const entry of editable) {
    const photos = entry.secondDescResults
      .filter((b) => blockTakesPhotos(b.QuestionType))
      .reduce((n, b) => n + (draft.images[b.Eval_ThemeQuestionId] ?? []).length, 0);
    if (entry.PhotoSuggestion > 0 && photos < entry.PhotoSuggestion)
      return { kind: 'fewPhotos', suggestion: entry.PhotoSuggestion };
  }
  return { kind: 'ok' };
}

/** E35: a batch needs every editable star. */
export const batchComplete = (entries: TThemeEvaluationEntry[], draft: TScoringDraft) =>
  entries
    .filter((e) => e.IsEdit)
    .every((e) =>
      e.KeyWordList.every((k) => k.DescribeList.every((d) => filledStar(draft, d.Eval_ThemeQuestionId))),
    );

/** E41 (DECISIONS 8): jpg, jpeg, png and bmp by name, in any case. */
export const SCORING_PHOTO_ACCEPT = '.jpg,.jpeg,.png,.bmp';
export const scoringPhotoAllowed = (name: string) => /\.(jpe?g|png|bmp)$/i.test(name);
