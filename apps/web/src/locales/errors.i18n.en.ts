import type { TErrorTranslations } from './errors.i18n';
import { errorsEnAttendance } from './errors.i18n.en.attendance';
import { errorsEnEvaluation } from './errors.i18n.en.evaluation';
import { errorsEnExams } from './errors.i18n.en.exams';
import { errorsEnMeals } from './errors.i18n.en.meals';
import { errorsEnPhotos } from './errors.i18n.en.photos';
import { errorsEnProcess } from './errors.i18n.en.process';
import { errorsEnSchool } from './errors.i18n.en.school';
import { errorsEnThemes } from './errors.i18n.en.themes';

/** The English texts of the server's error codes (issue 15). */
export const errorsEn: TErrorTranslations = {
  http: {
    401: 'Your session has expired, please sign in again',
    403: 'Failed! You are not allowed to do this',
    404: 'Failed! The endpoint does not exist',
    405: 'Failed! Wrong HTTP method',
    415: 'Failed! Parameters must be sent in the body or the query',
    429: 'Too many requests, please rest a moment and try again!',
    500: 'Failed! Server error',
    other: 'Failed! Request error ',
    disconnected: 'Failed! Server unreachable',
    timeout: 'Request timed out!',
    nulCharacter:
      'The submitted content contains an invalid character (a null character); remove it and try again',
  },
  request: {
    notFound: 'The record does not exist or has been deleted',
    tooLarge: 'The request is too large',
    emptyBody: 'The request cannot be empty',
    badFormat: 'The request is malformed',
    outOfRange: 'Invalid parameter: a number or text is out of the allowed range',
    otherStatus: 'Failed! Request error {{status}}',
  },
  validation: {
    invalid: 'Invalid parameter: {{field}}',
    failed: 'Invalid parameters',
  },
  success: {
    add: 'Added',
    addQuestion: 'Added',
    update: 'Updated',
    delete: 'Deleted',
    clear: 'Cleared',
    operate: 'Done',
    save: 'Saved',
    cancelled: 'Cancelled',
    removed: 'Removed',
    sent: 'Sent',
    backendReady: 'Workspace ready',
  },
  auth: {
    accountRequired: 'Please enter your account',
    passwordRequired: 'Please enter your password',
    codeRequired: 'Please enter the code',
    phoneRequired: 'Phone number cannot be empty',
    phoneInvalid: 'Please enter a valid mobile number',
    codeInvalid: 'Please enter the 6-digit code',
    wrongCredentials: 'Wrong account or password',
    accountDisabled: 'This account is disabled, please contact your administrator',
    schoolDisabled: 'The school is disabled or its service has expired',
    chooseIdentity: 'Please choose an identity',
    identityRequired: 'Please choose an identity',
    identityUnknown: 'The chosen identity does not exist',
    phoneNotBound: 'No account is bound to this phone number',
    codeWrong: 'Wrong code',
    codeExpired: 'The code has expired, please request a new one',
    codeLocked: 'Too many wrong codes, please request a new one',
    resendTooSoon: 'Please do not click repeatedly',
    sent: 'Sent',
    smsFailed: 'The text message could not be sent, please try again later',
    loginOk: 'Signed in',
    loginAgain: 'Sign in again',
    loginFailed: 'Sign-in failed',
    tokenInvalid: 'Your session has expired, please sign in again',
    refreshExpired: 'Your session has expired, please sign in again',
    logoutOk: 'Signed out',
    passwordWeak: 'At least 8 characters with letters and digits',
    passwordReset: 'Password reset, please sign in with the new password',
    oldPasswordWrong: 'The current password is wrong',
    passwordSame: 'The new password must differ from the current one',
    passwordChanged: 'Updated',
    comingSoon: 'This feature is under development, stay tuned',
    logoutConfirm: 'Do you want to sign out?',
  },
  ...errorsEnSchool,
  ...errorsEnEvaluation,
  ...errorsEnExams,
  ...errorsEnThemes,
  ...errorsEnProcess,
  ...errorsEnMeals,
  ...errorsEnPhotos,
  ...errorsEnAttendance,
  readiness: {
    databaseDown: 'Instance {{instance}} is not ready: the database cannot be reached',
    migrationsPending: 'Instance {{instance}} is not ready: database migrations are still pending',
    filesDown: 'Instance {{instance}} is not ready: the file store cannot be reached',
  },
};
