import {
  ZAttendanceMonth,
  ZAttendanceMonthQuery,
  ZAttendanceSheet,
  ZAttendanceSheetQuery,
  ZAttendanceToday,
  ZSaveAttendanceRequest,
  ZSaveAttendanceResult,
} from '../attendance';
import { endpoint } from '../endpoint';
import { Permission } from '../permissions';

const BASE = '/api/mgd/Health_Attendance';

/** 晨检出勤 (issue 20): a class's day sheet, its save, the month summary and today's totals. */
export const attendanceApi = {
  sheet: endpoint({
    method: 'GET',
    path: `${BASE}/GetClassDay`,
    access: Permission.attendanceRead,
    summary:
      "A class's day (default: the school's today): its children enrolled that day with their attendance and morning check, unrecorded ones as null",
    query: ZAttendanceSheetQuery,
    response: ZAttendanceSheet,
  }),
  save: endpoint({
    method: 'POST',
    path: `${BASE}/SaveClassDay`,
    access: Permission.attendanceWrite,
    summary:
      "Saves a class's day sheet in one transaction (a teacher: her classes; no future day, none before the study year)",
    body: ZSaveAttendanceRequest,
    response: ZSaveAttendanceResult,
  }),
  month: endpoint({
    method: 'GET',
    path: `${BASE}/GetMonthSummary`,
    access: Permission.attendanceRead,
    summary:
      '月度统计: per class the month’s 出勤人日, absences by reason, attendance rate and abnormal checks, with the total',
    query: ZAttendanceMonthQuery,
    response: ZAttendanceMonth,
  }),
  today: endpoint({
    method: 'GET',
    path: `${BASE}/GetTodayTotals`,
    access: Permission.attendanceRead,
    summary:
      "The dashboard's attendance feed: today's children present and absent, rate, morning checks done and abnormal, classes not yet recorded",
    response: ZAttendanceToday,
  }),
};
