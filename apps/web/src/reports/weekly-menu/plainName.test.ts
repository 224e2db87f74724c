import { describe, expect, it } from 'vitest';
import { plainName } from './plainName';

describe('plainName (the printed weekly menu, issue 20)', () => {
  it('drops the composition table’s 代表值 and fat grades, keeps what a family reads', () => {
    expect(plainName('稻米（代表值）')).toBe('稻米');
    expect(plainName('纯牛奶（代表值，全脂）')).toBe('纯牛奶（全脂）');
    expect(plainName('牛肉（代表值，瘦，fat 3g）')).toBe('牛肉（瘦）');
    expect(plainName('猪肉（代表值，fat 30g）')).toBe('猪肉');
    expect(plainName('面条（生，代表值）')).toBe('面条（生）');
    expect(plainName('猪小排（杜长大猪）')).toBe('猪小排（杜长大猪）');
    expect(plainName('香菇（鲜）')).toBe('香菇（鲜）');
  });
});
