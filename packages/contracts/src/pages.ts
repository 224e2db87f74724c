import { Permission, type TPermission } from './permissions';
import { REPORT_ROUTES } from './reports';

/**
 * The page manifest: every built-in navigation entry (page, report, menu group, hidden grant)
 * in one table, with its buttons. A new page is one row here plus its component in the web's
 * page table (apps/web/src/app/routing/registry.ts, keyed by the row's key; tsc fails when
 * either is missing). The server's menu seed (apps/server/src/seed/menu.ts) and the web's
 * router are derived from it, and every start reconciles the database's built-in entries with
 * it (apps/server/src/seed/platform.ts).
 *
 * `name` is the built-in Chinese name: the seeded name and the title key (navNames.<name> in
 * the web's dictionaries; a school's own rename has no translation and shows as it is).
 */

/** The built-in school roles an entry is given to; the platform administrator holds every entry. */
export const PageRole = { admin: 'school_admin', teacher: 'teacher', doctor: 'doctor' } as const;
export type TPageRole = (typeof PageRole)[keyof typeof PageRole];
export const PAGE_ROLES: readonly TPageRole[] = Object.values(PageRole);

/** A toolbar button of a page: shown, and its permission granted, to the roles holding it. */
export type TPageButton = {
  /** the entry's code is `<page key>.<key>` */
  readonly key: string;
  readonly name: string;
  readonly sort: number;
  /** the page's handler the button calls, e.g. handleAdd */
  readonly func: string;
  readonly permission?: TPermission;
  /** default: 园长, when the page is theirs */
  readonly roles?: readonly TPageRole[];
};

type TEntryBase = {
  /** stable code of the entry in the database (`permissions.code`); never change it */
  readonly key: string;
  /** the built-in name (Chinese) and title key */
  readonly name: string;
  /** the key of the entry it sits under */
  readonly parent?: string;
  /** an antd icon name */
  readonly icon?: string;
  readonly sort: number;
  /** the API permission the entry grants to the roles holding it */
  readonly permission?: TPermission;
  readonly roles: readonly TPageRole[];
  /** not in the menu (a sub-page, or an entry that only grants its permission) */
  readonly hidden?: boolean;
  readonly buttons?: readonly TPageButton[];
};

export type TRoutedEntry = TEntryBase & {
  /** page: a screen of the web app; report: a printable report route (REPORT_ROUTES) */
  readonly kind: 'page' | 'report';
  readonly path: string;
  readonly keepAlive?: boolean;
  readonly noTabPage?: boolean;
  readonly noNeedHome?: boolean;
  /** default true */
  readonly showTitle?: boolean;
  /**
   * Paths earlier releases shipped for this entry: a database still holding one gets `path`
   * at start (a path the platform chose itself stays).
   */
  readonly movedFrom?: readonly string[];
};

export type TUnroutedEntry = TEntryBase & {
  /** group: a menu group; grant: a hidden entry that only grants its permission */
  readonly kind: 'group' | 'grant';
  readonly path?: never;
};

export type TManifestEntry = TRoutedEntry | TUnroutedEntry;

const ADMIN = PageRole.admin;
const TEACHER = PageRole.teacher;
const DOCTOR = PageRole.doctor;
const STAFF = [ADMIN, TEACHER, DOCTOR] as const;

