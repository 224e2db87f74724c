import { namespace } from '../../locales/namespace';

/** 用户管理's list columns (the role texts are in access). */
const zhCN = {
  title: '用户管理',
  namePlaceholder: '请输入账号或姓名',
  colAccount: '账号',
  colName: '姓名',
  colPhone: '手机',
  colRoles: '身份/角色',
  colStatus: '状态',
  colCreated: '创建时间',
  statusOn: '正常',
  statusOff: '停用',
};

/** The Chinese texts ship with the page; English and Spanish are fetched when chosen. */
export type TUsersTexts = typeof zhCN;

export const usersTexts = namespace('users', {
  'zh-CN': zhCN,
  en: () => import('./users.i18n.en'),
  es: () => import('./users.i18n.es'),
});
