import { Permission } from '@kg/contracts';

export type MenuSeed = {
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

/** A toolbar button of a page: granted with the page's API permission to the roles given. */
function button(
  key: string,
  parent: string,
  name: string,
  sort: number,
  func: string,
  apiCode?: string,
  roles: string[] = [ADMIN],
): MenuSeed {
  return { key, parent, name, sort, isButton: true, func, apiCode, roles };
}

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
  button('classes.add', 'classes', '新增班级', 1, 'handleAdd', Permission.classManage),
  button('classes.del', 'classes', '删除班级', 2, 'handleDel', Permission.classManage),
  button('classes.edit', 'classes', '编辑班级', 3, 'handleEdit', Permission.classManage),
  button('classes.promote', 'classes', '升班', 4, 'handlePromote', Permission.classManage),
  button('classes.import', 'classes', '导入班级', 5, 'handleImport', Permission.classManage),
  button('classes.export', 'classes', '导出班级', 6, 'handleExport', Permission.classRead),
  button('classes.rosterBatch', 'classes', '批量打印名册', 7, 'handleRosterBatch', Permission.classRead),
  {
    key: 'classes.roster',
    parent: 'classes',
    name: '幼儿名册',
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
  button('students.add', 'students', '新增幼儿', 1, 'handleAdd', Permission.studentManage),
  button('students.edit', 'students', '编辑幼儿', 2, 'handleEdit', Permission.studentManage),
  button('students.move', 'students', '调班', 3, 'handleMove', Permission.studentManage),
  button('students.leave', 'students', '离园', 4, 'handleLeave', Permission.studentManage),
  button('students.import', 'students', '导入幼儿', 5, 'handleImport', Permission.studentManage),
  button('students.export', 'students', '导出幼儿', 6, 'handleExport', Permission.studentRead),
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
  button('teachers.add', 'teachers', '新增教师', 1, 'handleAdd', Permission.teacherManage),
  button('teachers.edit', 'teachers', '编辑教师', 2, 'handleEdit', Permission.teacherManage),
  button('teachers.del', 'teachers', '删除教师', 3, 'handleDel', Permission.teacherManage),
  button('teachers.import', 'teachers', '导入教师', 4, 'handleImport', Permission.teacherManage),
  button('teachers.export', 'teachers', '导出教师', 5, 'handleExport', Permission.teacherRead),
  { key: 'evaluation', name: '评价管理', icon: 'AuditOutlined', sort: 20, roles: [ADMIN, TEACHER] },
  {
    key: 'questionnaires',
    parent: 'evaluation',
    name: '问卷评价',
    path: '/Questionnaire/Classes',
    icon: 'FormOutlined',
    sort: 1,
    apiCode: Permission.questionnaireFill,
    roles: [ADMIN, TEACHER],
  },
  {
    key: 'questionnaire',
    parent: 'questionnaires',
    name: '填写问卷',
    path: '/questionnaire',
    sort: 9,
    isHidden: true,
    noNeedHome: true,
    noTabPage: true,
    showTitle: false,
    roles: [ADMIN, TEACHER],
  },
  {
    key: 'question-bank',
    parent: 'evaluation',
    name: '过程评价题库',
    path: '/ProceQuestionEdit',
    icon: 'DatabaseOutlined',
    sort: 2,
    apiCode: Permission.questionBankRead,
    roles: [ADMIN],
  },
  button('question-bank.add', 'question-bank', '新增题目', 1, 'handleAdd', Permission.questionBankManage),
  button('question-bank.edit', 'question-bank', '编辑题目', 2, 'handleEdit', Permission.questionBankManage),
  button('question-bank.del', 'question-bank', '删除题目', 3, 'handleDel', Permission.questionBankManage),
  button(
    'question-bank.import',
    'question-bank',
    '导入题目',
    4,
    'handleImport',
    Permission.questionBankManage,
  ),
  button(
    'question-bank.categories',
    'question-bank',
    '分类管理',
    5,
    'handleCategories',
    Permission.questionBankManage,
  ),
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
  button('users.reset', 'users', '重置密码', 1, 'handleResetPwd', Permission.userManage),
  button('users.stop', 'users', '停用', 2, 'handleStop', Permission.userManage),
  button('users.add', 'users', '新增用户', 0, 'handleAdd', Permission.userManage),
  button('users.assign', 'users', '分配角色', 3, 'handleAssign', Permission.userManage),
  button('users.del', 'users', '删除用户', 4, 'handleDel', Permission.userManage),
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
  button('roles.add', 'roles', '新增角色', 1, 'handleAdd', Permission.roleManage),
  button('roles.edit', 'roles', '编辑角色', 2, 'handleEdit', Permission.roleManage),
  button('roles.assign', 'roles', '分配权限', 3, 'handleAssign', Permission.roleManage),
  button('roles.del', 'roles', '删除角色', 4, 'handleDel', Permission.roleManage),
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
  button('schools.add', 'schools', '新增学校', 1, 'handleAdd', Permission.schoolManage, []),
  button('schools.edit', 'schools', '编辑学校', 2, 'handleEdit', Permission.schoolManage, []),
  button('schools.days', 'schools', '延长服务', 3, 'handleAddDays', Permission.schoolManage, []),
  button('schools.stop', 'schools', '停用学校', 4, 'handleStop', Permission.schoolManage, []),
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
  button('menus.add', 'menus', '新增菜单', 1, 'handleAdd', Permission.menuManage, []),
  button('menus.edit', 'menus', '编辑菜单', 2, 'handleEdit', Permission.menuManage, []),
  button('menus.del', 'menus', '删除菜单', 3, 'handleDel', Permission.menuManage, []),
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
