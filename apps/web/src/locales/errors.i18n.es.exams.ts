import type { TErrorTranslations } from './errors.i18n';

/** 体检管理 (issue 20): la hoja de exámenes, su importación, el seguimiento y las estadísticas. */
export const errorsEsExams: Pick<TErrorTranslations, 'examSheets'> = {
  examSheets: {
    termRequired: 'Seleccione un trimestre',
    classRequired: 'Seleccione una clase',
    noTerm: 'La escuela aún no tiene trimestres; añada uno en años y trimestres escolares',
    rowsRequired: 'Rellene los resultados del examen de al menos un niño',
    tooManyRows: 'Se pueden guardar como máximo 200 niños a la vez',
    studentRequired: 'Seleccione un niño',
    duplicateStudent: 'Un niño solo puede tener una fila',
    notInClass: 'El niño no está en esta clase',
    timeRequired: 'Elija una fecha de examen válida (yyyy-MM-dd)',
    timeFuture: 'La fecha del examen no puede ser posterior a hoy',
    timeOutsideTerm: 'La fecha del examen debe estar dentro del trimestre elegido',
    height: 'La estatura debe ser un número entre 60 y 160 (cm)',
    weight: 'El peso debe ser un número entre 8 y 60 (kg)',
    vision: 'La visión debe ser un número entre 4.0 y 5.3 (escala de 5 puntos)',
    hearing: 'La audición debe ser “通过” (superada) o “未通过” (no superada)',
    tooth: 'Las caries deben ser un número entero entre 0 y 20 (dientes)',
    hemoglobin: 'La hemoglobina debe ser un número entre 60 y 200 (g/L)',
    heightWeightRequired: 'Un niño con resultados necesita estatura y peso',
    saved: 'Se guardaron los resultados de {{count}} niños',
    importUnknownChild: 'Esta clase no tiene ningún niño llamado «{{name}}»',
    importAmbiguous: 'Esta clase tiene varios niños llamados «{{name}}»; indique el número de alumno',
    importDuplicate: 'El mismo niño que la fila {{row}}',
  },
};
