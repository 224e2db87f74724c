import { namespace } from '../../locales/namespace';
import { section } from '../../locales/section';

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

const en: typeof zhCN = {
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

const es: typeof zhCN = {
  title: 'Mi cuenta',
  account: 'Cuenta',
  loginName: 'Nombre de acceso',
  realName: 'Nombre',
  phone: 'Teléfono',
  noPhone: 'Sin vincular',
  identities: 'Mis identidades',
  identitiesHint: 'Sus identidades en cada escuela; elige una al iniciar sesión',
  current: 'Actual',
  changePassword: 'Cambiar contraseña',
  oldPassword: 'Contraseña actual',
  oldPasswordPlaceholder: 'Introduzca la contraseña actual',
  oldPasswordRequired: 'Introduzca la contraseña actual',
  newPasswordRequired: 'Introduzca una nueva contraseña',
  confirmRequired: 'Repita la nueva contraseña',
  sessionHint: 'Tras el cambio se cierran las sesiones de otros dispositivos; esta sigue abierta.',
  submit: 'Cambiar contraseña',
  reset: 'Vaciar',
};

export const profileTexts = namespace('profile', section(zhCN, en, es));
