import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/Class/Classes', '/Class/Classes'],
    ['/Student/Students?ClassId=3', '/Student/Students?ClassId=3'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/login?redirect=/x', '/'],
    ['/HXLOGIN', '/'],
  ])('%s -> %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });
});
