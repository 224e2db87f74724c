import {
  ZDietaryDay,
  ZDietaryDayQuery,
  ZDietaryReport,
  ZDietaryReportQuery,
  ZHealthInfo,
} from '../dietary-report';
import { endpoint } from '../endpoint';
import { Permission } from '../permissions';
import { ReportKey } from '../reports';

/**
 * 膳食营养分析 (screen 20, K01-K07) and the dashboard's 健康保育 feeds (L07, L12; issue 20).
 * The dashboard issue shows the feeds; the kitchen and the doctor read the day's figures,
 * teachers and the doctor the children's health (their classes).
 */
export const dietaryReportApi = {
  report: endpoint({
    method: 'GET',
    path: '/api/mgd/He_Report/GetDietaryReport',
    access: Permission.dietaryReportRead,
    summary:
      'K01: the dietary nutrition report of StartDate..EndDate (≤ 92 days, not starting in the future): the published menus weighted by each day’s diners, against the school’s standards',
    query: ZDietaryReportQuery,
    response: ZDietaryReport,
    report: ReportKey.dietaryReport,
  }),
  day: endpoint({
    method: 'GET',
    path: '/api/mgd/He_Report/GetDietaryInfo',
    access: Permission.mealRead,
    summary:
      'L07 健康保育: a day’s diners (EatNum, children present) and food kinds on its published menu (FoodTypeNum); Day defaults to the school’s today',
    query: ZDietaryDayQuery,
    response: ZDietaryDay,
  }),
  health: endpoint({
    method: 'GET',
    path: '/api/mgd/He_Report/GetHealthInfo',
    access: Permission.physicalExamRead,
    summary:
      'L12 health info over the classes one sees: the open term’s children examined and to follow up, today’s morning checks done and abnormal',
    response: ZHealthInfo,
  }),
};
