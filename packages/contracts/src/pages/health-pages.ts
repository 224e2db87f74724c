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
] as const satisfies readonly TManifestEntry[];
