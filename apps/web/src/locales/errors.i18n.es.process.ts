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
    selectToPreview: 'Seleccione las evaluaciones de proceso que desea previsualizar',
    deleteOne: '¿Eliminar esta evaluación?',
    deleteMany: '¿Continuar con esta operación?',
    added: 'Añadido',
    deleted: 'Eliminado',
    // the editing screen
    recorderRequired: 'Indique quién registra',
    recorderTooLong: 'Quien registra puede tener como máximo 30 caracteres',
    textTooLong: 'El texto puede tener como máximo 500 caracteres',
    mediaRequired: 'Suba una foto o un vídeo',
    mediaTooMany: 'Como máximo 9 fotos y vídeos',
    coverPhotoTooMany: 'La portada lleva una sola foto',
    tableRequired: 'Rellene la tabla',
    contentInvalid: 'El contenido no es válido; actualice e inténtelo de nuevo',
    fileInvalid: 'La foto o el vídeo no existe; súbalo de nuevo',
    pageClosed: 'Esta página está cerrada; ábrala antes de editarla',
    plateFixed: 'La contraportada no se edita',
    typeMismatch: 'El tipo de página no coincide; actualice e inténtelo de nuevo',
    stalePage:
      '{{name}} cambió esta página a las {{time}}; actualice antes de guardar. Lo que escribió se conserva',
    infoInvalid: 'El enlace está incompleto; ábralo de nuevo desde la lista de evaluaciones de proceso',
    done: 'Hecho',
    saved: 'Guardado',
  },
};
