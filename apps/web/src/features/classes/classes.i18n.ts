import { namespace } from '../../locales/namespace';

/** 班级管理: the list, the class form and the promotion (升班) dialog. */
const zhCN = {
  addTitle: '新增班级',
  editTitle: '编辑班级',
  studyYearRequired: '请选择学年',
  gradeRequired: '请选择年级',
  nameRequired: '请输入班级名称',
  nameExample: '例如：大三班',
  headTeacher: '班主任',
  teachers: '配班教师',
  care: '保育员',
  title: '班级管理',
  studyYear: '学年',
  studyYearPlaceholder: '全部学年',
  grade: '年级',
  gradePlaceholder: '全部年级',
  namePlaceholder: '请输入班级名称',
  colName: '班级',
  colGrade: '年级',
  colStudyYear: '学年',
  colHeadTeacher: '班主任',
  colTeachers: '任课教师',
  colStudents: '幼儿人数 (男/女)',
  studentCount: '{{total}} 人',
  genderSplit: '男 {{boy}} / 女 {{girl}}',
  colActions: '操作',
  roster: '幼儿名册',
  rosterHint: '在新标签页打开幼儿名册，可下载PDF',
  promoteTitle: '升班',
  promoteChildren: '在园幼儿',
  promoteYear: '升入学年',
  promoteYearRequired: '请选择升入的学年',
  promoteName: '新班级名称',
  promoteKeepStaff: '班主任、配班教师和保育员随班升入',
  promoteOne: '请勾选一个要升班的班级',
  promoted: '升班成功：{{count}} 名幼儿已转入{{name}}',
  promoteNoYear: '请先在“学年学期”中新增下一学年',
};

/** The Chinese texts ship with the page; English and Spanish are fetched when chosen. */
export type TClassesTexts = typeof zhCN;

export const classesTexts = namespace('classes', {
  'zh-CN': zhCN,
  en: () => import('./classes.i18n.en'),
  es: () => import('./classes.i18n.es'),
});
