import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  ZAddGrowthQuestionRequest,
  ZAddPointRequest,
  ZGrowthQuestion,
  ZLogSheet,
  ZObservationIdRequest,
  ZUpdatePointRequest,
} from '../growth-observations';
import { ZModuleIdQuery, ZModuleIdQueryCap } from '../growth-templates';
import { Permission } from '../permissions';

const manage = Permission.growthTemplateManage;
const created = z.object({ Id: z.number().int() });

/** Observation log sheets of type 4/5 modules and growth questions of type 12 (F40, F41). */
export const growthObservationsApi = {
  logSheet: endpoint({
    method: 'GET',
    path: '/api/mgd/Eval_Growth/GetCycleWriteLogSheet',
    access: manage,
    summary: 'A type 4/5 module’s log sheet: dimension → element → points (F40)',
    query: ZModuleIdQuery,
    response: ZLogSheet,
    resource: 'module',
  }),
  addPoint: endpoint({
    method: 'POST',
    path: '/api/mgd/Eval_Growth/AddObservationPoint',
    access: manage,
    summary: 'Add an observation point (F40)',
    body: ZAddPointRequest,
    response: created,
  }),
  updatePoint: endpoint({
    method: 'POST',
    path: '/api/mgd/Eval_Growth/UpdateObservationPoint',
    access: manage,
    summary: 'Rename an observation point (F40)',
    body: ZUpdatePointRequest,
    response: z.null(),
    resource: 'observation',
  }),
  removePoint: endpoint({
    method: 'POST',
    path: '/api/mgd/Eval_Growth/DeleteObservationPoint',
    access: manage,
    summary: 'Delete an observation point (F40)',
    body: ZObservationIdRequest,
    response: z.null(),
    resource: 'observation',
  }),
  questions: endpoint({
    method: 'GET',
    path: '/api/mgd/Eval_Growth/GetGrowthQuestionList',
    access: manage,
    summary: 'A type 12 module’s growth questions in order (F41)',
    query: ZModuleIdQueryCap,
    response: z.array(ZGrowthQuestion),
    resource: 'module',
  }),
  addQuestion: endpoint({
    method: 'POST',
    path: '/api/mgd/Eval_Growth/AddGrowthQuestion',
    access: manage,
    summary: 'Add a growth question (F41)',
    body: ZAddGrowthQuestionRequest,
    response: created,
  }),
  removeQuestion: endpoint({
    method: 'POST',
    path: '/api/mgd/Eval_Growth/DeleteGrowthQuestion',
    access: manage,
    summary: 'Delete a growth question (F41)',
    body: ZObservationIdRequest,
    response: z.null(),
    resource: 'observation',
  }),
};
