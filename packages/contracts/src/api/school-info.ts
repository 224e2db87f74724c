import { z } from 'zod';
import { endpoint } from '../endpoint';
import { Permission } from '../permissions';
import { ZCycleSelectQuery, ZGradeSelectQuery, ZOption } from '../school';

const read = Permission.schoolInfoRead;
const options = z.array(ZOption);

/** The school's structure as options for selects (C04, C07): study years, terms, grades. */
export const schoolInfoApi = {
  studyYearSelect: endpoint({
    method: 'GET',
    path: '/api/back/SchoolInfo/GetStudyYearSelect',
    access: read,
    summary: 'Study year options',
    response: options,
  }),
  cycleSelect: endpoint({
    method: 'GET',
    path: '/api/back/SchoolInfo/GetCycleInfoSelectResult',
    access: read,
    summary: 'Cycle (term) options (C04)',
    query: ZCycleSelectQuery,
    response: options,
  }),
  gradeSelect: endpoint({
    method: 'GET',
    path: '/api/back/SchoolInfo/GetGradeSelect',
    access: read,
    summary: 'Grade options',
    query: ZGradeSelectQuery,
    response: options,
  }),
};
