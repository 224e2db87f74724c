import { describe, expect, it } from 'vitest';
import { isAutoMode, printQuery } from './autoMode';

const q = (text: string) => new URLSearchParams(text);

describe('isAutoMode (N06, DECISIONS 16)', () => {
  it('reads Type=1 at the top level', () => {
    expect(isAutoMode(q('ClassId=3&Type=1'))).toBe(true);
    expect(isAutoMode(q('ClassId=3&Type=%201%20'))).toBe(true);
  });

  it('reads the lowercase type=1 the handbook (/all_result) is opened with (H37)', () => {
    expect(isAutoMode(q('Ids=%5B3%5D&type=1&studentId=7&StudentName=%E5%B0%8F%E7%B1%B3'))).toBe(true);
    expect(isAutoMode(q('Ids=%5B3%5D&type=%201'))).toBe(true);
  });

  it('leaves type=0 (the handbook opened from the list) as the normal view with 下载PDF', () => {
    expect(isAutoMode(q('Ids=%5B3%5D&type=0&studentId=7'))).toBe(false);
    expect(isAutoMode(q('Ids=%5B3%5D&type=&studentId=7'))).toBe(false);
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

  it('drops the lowercase type as well, whatever its value (the server drops it too)', () => {
    expect(printQuery(q('Ids=%5B3%2C5%5D&type=0&studentId=7&StudentName=%E5%B0%8F%E7%B1%B3'))).toEqual({
      Ids: '[3,5]',
      studentId: '7',
      StudentName: '小米',
    });
    expect(printQuery(q('Ids=%5B3%5D&type=1&studentId=7'))).toEqual({ Ids: '[3]', studentId: '7' });
  });
});
