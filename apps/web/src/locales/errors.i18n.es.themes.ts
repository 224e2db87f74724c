import type { TErrorTranslations } from './errors.i18n';

/** Theme evaluation (主题评价). */
export const errorsEsThemes: Pick<TErrorTranslations, 'themes' | 'themeContent'> = {
  themes: {
    titleRequired: 'Escriba el nombre del tema',
    titleTooLong: 'El nombre del tema admite como máximo 30 caracteres',
    termRequired: 'Elija el trimestre',
    gradeRequired: 'Elija el nivel',
    datesRequired: 'Elija las fechas de inicio y fin del tema',
    datesOrder: 'La fecha de fin no puede ser anterior a la de inicio',
    datesOutsideTerm: 'Las fechas del tema deben estar dentro del trimestre elegido',
    aimTooLong: 'El objetivo del tema admite como máximo 200 caracteres',
    libraryUnknown: 'La biblioteca de temas no tiene ese tema',
    sourceTwice: 'Elija un solo origen: la biblioteca o un tema anterior',
    classOutsideGrade: 'Un tema solo puede asignarse a clases de su nivel',
    scoredClass: 'Ya hay niños evaluados en esta clase; no se puede quitar',
    scoredTheme: 'Ya hay niños evaluados en este tema; no se puede eliminar',
    locked: 'Ya hay niños evaluados en este tema y su contenido está bloqueado; copie el tema para cambiarlo',
    added: 'Añadido',
    updated: 'Modificado',
    deleted: 'Eliminado',
    assigned: 'Hecho',
  },
  themeContent: {
    keywordRequired: 'Elija una palabra clave',
    describeRequired: 'Escriba la descripción',
    describeTooLong: 'La descripción admite como máximo 100 caracteres',
    sortRequired: 'Escriba el orden',
    typeRequired: 'Elija el tipo',
    descTooLong: 'La presentación del tema admite como máximo 500 caracteres',
    descTitleUnknown: 'El título de la presentación del tema no es válido',
    saved: 'Guardado',
    added: 'Añadido',
    updated: 'Modificado',
    deleted: 'Eliminado',
    deleteConfirm: '¿Eliminarlo?',
  },
};
