import { Permission } from '../permissions';
import { ADMIN, TEACHER, type TManifestEntry } from './entry';

/** 问卷评价 and 过程评价题库: the questionnaires a teacher fills for her children and the banks they ask from. */
export const QUESTIONNAIRE_PAGES = [
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
] as const satisfies readonly TManifestEntry[];
