import { Permission } from '@kg/contracts';
import { eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { permissions, rolePermissions, roles, systemVersions } from '../db/schema';
import { RELEASES } from './versions';

/** The roles every installation has (platform-wide: schoolId null). */
export const PLATFORM_ROLES = [
  {
    code: 'platform_admin',
    name: '平台管理员',
    identityDigit: '0',
    isSuper: true,
    sort: 0,
    description: '管理所有学校与平台设置',
  },
  {
    code: 'school_admin',
    name: '园长',
    identityDigit: '1',
    isSuper: false,
    sort: 1,
    description: '管理本园的全部数据',
  },
  {
    code: 'teacher',
    name: '教师',
    identityDigit: '2',
    isSuper: false,
    sort: 2,
    description: '观察与评价所带班级的幼儿',
  },
  {
    code: 'doctor',
    name: '保健医生',
    identityDigit: '3',
    isSuper: false,
    sort: 3,
    description: '负责幼儿健康与膳食',
  },
  {
    code: 'district',
    name: '区域管理员',
    identityDigit: '4',
    isSuper: false,
    sort: 4,
    description: '查看辖区内各园的统计数据',
  },
] as const;

type MenuSeed = {
  key: string;
  name: string;
  path?: string;
  icon?: string;
  sort: number;
  parent?: string;
  isHidden?: boolean;
  isButton?: boolean;
  isExternal?: boolean;
  func?: string;
  apiCode?: string;
  keepAlive?: boolean;
  noNeedHome?: boolean;
  noTabPage?: boolean;
  showTitle?: boolean;
  roles: string[];
};

const ADMIN = 'school_admin';
const TEACHER = 'teacher';
const DOCTOR = 'doctor';

/** The navigation tree and which platform role gets which entry. */
export const MENU: MenuSeed[] = [
  {
    key: 'home',
    name: '首页',
    path: '/indexHome',
    icon: 'HomeOutlined',
    sort: 1,
    roles: [ADMIN, TEACHER, DOCTOR],
  },
  {
    key: 'basics',
    name: '基础数据',
    sort: 2,
    isHidden: true,
    apiCode: Permission.schoolInfoRead,
    roles: [ADMIN, TEACHER, DOCTOR],
  },
  { key: 'info', name: '信息管理', icon: 'TeamOutlined', sort: 10, roles: [ADMIN, TEACHER, DOCTOR] },
  {
    key: 'study-years',
    parent: 'info',
    name: '学年学期',
    path: '/School/StudyYears',
    icon: 'CalendarOutlined',
    sort: 0,
    apiCode: Permission.studyYearManage,
    roles: [ADMIN],
  },
  {
    key: 'classes',
    parent: 'info',
    name: '班级管理',
    path: '/Class/Classes',
    icon: 'AppstoreOutlined',
    sort: 1,
    apiCode: Permission.classRead,
    roles: [ADMIN, TEACHER],
  },
  {
    key: 'classes.add',
    parent: 'classes',
    name: '新增班级',
    sort: 1,
    isButton: true,
    func: 'handleAdd',
    apiCode: Permission.classManage,
    roles: [ADMIN],
  },
  {
    key: 'classes.del',
    parent: 'classes',
    name: '删除班级',
    sort: 2,
    isButton: true,
    func: 'handleDel',
    apiCode: Permission.classManage,
    roles: [ADMIN],
  },
  {
    key: 'classes.edit',
    parent: 'classes',
    name: '编辑班级',
    sort: 3,
    isButton: true,
    func: 'handleEdit',
    apiCode: Permission.classManage,
    roles: [ADMIN],
  },
  {
    key: 'classes.promote',
    parent: 'classes',
    name: '升班',
    sort: 4,
    isButton: true,
    func: 'handlePromote',
    apiCode: Permission.classManage,
    roles: [ADMIN],
  },
  {
    key: 'classes.import',
    parent: 'classes',
    name: '导入班级',
    sort: 5,
    isButton: true,
    func: 'handleImport',
    apiCode: Permission.classManage,
    roles: [ADMIN],
  },
  {
    key: 'classes.export',
    parent: 'classes',
    name: '导出班级',
    sort: 6,
    isButton: true,
    func: 'handleExport',
    apiCode: Permission.classRead,
    roles: [ADMIN],
  },
  {
    key: 'classes.roster',
    parent: 'classes',
    name: '班级名单',
    path: '/Class/Roster',
    sort: 9,
    isHidden: true,
    noNeedHome: true,
    noTabPage: true,
    showTitle: false,
    roles: [ADMIN, TEACHER],
  },
  {
    key: 'students',
    parent: 'info',
    name: '幼儿管理',
    path: '/Student/Students',
    icon: 'SmileOutlined',
    sort: 2,
    apiCode: Permission.studentRead,
    keepAlive: true,
    roles: [ADMIN, TEACHER, DOCTOR],
  },
  {
    key: 'students.add',
    parent: 'students',
    name: '新增幼儿',
    sort: 1,
    isButton: true,
    func: 'handleAdd',
    apiCode: Permission.studentManage,
    roles: [ADMIN],
  },
  {
    key: 'students.edit',
    parent: 'students',
    name: '编辑幼儿',
    sort: 2,
    isButton: true,
    func: 'handleEdit',
    apiCode: Permission.studentManage,
    roles: [ADMIN],
  },
  {
    key: 'students.move',
    parent: 'students',
    name: '调班',
    sort: 3,
    isButton: true,
    func: 'handleMove',
    apiCode: Permission.studentManage,
    roles: [ADMIN],
  },
  {
    key: 'students.leave',
    parent: 'students',
    name: '离园',
    sort: 4,
    isButton: true,
    func: 'handleLeave',
    apiCode: Permission.studentManage,
    roles: [ADMIN],
  },
  {
    key: 'students.import',
    parent: 'students',
    name: '导入幼儿',
    sort: 5,
    isButton: true,
    func: 'handleImport',
    apiCode: Permission.studentManage,
    roles: [ADMIN],
  },
  {
    key: 'students.export',
    parent: 'students',
    name: '导出幼儿',
    sort: 6,
    isButton: true,
    func: 'handleExport',
    apiCode: Permission.studentRead,
    roles: [ADMIN],
  },
  {
    key: 'teachers',
    parent: 'info',
    name: '教师管理',
    path: '/Teacher/Teachers',
    icon: 'IdcardOutlined',
    sort: 3,
    apiCode: Permission.teacherRead,
    roles: [ADMIN],
  },
  {
    key: 'teachers.add',
    parent: 'teachers',
    name: '新增教师',
    sort: 1,
    isButton: true,
    func: 'handleAdd',
    apiCode: Permission.teacherManage,
    roles: [ADMIN],
  },
  {
    key: 'teachers.edit',
    parent: 'teachers',
    name: '编辑教师',
    sort: 2,
    isButton: true,
    func: 'handleEdit',
    apiCode: Permission.teacherManage,
    roles: [ADMIN],
  },
  {
    key: 'teachers.del',
    parent: 'teachers',
    name: '删除教师',
    sort: 3,
    isButton: true,
    func: 'handleDel',
    apiCode: Permission.teacherManage,
    roles: [ADMIN],
  },
  {
    key: 'teachers.import',
    parent: 'teachers',
    name: '导入教师',
    sort: 4,
    isButton: true,
    func: 'handleImport',
    apiCode: Permission.teacherManage,
    roles: [ADMIN],
  },
  {
    key: 'teachers.export',
    parent: 'teachers',
    name: '导出教师',
    sort: 5,
    isButton: true,
    func: 'handleExport',
    apiCode: Permission.teacherRead,
    roles: [ADMIN],
  },
  { key: 'system', name: '系统管理', icon: 'SettingOutlined', sort: 90, roles: [ADMIN] },
  {
    key: 'users',
    parent: 'system',
    name: '用户管理',
    path: '/User/Users',
    icon: 'UserOutlined',
    sort: 1,
    apiCode: Permission.userRead,
    roles: [ADMIN],
  },
  {
    key: 'users.reset',
    parent: 'users',
    name: '重置密码',
    sort: 1,
    isButton: true,
    func: 'handleResetPwd',
    apiCode: Permission.userManage,
    roles: [ADMIN],
  },
  {
    key: 'users.stop',
    parent: 'users',
    name: '停用',
    sort: 2,
    isButton: true,
    func: 'handleStop',
    apiCode: Permission.userManage,
    roles: [ADMIN],
  },
  {
    key: 'users.add',
    parent: 'users',
    name: '新增用户',
    sort: 0,
    isButton: true,
    func: 'handleAdd',
    apiCode: Permission.userManage,
    roles: [ADMIN],
  },
  {
    key: 'users.assign',
    parent: 'users',
    name: '分配角色',
    sort: 3,
    isButton: true,
    func: 'handleAssign',
    apiCode: Permission.userManage,
    roles: [ADMIN],
  },
  {
    key: 'users.del',
    parent: 'users',
    name: '删除用户',
    sort: 4,
    isButton: true,
    func: 'handleDel',
    apiCode: Permission.userManage,
    roles: [ADMIN],
  },
  {
    key: 'roles',
    parent: 'system',
    name: '角色管理',
    path: '/System/Roles',
    icon: 'SafetyCertificateOutlined',
    sort: 3,
    apiCode: Permission.roleRead,
    roles: [ADMIN],
  },
  {
    key: 'roles.add',
    parent: 'roles',
    name: '新增角色',
    sort: 1,
    isButton: true,
    func: 'handleAdd',
    apiCode: Permission.roleManage,
    roles: [ADMIN],
  },
  {
    key: 'roles.edit',
    parent: 'roles',
    name: '编辑角色',
    sort: 2,
    isButton: true,
    func: 'handleEdit',
    apiCode: Permission.roleManage,
    roles: [ADMIN],
  },
  {
    key: 'roles.assign',
    parent: 'roles',
    name: '分配权限',
    sort: 3,
    isButton: true,
    func: 'handleAssign',
    apiCode: Permission.roleManage,
    roles: [ADMIN],
  },
  {
    key: 'roles.del',
    parent: 'roles',
    name: '删除角色',
    sort: 4,
    isButton: true,
    func: 'handleDel',
    apiCode: Permission.roleManage,
    roles: [ADMIN],
  },
  {
    key: 'school-settings',
    parent: 'system',
    name: '本园设置',
    path: '/School/Settings',
    icon: 'BankOutlined',
    sort: 4,
    apiCode: Permission.schoolSettings,
    roles: [ADMIN],
  },
  {
    key: 'versions',
    parent: 'system',
    name: '版本记录',
    path: '/System/Versions',
    icon: 'HistoryOutlined',
    sort: 2,
    roles: [ADMIN],
  },
  // Platform administration: no school role holds these; the platform administrator holds all.
  { key: 'platform', name: '平台管理', icon: 'CloudServerOutlined', sort: 80, roles: [] },
  {
    key: 'schools',
    parent: 'platform',
    name: '学校管理',
    path: '/School/Schools',
    icon: 'BankOutlined',
    sort: 1,
    apiCode: Permission.schoolManage,
    roles: [],
  },
  {
    key: 'schools.add',
    parent: 'schools',
    name: '新增学校',
    sort: 1,
    isButton: true,
    func: 'handleAdd',
    apiCode: Permission.schoolManage,
    roles: [],
  },
  {
    key: 'schools.edit',
    parent: 'schools',
    name: '编辑学校',
    sort: 2,
    isButton: true,
    func: 'handleEdit',
    apiCode: Permission.schoolManage,
    roles: [],
  },
  {
    key: 'schools.days',
    parent: 'schools',
    name: '延长服务',
    sort: 3,
    isButton: true,
    func: 'handleAddDays',
    apiCode: Permission.schoolManage,
    roles: [],
  },
  {
    key: 'schools.stop',
    parent: 'schools',
    name: '停用学校',
    sort: 4,
    isButton: true,
    func: 'handleStop',
    apiCode: Permission.schoolManage,
    roles: [],
  },
  {
    key: 'menus',
    parent: 'platform',
    name: '菜单管理',
    path: '/System/Menus',
    icon: 'MenuOutlined',
    sort: 2,
    apiCode: Permission.menuManage,
    roles: [],
  },
  {
    key: 'menus.add',
    parent: 'menus',
    name: '新增菜单',
    sort: 1,
    isButton: true,
    func: 'handleAdd',
    apiCode: Permission.menuManage,
    roles: [],
  },
  {
    key: 'menus.edit',
    parent: 'menus',
    name: '编辑菜单',
    sort: 2,
    isButton: true,
    func: 'handleEdit',
    apiCode: Permission.menuManage,
    roles: [],
  },
  {
    key: 'menus.del',
    parent: 'menus',
    name: '删除菜单',
    sort: 3,
    isButton: true,
    func: 'handleDel',
    apiCode: Permission.menuManage,
    roles: [],
  },
  {
    key: 'profile',
    name: '个人中心',
    path: '/User/Profile',
    icon: 'UserOutlined',
    sort: 95,
    isHidden: true,
    noTabPage: true,
    roles: [ADMIN, TEACHER, DOCTOR],
  },
  {
    key: 'help',
    name: '使用帮助',
    path: 'https://help.kindergrowth.cn/',
    icon: 'QuestionCircleOutlined',
    sort: 99,
    isExternal: true,
    roles: [ADMIN, TEACHER, DOCTOR],
  },
];

/**
 * Makes sure the platform roles and the navigation tree exist. Safe to run at every start:
 * it adds what is missing and leaves what a school changed alone.
 */
export async function ensurePlatformData(db: DbOrTx) {
  const existingRoles = await db.select().from(roles).where(isNull(roles.schoolId));
  const roleIds = new Map(existingRoles.map((r) => [r.code, r.id]));
  for (const r of PLATFORM_ROLES) {
    if (roleIds.has(r.code)) continue;
    const [row] = await db
      .insert(roles)
      .values({ ...r, schoolId: null })
      .returning({ id: roles.id });
    roleIds.set(r.code, row!.id);
  }

  const known = new Set(
    (await db.select({ v: systemVersions.version }).from(systemVersions)).map((r) => r.v),
  );
  const missing = RELEASES.filter((r) => !known.has(r.version));
  if (missing.length) await db.insert(systemVersions).values(missing);

  await ensureMenu(db, roleIds);
}

/**
 * Adds the built-in navigation entries a database does not have yet, by their stable code,
 * with their role links. Entries already there are left as the school may have changed
 * them (names, order, role assignments). Entries from before codes existed are matched by
 * name under the same parent once, and get their code.
 */
async function ensureMenu(db: DbOrTx, roleIds: Map<string, number>) {
  const existing = await db.select().from(permissions);
  const byCode = new Map(existing.filter((r) => r.code).map((r) => [r.code!, r]));
  const ids = new Map<string, number>();
  for (const m of MENU) {
    const parentId = m.parent ? ids.get(m.parent)! : 0;
    let row = byCode.get(m.key);
    if (!row) {
      row = existing.find((r) => !r.code && r.name === m.name && r.parentId === parentId);
      if (row) await db.update(permissions).set({ code: m.key }).where(eq(permissions.id, row.id));
    }
    if (row) {
      ids.set(m.key, row.id);
      continue;
    }
    const [inserted] = await db
      .insert(permissions)
      .values({
        code: m.key,
        parentId,
        name: m.name,
        path: m.path ?? '',
        icon: m.icon ?? '',
        sort: m.sort,
        isHidden: m.isHidden ?? false,
        isButton: m.isButton ?? false,
        isExternal: m.isExternal ?? false,
        func: m.func ?? null,
        apiCode: m.apiCode ?? null,
        keepAlive: m.keepAlive ?? false,
        noNeedHome: m.noNeedHome ?? false,
        noTabPage: m.noTabPage ?? false,
        showTitle: m.showTitle ?? true,
      })
      .returning({ id: permissions.id });
    ids.set(m.key, inserted!.id);
    const links = m.roles.map((code) => ({ roleId: roleIds.get(code)!, permissionId: inserted!.id }));
    if (links.length) await db.insert(rolePermissions).values(links);
  }
}

/** The id of a navigation entry by path (tests use it to change what a role may do). */
export async function permissionIdByPath(db: DbOrTx, path: string) {
  const [row] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.path, path));
  return row?.id;
}
