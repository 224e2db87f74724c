import { REPORT_FILE_SUFFIX, TERM_REPORT_MESSAGES } from '@kg/contracts';
import { namespace } from '../../locales/namespace';

/** 评价报告: a class's children × every report kind, with 老师寄语 and class batches. */
const zhCN = {
  intro: '一个班级本学期的全部报告：查看每个孩子的报告状态、填写老师寄语，或整班批量打印。',
  noClasses: '您还没有任教的班级',
  noTerm: '还没有学期，请先在“学年学期”中新建学年',
  children: '{{count}} 名幼儿',
  child: '幼儿',
  searchChild: '搜索幼儿姓名',
  noStudents: '没有找到幼儿',
  columns: {
    footprint: REPORT_FILE_SUFFIX.growthRecord,
    footprintShort: '成长足迹',
    theme: '主题评价·{{title}}',
    handbook: REPORT_FILE_SUFFIX.handbook,
    term: REPORT_FILE_SUFFIX.termReport,
    parent: '家长版成长档案',
    message: '老师寄语',
  },
  state: { none: '无数据', partial: '部分', ready: '已完成' },
  stateHint: {
    footprint: '已完成 {{done}} / {{total}} 页',
    theme: { none: '未评价', partial: '评价未完成', ready: '评价已完成' },
    handbook: '{{finished}} / {{total}} 条评价已完成',
    term: {
      observed: '学期观察已完成',
      notObserved: '学期观察未完成',
      message: '已写寄语',
      noMessage: '未写寄语',
    },
    parent: '{{done}} / {{total}} 个问卷已完成',
  },
  open: '查看',
  noTemplate: '本学期未发布成长档案模板',
  message: {
    write: '写寄语',
    edit: '修改',
    empty: '未填写',
    title: '老师寄语 · {{name}}',
    placeholder: '写给孩子和家长的话，会印在学期评价报告中（最多500字）',
    tooLong: TERM_REPORT_MESSAGES.messageTooLong,
    restored: '已恢复上次未保存的内容',
    discardRestored: '放弃恢复的内容',
    save: '保 存',
    cancel: '取 消',
    saved: '保存成功',
  },
  library: {
    button: '教育建议库',
    title: '教育建议库',
    intro:
      '学期评价报告中标为“加油”的观察要点会显示这里的教育建议。修改后，全园的学期评价报告都使用本园的建议；老师还可以在报告中为个别孩子调整。',
    levels: { l0: '托班', l1: '小班', l2: '中班', l3: '大班' },
    general: '{{element}}（总体建议）',
    own: '本园',
    product: '默认',
    edit: '修改',
    reset: '恢复默认',
    save: '保 存',
    cancel: '取 消',
    saved: '保存成功',
  },
  batch: {
    button: '批量打印报告',
    choose: '选择要打印的报告',
    title: '批量打印：{{report}}',
    name: '{{className}}_{{report}}',
    scope: '{{className}} · {{count}} 份',
    skipped: '{{count}} 名幼儿没有可打印的内容，已跳过：{{names}}',
    partial: '{{count}} 名幼儿的报告有页面暂无数据（会印出“待记录”或“暂未观察”）：{{names}}',
    nothing: '这一列没有可打印的报告',
  },
};

export type TEvaluationReportsTexts = typeof zhCN;

export const evaluationReportsTexts = namespace('evaluationReports', {
  'zh-CN': zhCN,
  en: () => import('./evaluationReports.i18n.en'),
  es: () => import('./evaluationReports.i18n.es'),
});