export const PAGE_MANIFEST = [
  {
    kind: 'page',
    key: 'home',
    name: '首页',
    path: '/indexHome',
    icon: 'HomeOutlined',
    sort: 1,
    roles: STAFF,
  },
  {
    kind: 'grant',
    key: 'basics',
    name: '基础数据',
    sort: 2,
    hidden: true,
    permission: Permission.schoolInfoRead,
    roles: STAFF,
  },

  { kind: 'group', key: 'info', name: '信息管理', icon: 'TeamOutlined', sort: 10, roles: STAFF },
  {
    kind: 'page',
    key: 'study-years',
    parent: 'info',
    name: '学年学期',
    path: '/School/StudyYears',
    icon: 'CalendarOutlined',
    sort: 0,
    permission: Permission.studyYearManage,
    roles: [ADMIN],
  },
  {
    kind: 'page',
    key: 'classes',
    parent: 'info',
    name: '班级管理',
    path: '/Class/Classes',
    icon: 'AppstoreOutlined',
    sort: 1,
    permission: Permission.classRead,
    roles: [ADMIN, TEACHER],
    buttons: [
      { key: 'add', name: '新增班级', sort: 1, func: 'handleAdd', permission: Permission.classManage },
      { key: 'del', name: '删除班级', sort: 2, func: 'handleDel', permission: Permission.classManage },
      { key: 'edit', name: '编辑班级', sort: 3, func: 'handleEdit', permission: Permission.classManage },
      { key: 'promote', name: '升班', sort: 4, func: 'handlePromote', permission: Permission.classManage },
      { key: 'import', name: '导入班级', sort: 5, func: 'handleImport', permission: Permission.classManage },
      { key: 'export', name: '导出班级', sort: 6, func: 'handleExport', permission: Permission.classRead },
      {
        key: 'rosterBatch',
        name: '批量打印名册',
        sort: 7,
        func: 'handleRosterBatch',
        permission: Permission.classRead,
      },
    ],
  },
  {
    kind: 'report',
    key: 'classes.roster',
    parent: 'classes',
    name: '幼儿名册',
    path: REPORT_ROUTES.classRoster,
    sort: 9,
    hidden: true,
    noNeedHome: true,
    noTabPage: true,
    showTitle: false,
    roles: [ADMIN, TEACHER],
  },
  {
    kind: 'page',
    key: 'students',
    parent: 'info',
    name: '幼儿管理',
    path: '/Student/Students',
    icon: 'SmileOutlined',
    sort: 2,
    permission: Permission.studentRead,
    keepAlive: true,
    roles: STAFF,
    buttons: [
      { key: 'add', name: '新增幼儿', sort: 1, func: 'handleAdd', permission: Permission.studentManage },
      { key: 'edit', name: '编辑幼儿', sort: 2, func: 'handleEdit', permission: Permission.studentManage },
      { key: 'move', name: '调班', sort: 3, func: 'handleMove', permission: Permission.studentManage },
      { key: 'leave', name: '离园', sort: 4, func: 'handleLeave', permission: Permission.studentManage },
      {
        key: 'import',
        name: '导入幼儿',
        sort: 5,
        func: 'handleImport',
        permission: Permission.studentManage,
      },
      { key: 'export', name: '导出幼儿', sort: 6, func: 'handleExport', permission: Permission.studentRead },
    ],
  },
  {
    kind: 'page',
    key: 'teachers',
    parent: 'info',
    name: '教师管理',
    path: '/Teacher/Teachers',
    icon: 'IdcardOutlined',
    sort: 3,
    permission: Permission.teacherRead,
    roles: [ADMIN],
    buttons: [
      { key: 'add', name: '新增教师', sort: 1, func: 'handleAdd', permission: Permission.teacherManage },
      { key: 'edit', name: '编辑教师', sort: 2, func: 'handleEdit', permission: Permission.teacherManage },
      { key: 'del', name: '删除教师', sort: 3, func: 'handleDel', permission: Permission.teacherManage },
      {
        key: 'import',
        name: '导入教师',
        sort: 4,
        func: 'handleImport',
        permission: Permission.teacherManage,
      },
      { key: 'export', name: '导出教师', sort: 5, func: 'handleExport', permission: Permission.teacherRead },
    ],
  },

  {
    kind: 'group',
    key: 'evaluation',
    name: '评价管理',
    icon: 'AuditOutlined',
    sort: 20,
    roles: [ADMIN, TEACHER],
  },
  {
    kind: 'page',
    key: 'questionnaires',
    parent: 'evaluation',
    name: '问卷评价',
    path: '/Questionnaire/Classes',
    icon: 'FormOutlined',
    sort: 1,
    permission: Permission.questionnaireFill,
    roles: [ADMIN, TEACHER],
  },
  {
    kind: 'page',
    key: 'questionnaire',
    parent: 'questionnaires',
    name: '填写问卷',
    path: '/questionnaire',
    sort: 9,
    hidden: true,
    noNeedHome: true,
    noTabPage: true,
    showTitle: false,
    roles: [ADMIN, TEACHER],
  },
  {
    kind: 'page',
    key: 'question-bank',
    parent: 'evaluation',
    name: '过程评价题库',
    path: '/ProceQuestionEdit',
    icon: 'DatabaseOutlined',
    sort: 2,
    permission: Permission.questionBankRead,
    roles: [ADMIN],
    buttons: [
      { key: 'add', name: '新增题目', sort: 1, func: 'handleAdd', permission: Permission.questionBankManage },
      {
        key: 'edit',
        name: '编辑题目',
        sort: 2,
        func: 'handleEdit',
        permission: Permission.questionBankManage,
      },
      { key: 'del', name: '删除题目', sort: 3, func: 'handleDel', permission: Permission.questionBankManage },
      {
        key: 'import',
        name: '导入题目',
        sort: 4,
        func: 'handleImport',
        permission: Permission.questionBankManage,
      },
      {
        key: 'categories',
        name: '分类管理',
        sort: 5,
        func: 'handleCategories',
        permission: Permission.questionBankManage,
      },
    ],
  },
  {
    kind: 'page',
    key: 'growth-templates',
    parent: 'evaluation',
    name: '成长档案模板',
    path: '/GrowthTemplate',
    icon: 'BookOutlined',
    sort: 3,
    permission: Permission.growthTemplateManage,
    roles: [ADMIN],
  },
  {
    kind: 'page',
    key: 'template-configuration',
    parent: 'growth-templates',
    name: '模板配置',
    path: '/templateConfiguration',
    sort: 1,
    hidden: true,
    permission: Permission.growthTemplateManage,
    roles: [ADMIN],
  },
  {
    kind: 'page',
    key: 'module-configuration',
    parent: 'growth-templates',
    name: '模块配置',
    path: '/configuration',
    sort: 2,
    hidden: true,
    permission: Permission.growthTemplateManage,
    roles: [ADMIN],
  },
  {
    kind: 'page',
    key: 'template-statistics',
    parent: 'growth-templates',
    name: '典型行为观察统计',
    path: '/templateStatic',
    sort: 3,
    hidden: true,
    permission: Permission.growthTemplateManage,
    roles: [ADMIN],
  },
  {
    kind: 'page',
    key: 'growth-records',
    parent: 'evaluation',
    name: '成长档案',
    path: '/GrowthRecord',
    icon: 'ReadOutlined',
    sort: 4,
    permission: Permission.growthRecordRead,
    roles: [ADMIN, TEACHER],
    buttons: [
      {
        key: 'batch',
        name: '批量打印成长档案',
        sort: 3,
        func: 'handleGrowthBatch',
        permission: Permission.growthRecordRead,
        roles: [ADMIN, TEACHER],
      },
    ],
  },
  {
    kind: 'page',
    key: 'growth-record',
    parent: 'growth-records',
    name: '成长记录',
    path: '/record',
    sort: 1,
    hidden: true,
    permission: Permission.growthRecordWrite,
    roles: [ADMIN, TEACHER],
  },
  {
    kind: 'report',
    key: 'growing-footprint-report',
    parent: 'growth-records',
    name: '成长足迹',
    path: REPORT_ROUTES.growingFootprint,
    sort: 2,
    hidden: true,
    noNeedHome: true,
    noTabPage: true,
    showTitle: false,
    roles: [ADMIN, TEACHER],
  },
  {
    kind: 'grant',
    key: 'preset-texts',
    name: '文字模板',
    sort: 3,
    hidden: true,
    permission: Permission.presetTextManage,
    roles: [ADMIN, TEACHER],
  },

  { kind: 'group', key: 'system', name: '系统管理', icon: 'SettingOutlined', sort: 90, roles: [ADMIN] },
  {
    kind: 'page',
    key: 'users',
    parent: 'system',
    name: '用户管理',
    path: '/User/Users',
    icon: 'UserOutlined',
    sort: 1,
    permission: Permission.userRead,
    roles: [ADMIN],
    buttons: [
      { key: 'reset', name: '重置密码', sort: 1, func: 'handleResetPwd', permission: Permission.userManage },
      { key: 'stop', name: '停用', sort: 2, func: 'handleStop', permission: Permission.userManage },
      { key: 'add', name: '新增用户', sort: 0, func: 'handleAdd', permission: Permission.userManage },
      { key: 'assign', name: '分配角色', sort: 3, func: 'handleAssign', permission: Permission.userManage },
      { key: 'del', name: '删除用户', sort: 4, func: 'handleDel', permission: Permission.userManage },
    ],
  },
  {
    kind: 'page',
    key: 'roles',
    parent: 'system',
    name: '角色管理',
    path: '/System/Roles',
    icon: 'SafetyCertificateOutlined',
    sort: 3,
    permission: Permission.roleRead,
    roles: [ADMIN],
    buttons: [
      { key: 'add', name: '新增角色', sort: 1, func: 'handleAdd', permission: Permission.roleManage },
      { key: 'edit', name: '编辑角色', sort: 2, func: 'handleEdit', permission: Permission.roleManage },
      { key: 'assign', name: '分配权限', sort: 3, func: 'handleAssign', permission: Permission.roleManage },
      { key: 'del', name: '删除角色', sort: 4, func: 'handleDel', permission: Permission.roleManage },
    ],
  },
  {
    kind: 'page',
    key: 'school-settings',
    parent: 'system',
    name: '本园设置',
    path: '/School/Settings',
    icon: 'BankOutlined',
    sort: 4,
    permission: Permission.schoolSettings,
    roles: [ADMIN],
  },
  {
    kind: 'page',
    key: 'versions',
    parent: 'system',
    name: '版本记录',
    path: '/System/Versions',
    icon: 'HistoryOutlined',
    sort: 2,
    roles: [ADMIN],
  },

  // Platform administration: no school role holds these; the platform administrator holds all.
  { kind: 'group', key: 'platform', name: '平台管理', icon: 'CloudServerOutlined', sort: 80, roles: [] },
  {
    kind: 'page',
    key: 'schools',
    parent: 'platform',
    name: '学校管理',
    path: '/School/Schools',
    icon: 'BankOutlined',
    sort: 1,
    permission: Permission.schoolManage,
    roles: [],
    buttons: [
      { key: 'add', name: '新增学校', sort: 1, func: 'handleAdd', permission: Permission.schoolManage },
      { key: 'edit', name: '编辑学校', sort: 2, func: 'handleEdit', permission: Permission.schoolManage },
      { key: 'days', name: '延长服务', sort: 3, func: 'handleAddDays', permission: Permission.schoolManage },
      { key: 'stop', name: '停用学校', sort: 4, func: 'handleStop', permission: Permission.schoolManage },
    ],
  },
  {
    kind: 'page',
    key: 'menus',
    parent: 'platform',
    name: '菜单管理',
    path: '/System/Menus',
    icon: 'MenuOutlined',
    sort: 2,
    permission: Permission.menuManage,
    roles: [],
    buttons: [
      { key: 'add', name: '新增菜单', sort: 1, func: 'handleAdd', permission: Permission.menuManage },
      { key: 'edit', name: '编辑菜单', sort: 2, func: 'handleEdit', permission: Permission.menuManage },
      { key: 'del', name: '删除菜单', sort: 3, func: 'handleDel', permission: Permission.menuManage },
    ],
  },

  {
    kind: 'page',
    key: 'profile',
    name: '个人中心',
    path: '/User/Profile',
    icon: 'UserOutlined',
    sort: 95,
    hidden: true,
    noTabPage: true,
    roles: STAFF,
  },
  {
    kind: 'page',
    key: 'help',
    name: '使用帮助',
    path: '/Help',
    // In-app (issue 14 item 13): the external help site earlier releases linked never existed.
    movedFrom: ['https://help.kindergrowth.cn/'],
    icon: 'QuestionCircleOutlined',
    sort: 99,
    roles: STAFF,
  },
] as const satisfies readonly TManifestEntry[];

