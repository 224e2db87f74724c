import { Permission } from '../permissions';
import { REPORT_ROUTES } from '../reports';
import { ADMIN, standaloneReport, TEACHER, type TManifestEntry } from './entry';

/** 评价报告: the report hub, the term reports and the parent editions. */
export const REPORT_HUB_PAGES = [
  {
    kind: 'page',
    key: 'evaluation-reports',
    parent: 'evaluation',
    name: '评价报告',
    path: '/EvaluationReports',
    icon: 'FileDoneOutlined',
    sort: 8,
    permission: Permission.termReportRead,
    roles: [ADMIN, TEACHER],
    buttons: [
      {
        key: 'message',
        name: '写老师寄语',
        sort: 1,
        func: 'handleMessage',
        permission: Permission.termReportWrite,
        roles: [ADMIN, TEACHER],
      },
      {
        key: 'batch',
        name: '批量打印报告',
        sort: 2,
        func: 'handleBatch',
        permission: Permission.termReportRead,
        roles: [ADMIN, TEACHER],
      },
      {
        key: 'advice',
        name: '教育建议库',
        sort: 3,
        func: 'handleAdvice',
        permission: Permission.termAdviceManage,
        roles: [ADMIN],
      },
    ],
  },
  standaloneReport({
    key: 'term-report',
    parent: 'evaluation-reports',
    name: '学期评价报告',
    path: REPORT_ROUTES.termReport,
    sort: 1,
  }),
  standaloneReport({
    key: 'term-report-baby',
    parent: 'evaluation-reports',
    name: '学期评价报告（托班）',
    path: REPORT_ROUTES.termReportBaby,
    sort: 2,
  }),
  standaloneReport({
    key: 'parent-handbook',
    parent: 'evaluation-reports',
    name: '家长版成长档案',
    path: REPORT_ROUTES.parentHandbook,
    sort: 3,
  }),
  standaloneReport({
    key: 'parent-handbook-baby',
    parent: 'evaluation-reports',
    name: '家长版成长档案（托班）',
    path: REPORT_ROUTES.parentHandbookBaby,
    sort: 4,
  }),
] as const satisfies readonly TManifestEntry[];
