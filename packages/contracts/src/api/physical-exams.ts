import { endpoint } from '../endpoint';
import { Permission } from '../permissions';
import {
  ZAddStudentPhysicalRequest,
  ZAddStudentPhysicalResponse,
  ZPhysicalQuery,
  ZStudentPhysical,
} from '../physical-exams';

const BASE = '/api/mgd/He_Physical';

/** Children's physical exams (体检, G33): the health check's entry and the 体检记录 page's source. */
export const physicalExamsApi = {
  /** Whoever writes the child's growth record (a teacher: only their classes). */
  student: endpoint({
    method: 'GET',
    path: `${BASE}/GetStudentPhysicalInfo`,
    access: Permission.growthRecordWrite,
    summary:
      'A child’s latest physical exam (Source 体检), else their last finished 体检记录 page (Source 成长档案), else null (G33)',
    query: ZPhysicalQuery,
    response: ZStudentPhysical.nullable(),
    resource: 'student',
  }),
  /** The school's health staff: administrators who manage the children. */
  add: endpoint({
    method: 'POST',
    path: `${BASE}/AddStudentPhysicalInfo`,
    access: Permission.studentManage,
    summary: 'Record one physical exam of a child of the school (G33)',
    body: ZAddStudentPhysicalRequest,
    response: ZAddStudentPhysicalResponse,
  }),
};
