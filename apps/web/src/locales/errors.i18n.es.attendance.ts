import type { TErrorTranslations } from './errors.i18n';

/** Los textos en español de los códigos de control matutino y asistencia (issue 20). */
export const errorsEsAttendance: Pick<TErrorTranslations, 'attendance'> = {
  attendance: {
    classRequired: 'Seleccione una clase',
    dayRequired: 'Elija una fecha válida (yyyy-MM-dd)',
    monthRequired: 'Elija un mes válido (yyyy-MM)',
    dayFuture: 'No se puede registrar la asistencia de un día posterior a hoy',
    dayBeforeYear: 'Solo se pueden registrar o corregir días del curso escolar actual',
    rowsRequired: 'Registre al menos a un niño',
    rowsTooMany: 'Se pueden registrar como máximo 200 niños a la vez',
    studentRequired: 'Seleccione un niño',
    studentTwice: 'Un niño no se puede registrar dos veces',
    notInClass: '{{name}} no está en esta clase y no se puede registrar',
    reasonRequired: 'Elija el motivo de la ausencia (enfermedad, asunto personal u otro)',
    checkInvalid: 'El control matutino es normal o anormal',
    noteTooLong: 'Una nota admite como máximo 100 caracteres',
    abnormalNoteRequired: 'Describa el control anormal (p. ej. temperatura 37.8℃, tos)',
  },
};
