import type { TErrorTranslations } from './errors.i18n';

/** Evaluación de proceso (过程评价). */
export const errorsEsProcess: Pick<TErrorTranslations, 'processEvaluations'> = {
  processEvaluations: {
    titleRequired: 'Introduzca el título',
    titleTooLong: 'El título admite como máximo 30 caracteres',
    studentRequired: 'Elija un niño',
    datesRequired: 'Elija las fechas de inicio y fin',
    datesOrder: 'La fecha de fin no puede ser anterior a la de inicio',
    datesOutsideTerm: 'El periodo debe estar dentro del trimestre',
    noOpenTerm: 'No hay ningún trimestre abierto; pida al administrador que abra uno en Años escolares',
    notYourClass: 'Solo puede evaluar a los niños de sus propias clases',
    selectToDelete: 'Seleccione las evaluaciones de proceso que desea eliminar',
    maxSelected: 'Seleccione como máximo cuatro',
    deleteOne: '¿Eliminar esta evaluación?',
    deleteMany: '¿Continuar con esta operación?',
    added: 'Añadido',
    deleted: 'Eliminado',
  },
};
