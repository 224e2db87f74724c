import { UPLOAD_MESSAGES } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { accepts } from '../components/ImageUpload';
import { excelProblem, fileNameOf, needsScaling, scaledSize } from './upload';

const MB = 1024 * 1024;

describe('D7: photos are scaled before upload', () => {
  it('scales when the file is too big or the long edge passes 2560 px', () => {
    expect(needsScaling(5 * MB, 4032, 3024, 2 * MB)).toBe(true);
    expect(needsScaling(1 * MB, 4032, 3024, 2 * MB)).toBe(true);
    expect(needsScaling(3 * MB, 2000, 1500, 2 * MB)).toBe(true);
    expect(needsScaling(1 * MB, 2560, 1920, 2 * MB)).toBe(false);
  });

  it('keeps the proportions on a 2560 px long edge, never enlarges', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2560, height: 1920 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1920, height: 2560 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('DECISIONS 36: the browser checks an Excel file too', () => {
  it('takes .xls and .xlsx up to 5 MB, with the exact messages otherwise', () => {
    expect(excelProblem({ name: '名单.XLSX', size: 5 * MB })).toBeNull();
    expect(excelProblem({ name: 'old.xls', size: 10 })).toBeNull();
    expect(excelProblem({ name: '名单.csv', size: 10 })).toBe(UPLOAD_MESSAGES.excelType);
    expect(excelProblem({ name: '名单.xlsx', size: 5 * MB + 1 })).toBe(UPLOAD_MESSAGES.excelSize);
  });
});

describe('downloads keep their Chinese names', () => {
  it('reads filename* first, then filename', () => {
    const name = '幼儿名单_小一班.xlsx';
    expect(
      fileNameOf(`attachment; filename="children.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`),
    ).toBe(name);
    expect(fileNameOf('attachment; filename="teachers.xlsx"')).toBe('teachers.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('picture types', () => {
  it('matches extensions and MIME types of an accept list', () => {
    expect(accepts('.jpg,.jpeg,.png', { name: 'A.JPG', type: '' })).toBe(true);
    expect(accepts('.jpg,.jpeg,.png', { name: 'a.gif', type: 'image/gif' })).toBe(false);
    expect(accepts('image/*', { name: 'a.webp', type: 'image/webp' })).toBe(true);
    expect(accepts('image/png', { name: 'a', type: 'image/png' })).toBe(true);
  });
});
