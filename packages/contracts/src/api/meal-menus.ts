import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ZMenuSave, ZMenuWeek, ZMenuWeekPrint, ZMenuWeekQuery } from '../meal-menus';
import { Permission } from '../permissions';
import { ReportKey } from '../reports';

const read = Permission.mealRead;
const manage = Permission.mealMenuManage;

/** 带量食谱 (issue 20, M07, DECISIONS 34): a school's weekly food menus, by the week's Monday. */
export const mealMenusApi = {
  week: endpoint({
    method: 'GET',
    path: '/api/mgd/He_Menu/GetWeek',
    access: read,
    summary: 'A week’s menu (days × served meals) with each day’s nutrients per child',
    query: ZMenuWeekQuery,
    response: ZMenuWeek,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/mgd/He_Menu/SaveWeek',
    access: manage,
    summary: 'Save a week’s draft, the whole week at once (all cells or none)',
    body: ZMenuSave,
    response: z.null(),
  }),
  copyLastWeek: endpoint({
    method: 'POST',
    path: '/api/mgd/He_Menu/CopyLastWeek',
    access: manage,
    summary: 'Fill an empty or draft week with the week before’s dishes (retired dishes left out)',
    body: ZMenuWeekQuery,
    response: z.object({ Count: z.number().int(), Skipped: z.number().int() }),
  }),
  publish: endpoint({
    method: 'POST',
    path: '/api/mgd/He_Menu/Publish',
    access: manage,
    summary: 'Publish a week: each dish’s foods and grams are kept as served',
    body: ZMenuWeekQuery,
    response: z.null(),
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/mgd/He_Menu/Withdraw',
    access: manage,
    summary: 'Withdraw a published week to a draft (撤回发布) so a mistake can be fixed',
    body: ZMenuWeekQuery,
    response: z.null(),
  }),
  print: endpoint({
    method: 'GET',
    path: '/api/mgd/He_Menu/GetWeekPrint',
    access: read,
    summary: 'A published week for the printable A4 menu for parents',
    query: ZMenuWeekQuery,
    response: ZMenuWeekPrint,
    report: ReportKey.weeklyMenu,
  }),
};
