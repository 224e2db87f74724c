import { AUTH_MESSAGES } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { passwordRefusal } from './passwordRefusal';

describe('passwordRefusal', () => {
  it('puts a wrong current password on the current password field', () => {
    expect(passwordRefusal(AUTH_MESSAGES.oldPasswordWrong)).toEqual({
      field: 'OldPassword',
      key: 'auth.oldPasswordWrong',
    });
    expect(passwordRefusal(AUTH_MESSAGES.passwordRequired)?.field).toBe('OldPassword');
  });

  it('puts weak or unchanged passwords on the new password field', () => {
    expect(passwordRefusal(AUTH_MESSAGES.passwordSame)?.field).toBe('NewPassword');
    expect(passwordRefusal(AUTH_MESSAGES.passwordWeak)?.field).toBe('NewPassword');
  });

  it('leaves any other message to a toast', () => {
    expect(passwordRefusal('请勿重复点击')).toBeNull();
  });
});
