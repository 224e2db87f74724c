import './profile.i18n';
import { AUTH_MESSAGES } from '@kg/contracts';
import type { TTextKey } from '../../locales/resources';

export type TPasswordField = 'OldPassword' | 'NewPassword';

/** The auth dictionary key of each refusal ChangePassword answers, and the field it belongs to. */
const REFUSALS: Record<string, { field: TPasswordField; key: TTextKey }> = {
  [AUTH_MESSAGES.oldPasswordWrong]: { field: 'OldPassword', key: 'auth.oldPasswordWrong' },
  [AUTH_MESSAGES.passwordRequired]: { field: 'OldPassword', key: 'profile.oldPasswordRequired' },
  [AUTH_MESSAGES.passwordSame]: { field: 'NewPassword', key: 'auth.passwordSame' },
  [AUTH_MESSAGES.passwordWeak]: { field: 'NewPassword', key: 'auth.passwordWeak' },
};

/** Where to show a refusal of ChangePassword; null for a message that belongs to no field. */
export function passwordRefusal(msg: string): { field: TPasswordField; key: TTextKey } | null {
  return REFUSALS[msg] ?? null;
}
