import { Permission } from '../permissions';
import { ADMIN, TEACHER, type TManifestEntry } from './entry';
import { GROWTH_RECORD_PAGES } from './growth-record-pages';
import { PROCESS_EVALUATION_PAGES } from './process-evaluation-pages';
import { QUESTIONNAIRE_PAGES } from './questionnaire-pages';
import { REPORT_HUB_PAGES } from './report-hub-pages';
import { THEME_PAGES } from './theme-pages';

/**
 * 评价管理: the menu group and its areas, each in its own file, in menu order (parents before
 * their children), and the 文字模板 grant the evaluation editors share.
 */
export const EVALUATION_PAGES = [
  {
    kind: 'group',
    key: 'evaluation',
    name: '评价管理',
    icon: 'AuditOutlined',
    sort: 20,
    roles: [ADMIN, TEACHER],
  },
  ...QUESTIONNAIRE_PAGES,
  ...GROWTH_RECORD_PAGES,
  ...THEME_PAGES,
  ...PROCESS_EVALUATION_PAGES,
  ...REPORT_HUB_PAGES,
  {
    kind: 'grant',
    key: 'preset-texts',
    name: '文字模板',
    sort: 3,
    hidden: true,
    permission: Permission.presetTextManage,
    roles: [ADMIN, TEACHER],
  },
] as const satisfies readonly TManifestEntry[];
