import type { TThemeEvaluationEntry } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import {
  batchComplete,
  checkSubmit,
  draftOf,
  emptyDraft,
  nextScore,
  saveQuestionsOf,
  scoringPhotoAllowed,
  starFilled,
  starsOfLevel,
} from './scoring.logic';

const entry = (id: number, type: number, suggestion: number, questionType = 4): TThemeEvaluationEntry => ({
  Eval_ThemeDetailId: id,
  EvaluateTitle: `entry ${id}`,
  Type: type,
  IsRead: true,
  IsEdit: true,
  PhotoSuggestion: suggestion,
  KeyWordList: [{ KeyWord: 'k', DescribeList: [{ Text: 'd', Score: 0, Eval_ThemeQuestionId: id * 10 + 1 }] }],
  secondDescResults: [
    {
      Title: 'b',
      Text: '',
      QuestionType: questionType,
      ImgList: [],
      Eval_ThemeQuestionId: id * 10 + 9,
      Label: '',
    },
  ],
});
const entries = [entry(1, 1, 6), entry(2, 2, 2), entry(3, 3, 1)];
const photos = (n: number) => Array.from({ length: n }, (_, i) => `/files/${i}`);

describe('star groups (E27, DECISIONS 29)', () => {
  it('nine stars: three per level, 1-3 需努力, 4-6 较好, 7-9 好; three stars: one per level', () => {
    expect([0, 1, 2].map((level) => starsOfLevel(1, level))).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
    ]);
    expect([0, 1, 2].map((level) => starsOfLevel(2, level))).toEqual([[1], [2], [3]]);
  });

  it('fills the stars of the score’s level up to the score; a three-star row only its star', () => {
    expect([1, 2, 3, 4, 5, 6].filter((star) => starFilled(1, 5, star))).toEqual([4, 5]);
    expect([1, 2, 3].filter((star) => starFilled(2, 2, star))).toEqual([2]);
    expect(starFilled(1, 0, 1)).toBe(false);
  });

  it('a second click on the score clears it', () => {
    expect(nextScore(0, 4)).toBe(4);
    expect(nextScore(4, 4)).toBe(0);
    expect(nextScore(4, 7)).toBe(7);
  });
});

describe('submit rules (E35-E38)', () => {
  it('nothing filled is refused with the spec’s message', () => {
    expect(checkSubmit(entries, emptyDraft())).toMatchObject({
      kind: 'nothing',
      message: '请完整的填写一个模块（文字/图片/打分）',
    });
  });

  it('an unfinished evaluation asks first', () => {
    const draft = emptyDraft();
    draft.scores[11] = 8;
    expect(checkSubmit(entries, draft)).toEqual({ kind: 'incomplete' });
  });

  it('a finished one with fewer teacher photos than an entry suggests (6, 2, 1) asks with that number', () => {
    const draft = emptyDraft();
    for (const e of entries) {
      draft.scores[e.Eval_ThemeDetailId * 10 + 1] = 2;
      draft.texts[e.Eval_ThemeDetailId * 10 + 9] = '好';
      draft.images[e.Eval_ThemeDetailId * 10 + 9] = photos(1);
    }
    expect(checkSubmit(entries, draft)).toEqual({ kind: 'fewPhotos', suggestion: 6 });
    draft.images[19] = photos(6);
    expect(checkSubmit(entries, draft)).toEqual({ kind: 'fewPhotos', suggestion: 2 });
    draft.images[29] = photos(2);
    expect(checkSubmit(entries, draft)).toEqual({ kind: 'ok' });
  });

  it('a batch needs every star', () => {
    const draft = emptyDraft();
    draft.scores[11] = 9;
    draft.scores[21] = 3;
    expect(batchComplete(entries, draft)).toBe(false);
    draft.scores[31] = 1;
    expect(batchComplete(entries, draft)).toBe(true);
  });
});

describe('the save body (E33)', () => {
  it('joins a block’s photos with commas and keeps the words of text blocks only', () => {
    const draft = draftOf([entry(1, 1, 6)]);
    draft.scores[11] = 7;
    draft.images[19] = ['/files/a', '/files/b'];
    draft.texts[19] = '  很棒  ';
    expect(saveQuestionsOf([entry(1, 1, 6)], draft)).toEqual([
      { eval_ThemeQuestionId: 11, questionType: 5, img: '', content: '', score: 7 },
      { eval_ThemeQuestionId: 19, questionType: 4, img: '/files/a,/files/b', content: '很棒', score: 0 },
    ]);
    const photoOnly = entry(1, 1, 6, 2);
    expect(saveQuestionsOf([photoOnly], draft)[1]).toMatchObject({ img: '/files/a,/files/b', content: '' });
  });

  it('takes jpg, jpeg, png and bmp in any case (E41)', () => {
    expect(['a.JPG', 'b.jpeg', 'c.Png', 'd.BMP'].every(scoringPhotoAllowed)).toBe(true);
    expect(['e.gif', 'f.webp', 'g.heic'].some(scoringPhotoAllowed)).toBe(false);
  });
});
