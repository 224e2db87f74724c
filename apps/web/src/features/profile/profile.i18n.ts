import { namespace } from '../../locales/namespace';

/** 个人中心: the account card, the identities and the password change. */
const zhCN = {
  title: '个人中心',
  account: '账号信息',
  loginName: '登录账号',
  realName: '姓名',
  phone: '手机号',
  noPhone: '未绑定',
  identities: '我的身份',
  identitiesHint: '同一账号在各幼儿园的身份，登录时可选择使用哪一个',
  current: '当前身份',
  changePassword: '修改密码',
  oldPassword: '原密码',
  oldPasswordPlaceholder: '请输入原密码',
  oldPasswordRequired: '请输入原密码',
  newPasswordRequired: '请输入新密码',
  confirmRequired: '请再次输入新密码',
  sessionHint: '修改成功后，其他设备上的登录将失效，当前登录不受影响。',
  submit: '确认修改',
  reset: '清空',
};

/** The Chinese texts ship with the page; English and Spanish are fetched when chosen. */
export type TProfileTexts = typeof zhCN;

export const profileTexts = namespace('profile', {
  'zh-CN': zhCN,
  en: () => import('./profile.i18n.en'),
  es: () => import('./profile.i18n.es'),
});
