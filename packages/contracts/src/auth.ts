import { z } from 'zod';
import { numberFromText } from './envelope';

/** Mainland mobile number: 1, then 3-9, then 9 digits (A23, P27). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const SMS_CODE_LENGTH = 6;
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_MAX_WRONG_TRIES = 5;
export const WELCOME_NOTICE_SECONDS = 6;

/** Login Type: 1 password, 0 SMS code (P31). */
export const LoginType = { password: 1, sms: 0 } as const;

export const AUTH_MESSAGES = {
  accountRequired: '请输入账号',
  passwordRequired: '请输入密码',
  codeRequired: '请输入验证码',
  phoneRequired: '手机号不能为空',
  phoneInvalid: '请输入正确的手机号',
  codeInvalid: '请输入6位数字验证码',
  wrongCredentials: '用户名或密码错误',
  accountDisabled: '账号已停用，请联系管理员',
  schoolDisabled: '学校已停用或服务已到期，请联系管理员',
  chooseIdentity: '请选择登录身份',
  identityRequired: '请选择身份',
  identityUnknown: '所选身份不存在',
  phoneNotBound: '该手机号未绑定账号',
  codeWrong: '验证码错误',
  codeExpired: '验证码已失效，请重新获取',
  codeLocked: '验证码错误次数过多，请重新获取',
  resendTooSoon: '请勿重复点击',
  sent: '发送成功',
  /** the SMS provider refused or could not be reached: no code was sent (or stored) */
  smsFailed: '短信发送失败，请稍后重试',
  loginOk: '登录成功',
  loginAgain: '重新登录',
  loginFailed: '登录失败',
  tokenInvalid: '登录已过期，请重新登录',
  refreshExpired: '登录已过期，请重新登录',
  logoutOk: '已退出登录',
  passwordWeak: '密码至少8位，且包含字母和数字',
  passwordReset: '密码已重置，请使用新密码登录',
  oldPasswordWrong: '原密码错误',
  passwordSame: '新密码不能与原密码相同',
  passwordChanged: '修改成功',
  comingSoon: '功能开发中，敬请期待',
  logoutConfirm: '确认退出吗?',
} as const;

export const ZLoginRequest = z.object({
  name: z.string().trim().max(64).default(''),
  pass: z.string().max(128).default(''),
  Code: z.string().trim().max(12).default(''),
  Type: numberFromText(z.union([z.literal(0), z.literal(1)])).default(1),
  uID: numberFromText(z.number().int().min(0)).default(0),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZTokenResponse = z.object({
  token: z.string(),
  expires_in: z.number().int(),
  refresh_expires_in: z.number().int(),
  token_type: z.literal('Bearer'),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

export const ZIdentity = z.object({
  uID: z.number().int(),
  SchoolId: z.number().int(),
  SchoolName: z.string(),
  IdentityName: z.string(),
});
export type TIdentity = z.infer<typeof ZIdentity>;

/** The header's school switcher: another identity of the signed-in person (issue 14 item 10). */
export const ZSwitchIdentityRequest = z.object({
  uID: numberFromText(
    z
      .number({ error: AUTH_MESSAGES.identityRequired })
      .int(AUTH_MESSAGES.identityRequired)
      .min(1, AUTH_MESSAGES.identityRequired),
  ),
});
export type TSwitchIdentityRequest = z.infer<typeof ZSwitchIdentityRequest>;

/** The stored `user` (A36): what getInfoByToken answers. */
export const ZUserInfo = z.object({
  uID: z.number().int(),
  uLoginName: z.string(),
  uRealName: z.string(),
  SchoolId: z.number().int(),
  SchoolName: z.string(),
  ParentId: z.number().int(),
  UserIdentity: z.string(),
  RoleNames: z.array(z.string()),
  LoginTitle: z.string().nullable(),
  /** IANA zone of the school's day: the web's date defaults use the school's today */
  TimeZone: z.string(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const ZSendCodeQuery = z.object({
  Phone: z.string().trim().default(''),
  Purpose: z.enum(['login', 'reset']).default('login'),
});

export const ZRefreshQuery = z.object({ token: z.string().min(1) });

export const ZFindPasswordRequest = z.object({
  Phone: z.string().trim(),
  Code: z.string().trim(),
  NewPassword: z.string().min(1).max(128),
});

/** New passwords: at least 8 characters with a letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,128}$/;

export const ZChangePasswordRequest = z.object({
  OldPassword: z.string().max(128),
  NewPassword: z.string().max(128),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** The caller's profile: the person and every identity they hold. */
export const ZProfile = z.object({
  uLoginName: z.string(),
  uRealName: z.string(),
  Phone: z.string().nullable(),
  CurrentUID: z.number().int(),
  Identities: z.array(ZIdentity),
});
export type TProfile = z.infer<typeof ZProfile>;
