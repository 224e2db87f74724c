import { namespace } from '../../locales/namespace';
import { section } from '../../locales/section';

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

const en: typeof zhCN = {
  title: 'Users',
  namePlaceholder: 'Account or name',
  colAccount: 'Account',
  colName: 'Name',
  colPhone: 'Phone',
  colRoles: 'Identity / roles',
  colStatus: 'Status',
  colCreated: 'Created',
  statusOn: 'Active',
  statusOff: 'Disabled',
};

const es: typeof zhCN = {
  title: 'Usuarios',
  namePlaceholder: 'Cuenta o nombre',
  colAccount: 'Cuenta',
  colName: 'Nombre',
  colPhone: 'Teléfono',
  colRoles: 'Identidad / roles',
  colStatus: 'Estado',
  colCreated: 'Creado',
  statusOn: 'Activo',
  statusOff: 'Desactivado',
};

export const usersTexts = namespace('users', section(zhCN, en, es));
