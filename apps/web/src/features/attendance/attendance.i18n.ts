import { ABSENCE_REASON_NAMES, ATTENDANCE_NOTE_MAX, CHECK_RESULT_NAMES } from '@kg/contracts';
import { namespace } from '../../locales/namespace';

/** 晨检出勤 (issue 20): a class's day as big toggles, and the month's summary. */
const zhCN = {
  tabs: { day: '晨检出勤', month: '月度统计' },
  class: '班级',
  day: '日期',
  previousDay: '前一天',
  nextDay: '后一天',
  today: '今天',
  noClasses: '您还没有任教的班级',
  noChildren: '这个班级这一天没有在园幼儿',
  allPresent: '全部出勤',
  save: '保存',
  saved: '已保存 {{count}} 名幼儿的出勤',
  readOnly: '只能查看：这一天不在本学年内，或您没有登记出勤的权限',
  counts: { expected: '应到', present: '实到', absent: '缺勤', abnormal: '异常', pending: '未登记' },
  state: { present: '出勤', absent: '缺勤', pending: '未登记' },
  tapHint: '点一下切换出勤 / 缺勤',
  reasons: ABSENCE_REASON_NAMES,
  checks: CHECK_RESULT_NAMES,
  checkLabel: '晨检',
  checkNote: '晨检情况（如体温37.8℃、咳嗽）',
  checkNoteRequired: '请填写异常情况',
  abnormalMissing: '{{count}} 名幼儿晨检异常但未填写情况',
  absenceTitle: '{{name}} 缺勤',
  absenceReason: '缺勤原因',
  absenceNote: '备注（选填）',
  notePlaceholder: `最多${ATTENDANCE_NOTE_MAX}个字`,
  ok: '确定',
  cancel: '取消',
  left: '已离园',
  recordedBy: '{{name}} {{time}} 登记',
  unknownRecorder: '未填写',
  month: {
    month: '月份',
    className: '班级',
    children: '在籍',
    days: '登记天数',
    presentDays: '出勤人日',
    absentDays: '缺勤人日',
    rate: '出勤率',
    abnormal: '晨检异常',
    total: '全园合计',
    totalMine: '合计',
    none: '这个月还没有出勤记录',
    noRate: '—',
  },
};

export type TAttendanceTexts = typeof zhCN;

export const attendanceTexts = namespace('attendance', {
  'zh-CN': zhCN,
  en: () => import('./attendance.i18n.en'),
  es: () => import('./attendance.i18n.es'),
});
