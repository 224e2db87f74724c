import { z } from 'zod';
import { ZIdQuery } from '../classes';
import { endpoint } from '../endpoint';
import { page } from '../envelope';
import { Permission } from '../permissions';
import { ZOption } from '../school';
import {
  ZAddDayNumRequest,
  ZAddDayNumResponse,
  ZAddSchoolRequest,
  ZAddSchoolResponse,
  ZAutoCreateSchoolRoleRequest,
  ZDemoCopy,
  ZDemoCopyRequest,
  ZLoginBrand,
  ZSchoolAdminCreated,
  ZSchoolDetail,
  ZSchoolPageQuery,
  ZSchoolRow,
  ZSchoolSettings,
  ZSchoolSettingsForm,
  ZSchoolStatusRequest,
  ZUpdateSchoolRequest,
} from '../schools';

const platform = Permission.schoolManage;
const settings = Permission.schoolSettings;

/** Schools for the platform administrator (C01), 本园设置, and the branded login's school. */
export const schoolsApi = {
  page: endpoint({
    method: 'GET',
    path: '/api/back/School/GetSchoolPage',
    access: platform,
    summary: 'All schools, paged (search by name, region, status)',
    query: ZSchoolPageQuery,
    response: page(ZSchoolRow),
  }),
  types: endpoint({
    method: 'GET',
    path: '/api/back/School/GetSchoolTypes',
    access: platform,
    summary: '办园性质 options',
    response: z.array(ZOption),
  }),
  levels: endpoint({
    method: 'GET',
    path: '/api/back/School/GetSchoolLevels',
    access: platform,
    summary: '学校等级 options',
    response: z.array(ZOption),
  }),
  regions: endpoint({
    method: 'GET',
    path: '/api/back/School/GetRegions',
    access: platform,
    summary: 'Regions schools use',
    response: z.array(z.string()),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/back/School/GetSchoolDetail',
    access: platform,
    summary: 'A school for the edit form',
    query: ZIdQuery,
    response: ZSchoolDetail,
    resource: 'school',
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/back/School/AddSchool',
    access: platform,
    summary: 'Create a school with its 园长 login (initial password answered once)',
    body: ZAddSchoolRequest,
    response: ZAddSchoolResponse,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/back/School/UpdateSchool',
    access: platform,
    summary: 'Edit a school',
    body: ZUpdateSchoolRequest,
    response: z.null(),
    resource: 'school',
  }),
  addDays: endpoint({
    method: 'POST',
    path: '/api/back/School/AddDayNum',
    access: platform,
    summary: 'Extend the service by N days from today or its end, whichever is later',
    body: ZAddDayNumRequest,
    response: ZAddDayNumResponse,
    resource: 'school',
  }),
  setStatus: endpoint({
    method: 'POST',
    path: '/api/back/School/UpdateSchoolStatus',
    access: platform,
    summary: 'Stop (0) or re-enable (1) a school; stopping ends its sessions at once',
    body: ZSchoolStatusRequest,
    response: z.null(),
    resource: 'school',
  }),
  createAdmin: endpoint({
    method: 'POST',
    path: '/api/user/AutoCreateSchoolRole',
    access: platform,
    summary: 'Create a 园长 login for an existing school (B14, C10)',
    body: ZAutoCreateSchoolRoleRequest,
    response: ZSchoolAdminCreated,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/back/School/GetSchoolSettings',
    access: settings,
    summary: "本园设置: the caller's school",
    response: ZSchoolSettings,
  }),
  saveSettings: endpoint({
    method: 'POST',
    path: '/api/back/School/UpdateSchoolSettings',
    access: settings,
    summary: "本园设置: name, login title, theme template, logo of the caller's school",
    body: ZSchoolSettingsForm,
    response: z.null(),
  }),
  loginBrand: endpoint({
    method: 'GET',
    path: '/api/back/School/GetLoginBrand',
    access: 'public',
    summary: 'The branded login page: a school in use, its name, login title and logo only',
    query: ZIdQuery,
    response: ZLoginBrand,
    resource: 'school',
  }),
  /**
   * A fresh copy of a demo school under its own name, logins and phones, for a browser journey
   * that changes school data without touching what the other journeys read (test mode only).
   */
  testDemoCopy: endpoint({
    method: 'POST',
    path: '/api/test/demo-school',
    access: 'public',
    summary: 'A fresh copy of a demo school with its own logins (test mode only)',
    body: ZDemoCopyRequest,
    response: ZDemoCopy,
    testOnly: true,
  }),
};
