import type { TErrorTranslations } from './errors.i18n';

/** El catálogo de alimentos (食材库) y las normas nutricionales (营养标准). */
export const errorsEsMeals: Pick<TErrorTranslations, 'foods'> = {
  foods: {
    nameRequired: 'Escriba el nombre del alimento',
    nameTooLong: 'El nombre del alimento admite como máximo 30 caracteres',
    nameTaken: 'La escuela ya tiene un alimento en uso con este nombre',
    aliasesTooLong: 'Los otros nombres admiten como máximo 100 caracteres',
    categoryInvalid: 'Elija la categoría del alimento',
    edibleRange: 'La parte comestible debe ser un número entero de 1 a 100',
    nutrientRange: '{{name}} debe estar entre 0 y {{max}} {{unit}}',
    notFound: 'El alimento no existe',
    seededNotDeletable: 'Un alimento de la tabla de composición no se puede eliminar; desactívelo',
    inUse: 'Un plato usa este alimento y no se puede eliminar; desactívelo',
    retiredNotEditable: 'Un alimento desactivado no se puede modificar; restáurelo primero',
    added: 'Añadido',
    saved: 'Guardado',
    deleted: 'Eliminado',
    retired: 'Desactivado',
    restored: 'Restaurado',
    seasoningMarked: 'Marcado como condimento',
    seasoningUnmarked: 'Ya no es un condimento',
    importCategoryInvalid: 'La categoría no es válida; use una de: {{list}}',
    importSeasoningInvalid: 'Condimento debe ser 是 (sí) o 否 (no)',
    importEdibleInvalid: 'La parte comestible debe ser un número entero de 1 a 100',
    importNutrientInvalid: '{{name}} no es un número de 0 a {{max}}',
    importDuplicateRow: 'Mismo nombre de alimento que la fila {{row}}',
  },
};
