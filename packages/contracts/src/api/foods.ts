import { z } from 'zod';
import { endpoint } from '../endpoint';
import { page } from '../envelope';
import {
  ZFood,
  ZFoodFilter,
  ZFoodFlag,
  ZFoodForm,
  ZFoodId,
  ZFoodImportRequest,
  ZFoodQuery,
  ZFoodUpdate,
} from '../foods';
import { ZImportFailure, ZImportResult } from '../imports';
import { Permission } from '../permissions';

const read = Permission.mealRead;
const manage = Permission.foodManage;

/** 食材库 (issue 20, M01): the school's food library, per 100 g edible part. */
export const foodsApi = {
  page: endpoint({
    method: 'GET',
    path: '/api/mgd/He_Food/GetFoodPage',
    access: read,
    summary: 'A page of the food library by name/alias, category, seasoning and status',
    query: ZFoodQuery,
    response: page(ZFood),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/mgd/He_Food/GetFood',
    access: read,
    summary: 'One food with every nutrient',
    query: ZFoodId,
    response: ZFood,
    resource: 'food',
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/mgd/He_Food/AddFood',
    access: manage,
    summary: 'Add a food of the school’s own',
    body: ZFoodForm,
    response: z.object({ Id: z.number().int() }),
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/mgd/He_Food/UpdateFood',
    access: manage,
    summary: 'Change a food (seeded ones too: the school corrects its copy)',
    body: ZFoodUpdate,
    response: z.null(),
    resource: 'food',
  }),
  setSeasoning: endpoint({
    method: 'POST',
    path: '/api/mgd/He_Food/SetSeasoning',
    access: manage,
    summary: 'Mark or unmark a food as a seasoning (left out of the report’s food count)',
    body: ZFoodFlag,
    response: z.null(),
    resource: 'food',
  }),
  setRetired: endpoint({
    method: 'POST',
    path: '/api/mgd/He_Food/SetRetired',
    access: manage,
    summary: 'Retire (停用) or restore a food',
    body: ZFoodFlag,
    response: z.null(),
    resource: 'food',
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/mgd/He_Food/DeleteFood',
    access: manage,
    summary: 'Delete a food of the school’s own that no dish uses',
    body: ZFoodId,
    response: z.null(),
    resource: 'food',
  }),
  template: endpoint({
    method: 'GET',
    path: '/api/mgd/He_Food/ImportTemplate',
    // A blank form with an example row, nothing of any school's data: a plain link (as D17).
    access: 'public',
    summary: 'The import template: the header row and one example',
    answer: 'file',
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/mgd/He_Food/ImportFood',
    access: manage,
    summary: 'Import foods of the school’s own from an uploaded Excel file (all rows or none)',
    body: ZFoodImportRequest,
    response: ZImportResult.or(ZImportFailure),
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/mgd/He_Food/ExportFood',
    access: read,
    summary: 'The filtered food list as .xlsx',
    query: ZFoodFilter,
    answer: 'file',
  }),
};
