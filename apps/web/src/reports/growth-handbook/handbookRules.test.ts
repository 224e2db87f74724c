import {
  backgroundUrl,
  HANDBOOK_MESSAGE_MAX,
  handbookBackgroundOf,
  handbookMessage,
  remarkFontPx,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';

// The handbook's rules live in contracts (the page and the print browser share them); contracts
// has no test setup of its own, so they are tested here with the page that uses them.

describe('handbookMessage (H40)', () => {
  it('keeps a message of up to 390 characters as written (trimmed)', () => {
    expect(HANDBOOK_MESSAGE_MAX).toBe(390);
    expect(handbookMessage('  小米这学期进步很大。 ')).toBe('小米这学期进步很大。');
    expect(handbookMessage('好'.repeat(390))).toBe('好'.repeat(390));
    expect(handbookMessage('')).toBe('');
  });

  it('cuts a longer one at 390 characters and adds an ellipsis', () => {
    expect(handbookMessage('好'.repeat(391))).toBe(`${'好'.repeat(390)}…`);
    expect(handbookMessage('好'.repeat(500))).toBe(`${'好'.repeat(390)}…`);
  });

  it('counts characters as the reader sees them (an emoji is one)', () => {
    const text = '😀'.repeat(391);
    expect(Array.from(handbookMessage(text))).toHaveLength(391);
    expect(handbookMessage(text).startsWith('😀'.repeat(390))).toBe(true);
  });
});

describe('remarkFontPx (H32)', () => {
  it.each([
    [0, 24],
    [1, 24],
    [140, 24],
    [141, 20],
    [300, 20],
    [301, 16],
    [500, 16],
  ])('%i characters: %ipx', (length, px) => {
    expect(remarkFontPx('字'.repeat(length))).toBe(px);
  });

  it('does not count the spaces around the text', () => {
    expect(remarkFontPx(`  ${'字'.repeat(140)}  `)).toBe(24);
  });
});

describe('handbookBackgroundOf (H31, P24)', () => {
  it.each([
    ['健康与体能', 'sunny-meadow'],
    ['自我与社会性', 'balloon-party'],
    ['习惯与自理', 'little-town'],
    ['园本特色', 'spring-flowers'],
    ['语言与交流', 'paper-notes'],
    ['探究与认知', 'starry-night'],
    ['美感与表现', 'rainbow-sky'],
    ['其他', 'ocean-friends'],
    ['', 'ocean-friends'],
  ])('%s → %s', (cateName, key) => {
    expect(handbookBackgroundOf(cateName)).toBe(backgroundUrl(key));
  });
});
