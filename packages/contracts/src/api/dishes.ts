import { z } from 'zod';
import { ZDish, ZDishFlag, ZDishForm, ZDishId, ZDishOption, ZDishQuery, ZDishUpdate } from '../dishes';
import { endpoint } from '../endpoint';
import { page } from '../envelope';
import { Permission } from '../permissions';

const read = Permission.mealRead;
// The food library's permission keeps the dishes too (a dish is foods with grams).
const manage = Permission.foodManage;

/** 菜品 (issue 20, M01): the kitchen's dishes, raw grams per child, nutrients computed. */
export const dishesApi = {
  page: endpoint({
    method: 'GET',
    path: '/api/mgd/He_Dish/GetDishPage',
    access: read,
    summary: 'A page of the dishes by name, kind and status, each with its foods and nutrients per child',
    query: ZDishQuery,
    response: page(ZDish),
  }),
  options: endpoint({
    method: 'GET',
    path: '/api/mgd/He_Dish/GetDishOptions',
    access: read,
    summary: 'Every active dish (id, name, kind) for the weekly menu’s picker',
    response: z.array(ZDishOption),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/mgd/He_Dish/GetDish',
    access: read,
    summary: 'One dish with its foods and nutrients per child',
    query: ZDishId,
    response: ZDish,
    resource: 'dish',
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/mgd/He_Dish/AddDish',
    access: manage,
    summary: 'Add a dish from foods of the library with grams per child',
    body: ZDishForm,
    response: z.object({ Id: z.number().int() }),
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/mgd/He_Dish/UpdateDish',
    access: manage,
    summary: 'Change a dish and its foods (a published menu keeps what it served)',
    body: ZDishUpdate,
    response: z.null(),
    resource: 'dish',
  }),
  setRetired: endpoint({
    method: 'POST',
    path: '/api/mgd/He_Dish/SetRetired',
    access: manage,
    summary: 'Retire (停用) or restore a dish',
    body: ZDishFlag,
    response: z.null(),
    resource: 'dish',
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/mgd/He_Dish/DeleteDish',
    access: manage,
    summary: 'Delete a dish that no menu names',
    body: ZDishId,
    response: z.null(),
    resource: 'dish',
  }),
};
