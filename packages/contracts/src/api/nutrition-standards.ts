import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ZResetStandardSection, ZSaveStandardSection, ZStandards } from '../nutrition-standards';
import { Permission } from '../permissions';

/** 营养标准 (issue 20): the school's standards, one section saved or restored at a time. */
export const nutritionStandardsApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/mgd/He_NutritionStandard/GetStandards',
    access: Permission.mealRead,
    summary: 'The school’s nutrition standards, each figure with its mark and source',
    response: ZStandards,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/mgd/He_NutritionStandard/SaveSection',
    access: Permission.nutritionStandardManage,
    summary: 'Change the figures of one section (changed figures are marked as the school’s)',
    body: ZSaveStandardSection,
    response: z.null(),
  }),
  reset: endpoint({
    method: 'POST',
    path: '/api/mgd/He_NutritionStandard/ResetSection',
    access: Permission.nutritionStandardManage,
    summary: 'Restore one section to the defaults (恢复默认)',
    body: ZResetStandardSection,
    response: z.null(),
  }),
};