type TManifestRow = (typeof PAGE_MANIFEST)[number];
/** The key of a page the web renders (its component is keyed by it). */
export type TPageKey = Extract<TManifestRow, { kind: 'page' }>['key'];
/** The name of every built-in entry and button (the web's navNames keys). */
export type TBuiltInName =
  | TManifestRow['name']
  | NonNullable<Extract<TManifestRow, { buttons: unknown }>['buttons']>[number]['name'];

/** A page's route path by its key. */
export function pagePath(key: TPageKey): string {
  const row = PAGE_MANIFEST.find((p) => p.key === key);
  if (row?.kind !== 'page') throw new Error(`No page ${key} in the manifest`);
  return row.path;
}

/** One built-in navigation entry as the server seeds it (`permissions` row plus role links). */
export type TMenuSeedEntry = {
  key: string;
  name: string;
  path?: string;
  icon?: string;
  sort: number;
  parent?: string;
  isHidden?: boolean;
  isButton?: boolean;
  func?: string;
  apiCode?: string;
  keepAlive?: boolean;
  noNeedHome?: boolean;
  noTabPage?: boolean;
  showTitle?: boolean;
  /** earlier releases' paths (see TRoutedEntry.movedFrom) */
  movedFrom?: readonly string[];
  roles: TPageRole[];
};

