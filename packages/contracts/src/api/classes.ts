import { z } from 'zod';
import {
  ZClassDetail,
  ZClassForm,
  ZDeleteClassesRequest,
  ZIdQuery,
  ZPromoteClassRequest,
  ZPromoteClassResult,
  ZUpdateClassRequest,
} from '../classes';
import { endpoint } from '../endpoint';
import { page } from '../envelope';
import { Permission } from '../permissions';
import { ZClassOption, ZClassPageQuery, ZClassRow, ZClassSelectQuery } from '../school';

const manage = Permission.classManage;

/** 班级管理 (C06, C07): the class list, its options, one class, and its writes. */
export const classesApi = {
  page: endpoint({
    method: 'GET',
    path: '/api/back/SchoolInfo/GetClassPage',
    access: Permission.classRead,
    summary: 'Class list',
    query: ZClassPageQuery,
    response: page(ZClassRow),
  }),
  select: endpoint({
    method: 'GET',
    path: '/api/back/SchoolInfo/GetClassSelect',
    access: Permission.schoolInfoRead,
    summary: 'Class options (C07); 全园 first for administrators (B02)',
    query: ZClassSelectQuery,
    response: z.array(ZClassOption),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/back/SchoolInfo/GetClassDetail',
    access: manage,
    summary: 'A class for its edit form',
    query: ZIdQuery,
    response: ZClassDetail,
    resource: 'class',
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/back/SchoolInfo/AddClass',
    access: manage,
    summary: 'Create a class with its staff',
    body: ZClassForm,
    response: z.object({ Id: z.number().int() }),
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/back/SchoolInfo/UpdateClass',
    access: manage,
    summary: 'Edit a class and its staff',
    body: ZUpdateClassRequest,
    response: z.null(),
    resource: 'class',
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/back/SchoolInfo/DeleteClass',
    access: manage,
    summary: 'Delete empty classes',
    body: ZDeleteClassesRequest,
    response: z.null(),
    resource: 'class',
  }),
  promote: endpoint({
    method: 'POST',
    path: '/api/back/SchoolInfo/PromoteClass',
    access: manage,
    summary: 'Promote a class one grade up into a later study year, with its children',
    body: ZPromoteClassRequest,
    response: ZPromoteClassResult,
  }),
};
