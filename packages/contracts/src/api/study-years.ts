import { z } from 'zod';
import { endpoint } from '../endpoint';
import { Permission } from '../permissions';
import {
  ZCreateStudyYearRequest,
  ZOpenCycleRequest,
  ZStudyYearRow,
  ZUpdateCycleRequest,
} from '../study-years';

const manage = Permission.studyYearManage;

/** Study years and terms (C02, C03): list, create with two terms, open a term, edit a term. */
export const studyYearsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/back/SchoolInfo/GetStudyYearList',
    access: manage,
    summary: 'Study years with terms',
    response: z.array(ZStudyYearRow),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/back/SchoolInfo/AddStudyYear',
    access: manage,
    summary: 'Create a study year with its two terms and four grades',
    body: ZCreateStudyYearRequest,
    response: z.object({ Id: z.number().int() }),
  }),
  openCycle: endpoint({
    method: 'POST',
    path: '/api/back/Bs_Tenants/OpenCycleInfo',
    access: manage,
    summary: 'Open a term for the school',
    body: ZOpenCycleRequest,
    response: z.null(),
  }),
  updateCycle: endpoint({
    method: 'POST',
    path: '/api/back/Bs_Tenants/UpdateCycleInfo',
    access: manage,
    summary: "Edit a term's name and dates",
    body: ZUpdateCycleRequest,
    response: z.null(),
    resource: 'term',
  }),
};