/** Drops the keys whose value is undefined, so a seed entry carries only what it says. */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The menu seed: every manifest entry, each page's buttons right after it (a button that names
 * no roles goes to the 园长 when the page is theirs).
 */
export function menuSeedOf(manifest: readonly TManifestEntry[]): TMenuSeedEntry[] {
  const seed: TMenuSeedEntry[] = [];
  for (const e of manifest) {
    const routed = e.kind === 'page' || e.kind === 'report' ? e : undefined;
    seed.push(
      defined({
        key: e.key,
        name: e.name,
        path: routed?.path,
        icon: e.icon,
        sort: e.sort,
        parent: e.parent,
        isHidden: e.hidden,
        apiCode: e.permission,
        keepAlive: routed?.keepAlive,
        noNeedHome: routed?.noNeedHome,
        noTabPage: routed?.noTabPage,
        showTitle: routed?.showTitle,
        movedFrom: routed?.movedFrom,
        roles: [...e.roles],
      }),
    );
    for (const b of e.buttons ?? [])
      seed.push(
        defined({
          key: `${e.key}.${b.key}`,
          parent: e.key,
          name: b.name,
          sort: b.sort,
          isButton: true,
          func: b.func,
          apiCode: b.permission,
          roles: [...(b.roles ?? e.roles.filter((r) => r === PageRole.admin))],
        }),
      );
  }
  return seed;
}

/** The built-in navigation tree as seeded. */
export const MENU_SEED: readonly TMenuSeedEntry[] = /* @__PURE__ */ menuSeedOf(PAGE_MANIFEST);
