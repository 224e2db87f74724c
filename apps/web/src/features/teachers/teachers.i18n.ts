import { namespace } from '../../locales/namespace';

/** 教师管理: the list and the teacher form. */
const zhCN = {
  addTitle: '新增教师',
  editTitle: '编辑教师',
  nameRequired: '请输入教师姓名',
  titleExample: '例如：班主任、配班教师',
  login: '登录账号',
  loginHint: '绑定后，教师用该账号登录即可看到自己任教的班级。',
  title: '教师管理',
  namePlaceholder: '请输入教师姓名',
  colName: '姓名',
  colGender: '性别',
  colPhone: '手机',
  colTitle: '职务',
  colClasses: '任教班级',
  colAccount: '登录账号',
  noAccount: '未绑定',
};

/** The Chinese texts ship with the page; English and Spanish are fetched when chosen. */
export type TTeachersTexts = typeof zhCN;

export const teachersTexts = namespace('teachers', {
  'zh-CN': zhCN,
  en: () => import('./teachers.i18n.en'),
  es: () => import('./teachers.i18n.es'),
});
