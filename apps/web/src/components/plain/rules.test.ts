import { describe, expect, it } from 'vitest';
import { firstBrokenRule, type TRule } from './rules';

const ACCOUNT: TRule[] = [{ required: true, whitespace: true, message: '请输入账号' }];
const PHONE: TRule[] = [
  { required: true, message: '手机号不能为空' },
  { pattern: /^1\d{10}$/, message: '请输入正确的手机号' },
];

describe('firstBrokenRule (the login form without antd keeps antd Form rules)', () => {
  it('says the required message for an empty value, and for spaces only when whitespace counts as empty', () => {
    expect(firstBrokenRule('', ACCOUNT)).toBe('请输入账号');
    expect(firstBrokenRule('   ', ACCOUNT)).toBe('请输入账号');
    expect(firstBrokenRule('   ', [{ required: true, message: '请输入密码' }])).toBeUndefined();
    expect(firstBrokenRule('admin', ACCOUNT)).toBeUndefined();
  });

  it('gives the first broken rule in order, and checks a pattern only on a value', () => {
    expect(firstBrokenRule('', PHONE)).toBe('手机号不能为空');
    expect(firstBrokenRule('123', PHONE)).toBe('请输入正确的手机号');
    expect(firstBrokenRule('13800138000', PHONE)).toBeUndefined();
    expect(firstBrokenRule('', [{ pattern: /^\d{6}$/, message: '验证码为6位数字' }])).toBeUndefined();
  });
});
