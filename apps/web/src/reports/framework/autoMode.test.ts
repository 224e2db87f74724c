import { describe, expect, it } from 'vitest';
import { isAutoMode, printQuery } from './autoMode';

const q = (text: string) => new URLSearchParams(text);

describe('isAutoMode (N06, DECISIONS 16)', () => {
  it('reads Type=1 at the top level', () => {
    expect(isAutoMode(q('ClassId=3&Type=1'))).toBe(true);
    expect(isAutoMode(q('ClassId=3&Type=%201%20'))).toBe(true);
  });

  it('reads Type 1 inside the info or dataInfo JSON, as a number or a string', () => {
    expect(isAutoMode(q(`info=${encodeURIComponent('{"Id":4,"Type":1}')}`))).toBe(true);
    expect(isAutoMode(q(`dataInfo=${encodeURIComponent('{"Type":"1"}')}`))).toBe(true);
    expect(isAutoMode(q(`dateInfo=${encodeURIComponent('{"Type":1}')}`))).toBe(true);
  });

  it('is off without Type 1, for another Type, or for JSON it cannot read', () => {
    expect(isAutoMode(q('ClassId=3'))).toBe(false);
    expect(isAutoMode(q('ClassId=3&Type=2'))).toBe(false);
    expect(isAutoMode(q('Type=11'))).toBe(false);
    expect(isAutoMode(q(`info=${encodeURIComponent('{"Type":2}')}`))).toBe(false);
    expect(isAutoMode(q('info={Type:1'))).toBe(false);
    expect(isAutoMode(q('info=1'))).toBe(false);
  });
});

describe('printQuery', () => {
  it('keeps every parameter but the top-level Type', () => {
    expect(printQuery(q('ClassId=3&Type=1&info=%7B%22a%22%3A1%7D'))).toEqual({
      ClassId: '3',
      info: '{"a":1}',
    });
  });
});
