import { namespace } from '../../locales/namespace';

/** 膳食营养分析 (issue 20, screen 20's launch page): choose a period, open or download the report. */
const zhCN = {
  intro: '选择统计时间，查看本园已发布的带量食谱按每天出勤就餐人数计算的营养分析，可打开A4报告并下载PDF。',
  mode: { month: '按月', range: '自定义' },
  month: '统计月份',
  range: '统计时间',
  period: '{{start}} 至 {{end}}',
  upToToday: '（统计到今天）',
  open: '查看报告',
  download: '下载PDF',
  preview: '本期概况',
  menuDays: '统计天数',
  allPeople: '就餐人数',
  dayPeople: '就餐人日',
  foodKinds: '食物品种',
  days: '{{count}} 天',
  people: '{{count}} 人',
  personDays: '{{count}} 人日',
  kinds: '{{count}} 种',
  low: '偏低的项目：',
  lowNone: '没有偏低的营养素和食物',
  reporter: '记录人：{{name}}',
  dateFormat: 'YYYY年M月D日',
  empty: '所选时间内没有已发布的食谱和出勤记录，报告将是空的。请先发布每周带量食谱并登记晨检出勤。',
  rangeTooLong: '统计时间不能超过92天',
};

export type TDietaryTexts = typeof zhCN;

export const dietaryTexts = namespace('dietary', {
  'zh-CN': zhCN,
  en: () => import('./dietary.i18n.en'),
  es: () => import('./dietary.i18n.es'),
});
