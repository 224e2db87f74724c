import { themeClassReportPages } from '@kg/contracts';
import { describe, expect, it } from 'vitest';

describe('the class report’s page count (E61)', () => {
  it('is 2 × groups + 5: cover, 主题说明, keyword table, chart, back cover and two pages per child', () => {
    expect(themeClassReportPages(0)).toBe(5);
    expect(themeClassReportPages(1)).toBe(7);
    expect(themeClassReportPages(30)).toBe(65);
  });
});
