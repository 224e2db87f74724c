import { z } from 'zod';
import { ZIdQuery } from '../classes';
import { endpoint } from '../endpoint';
import { page } from '../envelope';
import { Permission } from '../permissions';
import { ZStudentPageQuery, ZStudentRow } from '../school';
import {
  ZLeaveStudentsRequest,
  ZMoveStudentsRequest,
  ZStudentDetail,
  ZStudentForm,
  ZUpdateStudentRequest,
} from '../students';

const manage = Permission.studentManage;

/** 幼儿管理 (C08, C09): children by class, one child, and its writes (move class, leave). */
export const studentsApi = {
  page: endpoint({
    method: 'GET',
    path: '/api/back/Student/GetStudentPage',
    access: Permission.studentRead,
    summary: 'Children by class (ClassId 0 = all visible classes)',
    query: ZStudentPageQuery,
    response: page(ZStudentRow),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/back/Student/GetStudentDetail',
    access: manage,
    summary: 'A child for the edit form',
    query: ZIdQuery,
    response: ZStudentDetail,
    resource: 'student',
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/back/Student/AddStudent',
    access: manage,
    summary: 'Add a child to a class',
    body: ZStudentForm,
    response: z.object({ Id: z.number().int() }),
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/back/Student/UpdateStudent',
    access: manage,
    summary: 'Edit a child',
    body: ZUpdateStudentRequest,
    response: z.null(),
    resource: 'student',
  }),
  moveClass: endpoint({
    method: 'POST',
    path: '/api/back/Student/MoveClass',
    access: manage,
    summary: 'Move children to another class',
    body: ZMoveStudentsRequest,
    response: z.null(),
    resource: 'student',
  }),
  leave: endpoint({
    method: 'POST',
    path: '/api/back/Student/LeaveSchool',
    access: manage,
    summary: 'Children leave the school (kept, with their records)',
    body: ZLeaveStudentsRequest,
    response: z.null(),
    resource: 'student',
  }),
};
