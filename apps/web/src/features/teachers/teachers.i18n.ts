import { namespace } from '../../locales/namespace';
import { section } from '../../locales/section';

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

const en: typeof zhCN = {
  addTitle: 'New teacher',
  editTitle: 'Edit teacher',
  nameRequired: 'Enter the teacher’s name',
  titleExample: 'e.g. head teacher',
  login: 'Login',
  loginHint: 'Once bound, the teacher signs in with this login and sees the classes they teach.',
  title: 'Teachers',
  namePlaceholder: 'Teacher’s name',
  colName: 'Name',
  colGender: 'Gender',
  colPhone: 'Phone',
  colTitle: 'Position',
  colClasses: 'Classes',
  colAccount: 'Account',
  noAccount: 'Not linked',
};

const es: typeof zhCN = {
  addTitle: 'Nuevo docente',
  editTitle: 'Editar docente',
  nameRequired: 'Escriba el nombre',
  titleExample: 'p. ej. tutora',
  login: 'Cuenta',
  loginHint: 'Con la cuenta vinculada, el docente ve las clases en las que enseña.',
  title: 'Docentes',
  namePlaceholder: 'Nombre del docente',
  colName: 'Nombre',
  colGender: 'Sexo',
  colPhone: 'Teléfono',
  colTitle: 'Cargo',
  colClasses: 'Clases',
  colAccount: 'Cuenta',
  noAccount: 'Sin vincular',
};

export const teachersTexts = namespace('teachers', section(zhCN, en, es));
