import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { moveId, saveFailureText } from './questionBank.api';

describe('moveId', () => {
  it('swaps a bank with its neighbour and leaves the ends alone', () => {
    expect(moveId([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});

describe('saveFailureText (D12)', () => {
  const failed = '操作失败';
  it('shows a refusal in the server’s words', () => {
    expect(saveFailureText(new ApiError('http', '该分类的同一适用范围内已有相同的问题', 400), failed)).toBe(
      '该分类的同一适用范围内已有相同的问题',
    );
    expect(saveFailureText(new ApiError('business', '不行', 200), failed)).toBe('不行');
  });
  it('shows 操作失败 for an exception', () => {
    expect(saveFailureText(new ApiError('network', '网络断开'), failed)).toBe(failed);
    expect(saveFailureText(new ApiError('timeout', '超时'), failed)).toBe(failed);
    expect(saveFailureText(new ApiError('http', '服务器错误', 500), failed)).toBe(failed);
    expect(saveFailureText(new TypeError('x'), failed)).toBe(failed);
  });
  it('shows nothing when the session ended or the call was cancelled', () => {
    expect(saveFailureText(new ApiError('session', '登录已过期', 401), failed)).toBeNull();
    expect(saveFailureText(new ApiError('aborted', 'aborted'), failed)).toBeNull();
  });
});
