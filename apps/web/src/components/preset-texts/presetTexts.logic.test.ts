import { describe, expect, it } from 'vitest';
import { fitInsert, fitText, insertText } from './presetTexts.logic';

describe('insertText (E50: a chosen text goes into the textarea)', () => {
  it('appends to the end when no cursor is known', () => {
    expect(insertText('宝贝', '真棒')).toEqual({ value: '宝贝真棒', caret: 4, cut: false });
  });

  it('inserts at the cursor and puts the caret after the text', () => {
    expect(insertText('今天很好', '表现', { start: 2, end: 2 })).toEqual({
      value: '今天表现很好',
      caret: 4,
      cut: false,
    });
  });

  it('replaces the selected part', () => {
    expect(insertText('今天XX很好', '表现', { start: 2, end: 4 }).value).toBe('今天表现很好');
  });

  it('cuts what would pass maxLength, counting what the selection frees', () => {
    expect(insertText('一二三', '四五六七', { maxLength: 5 })).toEqual({
      value: '一二三四五',
      caret: 5,
      cut: true,
    });
    expect(insertText('一二三', '四五六', { start: 1, end: 3, maxLength: 4 })).toEqual({
      value: '一四五六',
      caret: 4,
      cut: false,
    });
  });

  it('inserts nothing when the textarea is already full, and never shortens what is there', () => {
    expect(insertText('一二三', '四', { start: 1, maxLength: 3 })).toEqual({
      value: '一二三',
      caret: 1,
      cut: true,
    });
    expect(insertText('一二三四', '五', { maxLength: 3 }).value).toBe('一二三四');
  });

  it('keeps a cursor outside the text within it', () => {
    expect(insertText('ab', 'c', { start: 9, end: 1 }).value).toBe('abc');
    expect(insertText('ab', 'c', { start: -3 }).value).toBe('cab');
  });
});

describe('fitText', () => {
  it('keeps the text when there is room, cuts it when there is not', () => {
    expect(fitText('小小的进步', 10)).toBe('小小的进步');
    expect(fitText('小小的进步', 3)).toBe('小小的');
    expect(fitText('小小的进步', 0)).toBe('');
    expect(fitText('小小的进步', -2)).toBe('');
  });

  it('never cuts a two-unit character in half', () => {
    expect(fitText('棒👍好', 2)).toBe('棒');
    expect(fitText('棒👍好', 3)).toBe('棒👍');
  });
});

describe('fitInsert (what the picker hands to onPick)', () => {
  it('gives the whole text without a limit, the part that fits with one', () => {
    expect(fitInsert('', '早上好', {})).toEqual({ piece: '早上好', cut: false });
    expect(fitInsert('一二', '三四五', { maxLength: 4 })).toEqual({ piece: '三四', cut: true });
    expect(fitInsert('一二', '三', { maxLength: 2 })).toEqual({ piece: '', cut: true });
  });

  it('counts the selection it replaces as room', () => {
    expect(fitInsert('一二三四', '五六', { start: 0, end: 2, maxLength: 4 })).toEqual({
      piece: '五六',
      cut: false,
    });
  });
});
