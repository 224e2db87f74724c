import type { TErrorTranslations } from './errors.i18n';

/** The food library (食材库) and the nutrition standards (营养标准). */
export const errorsEnMeals: Pick<TErrorTranslations, 'foods'> = {
  foods: {
    nameRequired: 'Please enter the food’s name',
    nameTooLong: 'The food’s name may have at most 30 characters',
    nameTaken: 'The school already has a food in use with this name',
    aliasesTooLong: 'The other names may have at most 100 characters',
    categoryInvalid: 'Please choose the food’s category',
    edibleRange: 'The edible part must be a whole number from 1 to 100',
    nutrientRange: '{{name}} must be between 0 and {{max}} {{unit}}',
    notFound: 'The food does not exist',
    seededNotDeletable: 'A food of the composition table cannot be deleted; retire it instead',
    inUse: 'A dish uses this food, so it cannot be deleted; retire it instead',
    retiredNotEditable: 'A retired food cannot be changed; restore it first',
    added: 'Added',
    saved: 'Saved',
    deleted: 'Deleted',
    retired: 'Retired',
    restored: 'Restored',
    seasoningMarked: 'Marked as a seasoning',
    seasoningUnmarked: 'No longer a seasoning',
    importCategoryInvalid: 'The category is not valid; use one of: {{list}}',
    importSeasoningInvalid: 'Seasoning must be 是 (yes) or 否 (no)',
    importEdibleInvalid: 'The edible part must be a whole number from 1 to 100',
    importNutrientInvalid: '{{name}} is not a number from 0 to {{max}}',
    importDuplicateRow: 'Same food name as row {{row}}',
  },
};
