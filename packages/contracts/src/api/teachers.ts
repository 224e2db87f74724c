import { z } from 'zod';
import { ZIdQuery } from '../classes';
import { endpoint } from '../endpoint';
import { page } from '../envelope';
import { Permission } from '../permissions';
import { ZOption, ZTeacherPageQuery, ZTeacherRow } from '../school';
import { ZDeleteTeachersRequest, ZTeacherDetail, ZTeacherForm, ZUpdateTeacherRequest } from '../teachers';

const manage = Permission.teacherManage;

/** 教师管理 (C05): the teacher list, its options for class staff, one teacher, and its writes. */
export const teachersApi = {
  page: endpoint({
    method: 'GET',
    path: '/api/back/TeacherInfo/GetTeacherPage',
    access: Permission.teacherRead,
    summary: 'Teacher list',
    query: ZTeacherPageQuery,
    response: page(ZTeacherRow),
  }),
  select: endpoint({
    method: 'GET',
    path: '/api/back/TeacherInfo/GetTeacherSelect',
    access: Permission.teacherRead,
    summary: 'Teacher options (class staff forms)',
    response: z.array(ZOption),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/back/TeacherInfo/GetTeacherDetail',
    access: manage,
    summary: 'A teacher for the edit form',
    query: ZIdQuery,
    response: ZTeacherDetail,
    resource: 'teacher',
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/back/TeacherInfo/AddTeacher',
    access: manage,
    summary: 'Add a teacher',
    body: ZTeacherForm,
    response: z.object({ Id: z.number().int() }),
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/back/TeacherInfo/UpdateTeacher',
    access: manage,
    summary: 'Edit a teacher and the login bound to them',
    body: ZUpdateTeacherRequest,
    response: z.null(),
    resource: 'teacher',
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/back/TeacherInfo/DeleteTeacher',
    access: manage,
    summary: 'Take teachers out of service',
    body: ZDeleteTeachersRequest,
    response: z.null(),
    resource: 'teacher',
  }),
};
