import { Permission } from '../permissions';
import { REPORT_ROUTES } from '../reports';
import { ADMIN, standaloneReport, TEACHER, type TManifestEntry } from './entry';

/** 过程评价 and 幼儿相册: process evaluations, the 成长手册 and the child photo library. */
export const PROCESS_EVALUATION_PAGES = [
  {
    kind: 'page',
    key: 'process-evaluations',
    parent: 'evaluation',
    name: '过程评价',
    path: '/ProceEvaluate',
    icon: 'ProfileOutlined',
    sort: 6,
    permission: Permission.processEvalRead,
    roles: [ADMIN, TEACHER],
    buttons: [
      {
        key: 'batch',
        name: '批量打印成长手册',
        sort: 4,
        func: 'handleHandbookBatch',
        permission: Permission.processEvalRead,
        roles: [ADMIN, TEACHER],
      },
    ],
  },
  {
    kind: 'page',
    key: 'process-evaluation-list',
    parent: 'process-evaluations',
    name: '过程评价列表',
    path: '/addProcessEvaluate',
    sort: 1,
    hidden: true,
    permission: Permission.processEvalRead,
    roles: [ADMIN, TEACHER],
    buttons: [
      {
        key: 'add',
        name: '新增过程评价',
        sort: 1,
        func: 'handleAdd',
        permission: Permission.processEvalWrite,
        // The 园长 holds them too, so that she can grant the 教师 role (a role beyond one's own
        // entries cannot be granted); SPEC l.137 keeps writing to identity 2 (the server checks).
        roles: [ADMIN, TEACHER],
      },
      {
        key: 'del',
        name: '删除过程评价',
        sort: 2,
        func: 'handleDel',
        permission: Permission.processEvalWrite,
        // The 园长 holds them too, so that she can grant the 教师 role (a role beyond one's own
        // entries cannot be granted); SPEC l.137 keeps writing to identity 2 (the server checks).
        roles: [ADMIN, TEACHER],
      },
    ],
  },
  {
    kind: 'page',
    key: 'process-evaluation-edit',
    parent: 'process-evaluations',
    name: '编辑过程评价',
    path: '/editProcessEvaluate',
    sort: 2,
    hidden: true,
    permission: Permission.processEvalWrite,
    // The 园长 holds them too, so that she can grant the 教师 role (a role beyond one's own
    // entries cannot be granted); SPEC l.137 keeps writing to identity 2 (the server checks).
    roles: [ADMIN, TEACHER],
  },
  standaloneReport({
    key: 'growth-handbook-report',
    parent: 'process-evaluations',
    name: '成长手册',
    path: REPORT_ROUTES.growthHandbook,
    sort: 3,
  }),
  {
    kind: 'page',
    key: 'child-photos',
    parent: 'evaluation',
    name: '幼儿相册',
    path: '/ChildPhotos',
    icon: 'PictureOutlined',
    sort: 7,
    permission: Permission.childPhotoRead,
    roles: [ADMIN, TEACHER],
    buttons: [
      {
        key: 'upload',
        name: '上传照片',
        sort: 1,
        func: 'handleUpload',
        permission: Permission.childPhotoManage,
        roles: [ADMIN, TEACHER],
      },
      {
        key: 'tag',
        name: '标记照片',
        sort: 2,
        func: 'handleTag',
        permission: Permission.childPhotoManage,
        roles: [ADMIN, TEACHER],
      },
      {
        key: 'del',
        name: '删除照片',
        sort: 3,
        func: 'handleDel',
        permission: Permission.childPhotoManage,
        roles: [ADMIN, TEACHER],
      },
    ],
  },
] as const satisfies readonly TManifestEntry[];
