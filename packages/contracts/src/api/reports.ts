import { endpoint } from '../endpoint';
import { Permission } from '../permissions';
import { ReportKey, ZClassRosterQuery, ZClassRosterReport } from '../reports';

/**
 * The data calls of printable reports that have no other domain (the growing footprint's is
 * `growthRecords.footprint`). Each declares its report key: a render token for that report
 * may call it (with the token's own query), and nothing else.
 */
export const reportsApi = {
  classRoster: endpoint({
    method: 'GET',
    path: '/api/reports/ClassRoster',
    access: Permission.studentRead,
    summary: '班级幼儿名册: the class, its staff and its children (a teacher: own classes only)',
    query: ZClassRosterQuery,
    response: ZClassRosterReport,
    report: ReportKey.classRoster,
  }),
};
