import { PROCESS_MESSAGES } from '@kg/contracts';
import { namespace } from '../../locales/namespace';

/** 过程评价: the class view (/ProceEvaluate) and a child's list (/addProcessEvaluate, screen 21). */
const zhCN = {
  intro:
    '按时间段记录幼儿的成长过程：封面、寄语、六大领域照片、观察记录表和表现评价表，完成后可合成成长手册。',
  noClasses: '您还没有任教的班级',
  noClassesInTerm: '这个学期没有您的班级，请选择其他学期',
  noTerm: '还没有学期，请先在“学年学期”中新建学年',
  children: '{{count}} 名幼儿',
  classEntries: '{{total}} 条评价 · {{finished}} 条已完成',
  searchChild: '搜索幼儿姓名',
  noStudents: '没有找到幼儿',
  childEntries: '{{count}} 条评价',
  childFinished: '已完成 {{count}}',
  noEntries: '暂无评价',
  backToClass: '返回班级',
  addTile: '新增过程评价',
  addTitle: '新增过程评价',
  range: '评价时间段',
  title: '标题',
  titlePlaceholder: '选择时间段后自动填写，可修改',
  titleHint: '标题会印在成长手册封面上',
  unfinished: '未完成',
  finished: '已完成',
  noRange: '未设置时间段',
  remove: '删除',
  removeSelected: '删除所选',
  removeHint: '“{{title}}”及其全部页面将一并删除，删除后不能恢复。',
  removeManyHint: '所选的 {{count}} 条过程评价及其全部页面将一并删除，删除后不能恢复。',
  select: '选择',
  selected: '已选 {{count}} / {{max}}',
  selectHint: '选择已完成的评价（最多 4 个）合成成长手册',
  clearSelection: '清空',
  preview: '预览下载',
  previewSoon: '成长手册功能即将上线',
  empty: '还没有过程评价',
  emptyTeacher: '选择一个时间段，开始记录幼儿的成长过程',
  emptyViewer: '班级老师添加后，这里会显示该幼儿的过程评价',
  total: '共 {{count}} 条',
  badInfo: '链接不完整，请从“过程评价”中选择幼儿进入',
  messages: {
    titleRequired: PROCESS_MESSAGES.titleRequired,
    titleTooLong: PROCESS_MESSAGES.titleTooLong,
    datesRequired: PROCESS_MESSAGES.datesRequired,
    maxSelected: PROCESS_MESSAGES.maxSelected,
    deleteOne: PROCESS_MESSAGES.deleteOne,
    deleteMany: PROCESS_MESSAGES.deleteMany,
    added: PROCESS_MESSAGES.added,
    deleted: PROCESS_MESSAGES.deleted,
  },
};

export type TProcessEvaluationsTexts = typeof zhCN;

export const processEvaluationsTexts = namespace('processEvaluations', {
  'zh-CN': zhCN,
  en: () => import('./processEvaluations.i18n.en'),
  es: () => import('./processEvaluations.i18n.es'),
});
