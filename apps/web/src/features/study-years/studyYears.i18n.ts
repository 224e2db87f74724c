import { namespace } from '../../locales/namespace';

/** 学年学期: study years, their terms and the open term. */
const zhCN = {
  intro: '每个学年有两个学期；同一时间全园只开启一个学期，记录与评价都计入该学期。',
  create: '新建学年',
  year: '学年',
  yearSuffix: '学年',
  firstTerm: '第一学期',
  secondTerm: '第二学期',
  term: '学期',
  dates: '起止日期',
  status: '状态',
  open: '进行中',
  closed: '未开启',
  openAction: '开启',
  openTitle: '开启该学期',
  current: '当前学年',
  grades: '年级：{{names}}',
  classNum: '{{count}} 个班级',
  editTerm: '编辑学期',
  termNamePlaceholder: '学期名称',
  nameRequired: '请输入学期名称',
  datesRequired: '请选择学期起止日期',
  createHint: '新建后将自动生成托班、小班、中班、大班四个年级；学期需手动开启。',
  empty: '还没有学年，点击“新建学年”开始',
  loadFailed: '学年加载失败，请刷新重试',
};

/** The Chinese texts ship with the page; English and Spanish are fetched when chosen. */
export type TStudyYearsTexts = typeof zhCN;

export const studyYearsTexts = namespace('studyYears', {
  'zh-CN': zhCN,
  en: () => import('./studyYears.i18n.en'),
  es: () => import('./studyYears.i18n.es'),
});
