import type { Widen } from '../../locales/types';
import type { TProfileTexts } from './profile.i18n';

/** The English texts, fetched when the user reads English. */
const en: Widen<TProfileTexts> = {
  title: 'My account',
  account: 'Account',
  loginName: 'Sign-in name',
  realName: 'Name',
  phone: 'Phone',
  noPhone: 'Not linked',
  identities: 'My identities',
  identitiesHint: 'Your identities in each kindergarten; you choose one when you sign in',
  current: 'Current',
  changePassword: 'Change password',
  oldPassword: 'Current password',
  oldPasswordPlaceholder: 'Enter your current password',
  oldPasswordRequired: 'Please enter your current password',
  newPasswordRequired: 'Please enter a new password',
  confirmRequired: 'Please enter the new password again',
  sessionHint: 'After the change, sign-ins on other devices end; this one stays signed in.',
  submit: 'Change password',
  reset: 'Clear',
};

export default en;
