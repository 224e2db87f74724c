import type { Widen } from '../../locales/types';
import type { TImportsTexts } from './imports.i18n';

/** The Spanish texts, fetched when the user reads Spanish. */
const es: Widen<TImportsTexts> = {
  upload: {
    button: 'Subir imagen',
    change: 'Cambiar',
    remove: 'Quitar',
    preview: 'Vista previa',
    uploading: 'Subiendo imagen',
    jpgPng: 'Las imágenes deben ser JPG o PNG.',
    photoSize: 'Las imágenes pueden tener como máximo 2 MB.',
  },
  title: {
    student: 'Importar niños',
    teacher: 'Importar docentes',
    class: 'Importar clases',
    question: 'Importar preguntas',
  },
  target: { student: 'A la clase', class: 'Al año escolar' },
  targetPlaceholder: { student: 'Elija una clase', class: 'Elija un año escolar' },
  stepTemplate: 'Descargar la plantilla',
  stepTemplateHint: 'La fila 1 lleva los encabezados; la fila gris de ejemplo se omite al importar.',
  templateFile: {
    student: 'Plantilla de niños (幼儿导入模板.xlsx)',
    teacher: 'Plantilla de docentes (教师导入模板.xlsx)',
    class: 'Plantilla de clases (班级导入模板.xlsx)',
    question: 'Plantilla de preguntas (过程评价题目导入模板.xlsx)',
  },
  bankTarget: 'A la categoría',
  columns: 'Columnas',
  required: 'obligatoria',
  stepFile: 'Subir el archivo',
  dragText: 'Arrastre aquí el archivo de Excel o haga clic para elegirlo',
  dragHint: 'Solo .xls / .xlsx, como máximo 5 MB',
  fileSize: '{{size}}',
  clickToReplace: 'haga clic o arrastre otro archivo para reemplazarlo',
  removeFile: 'Quitar archivo',
  start: 'Importar',
  retry: 'Importar de nuevo',
  cancel: 'Cancelar',
  done: 'Listo',
  importing: 'Importando, espere…',
  failedTitle: 'Importación fallida',
  errorsHint:
    '{{count}} filas tienen errores y no se importó nada. Corrija estas filas en Excel e importe de nuevo.',
  colRow: 'Fila',
  colReason: 'Motivo',
  rowNo: 'Fila {{row}}',
  successTitle: '{{count}} filas importadas',
  successHint: 'Los datos se guardaron y la lista se actualizó.',
  noFile: 'Elija un archivo',
  oneFile: 'Solo se puede elegir un archivo; quítelo antes de elegir otro.',
  excelType: 'Solo se pueden subir archivos .xls / .xlsx.',
  excelSize: 'El archivo puede tener como máximo 5 MB.',
  fileChanged: 'El archivo cambió después de elegirlo; elíjalo de nuevo.',
  classRequired: 'Elija una clase',
  studyYearRequired: 'Elija un año escolar',
  exporting: 'Exportando…',
  exported: 'Exportado {{name}}',
};

export default es;
