import { Permission } from '../permissions';
import { ADMIN, DOCTOR, TEACHER, type TManifestEntry } from './entry';

/**
 * 保健管理 (issue 20): the health doctor's and the administrators' area (morning check and
 * attendance, physical exams); teachers see the attendance of their own classes.
 */
export const HEALTH_PAGES = [
  {
    kind: 'group',
    key: 'health',
    name: '保健管理',
    icon: 'MedicineBoxOutlined',
    sort: 30,
    roles: [ADMIN, DOCTOR, TEACHER],
  },
  {
    kind: 'page',
    key: 'health-attendance',
    parent: 'health',
    name: '晨检出勤',
    path: '/Health/Attendance',
    icon: 'ScheduleOutlined',
    sort: 1,
    permission: Permission.attendanceRead,
    roles: [ADMIN, DOCTOR, TEACHER],
    buttons: [
      {
        key: 'save',
        name: '保存出勤',
        sort: 1,
        func: 'handleSave',
        permission: Permission.attendanceWrite,
        roles: [ADMIN, DOCTOR, TEACHER],
      },
    ],
  },
  {
    kind: 'page',
    key: 'health-exams',
    parent: 'health',
    name: '体检管理',
    path: '/Health/Exams',
    icon: 'SolutionOutlined',
    sort: 2,
    permission: Permission.physicalExamRead,
    // Teachers read their own classes' results (to talk with parents); only the doctor and
    // the 园长 enter them.
    roles: [ADMIN, DOCTOR, TEACHER],
    buttons: [
      {
        key: 'manage',
        name: '录入体检',
        sort: 1,
        func: 'handleExamEntry',
        permission: Permission.physicalExamManage,
        roles: [ADMIN, DOCTOR],
      },
    ],
  },
] as const satisfies readonly TManifestEntry[];
