import type { Widen } from '../../locales/types';
import type { TEvaluationReportsTexts } from './evaluationReports.i18n';

/** Los textos en español, cargados cuando el usuario los elige. */
const es: Widen<TEvaluationReportsTexts> = {
  intro:
    'Todos los informes de una clase este trimestre: vea en qué punto está cada niño, escriba los mensajes del profesor o imprima toda la clase de una vez.',
  noClasses: 'Todavía no imparte ninguna clase',
  noTerm: 'Aún no hay trimestre: cree primero un curso escolar',
  children: '{{count}} niños',
  child: 'Niño',
  searchChild: 'Buscar un niño',
  noStudents: 'No se encontró ningún niño',
  columns: {
    footprint: 'Portafolio',
    footprintShort: 'Portafolio',
    theme: 'Tema · {{title}}',
    handbook: 'Cuaderno de crecimiento',
    term: 'Informe del trimestre',
    parent: 'Portafolio para las familias',
    message: 'Mensaje del profesor',
  },
  state: { none: 'Sin datos', partial: 'Parcial', ready: 'Completo' },
  stateHint: {
    footprint: '{{done}} de {{total}} páginas terminadas',
    theme: { none: 'Sin evaluar', partial: 'Evaluación sin terminar', ready: 'Evaluación completa' },
    handbook: '{{finished}} de {{total}} evaluaciones terminadas',
    term: {
      observed: 'Observación del trimestre terminada',
      notObserved: 'Observación del trimestre sin terminar',
      message: 'Mensaje escrito',
      noMessage: 'Sin mensaje',
    },
    parent: '{{done}} de {{total}} cuestionarios hechos',
  },
  open: 'Abrir',
  noTemplate: 'No hay plantilla de portafolio publicada para este trimestre',
  message: {
    write: 'Escribir',
    edit: 'Editar',
    empty: 'Sin escribir',
    title: 'Mensaje del profesor · {{name}}',
    placeholder:
      'Unas palabras para el niño y la familia, impresas en el informe del trimestre (máximo 500 caracteres)',
    tooLong: 'El mensaje del profesor no puede superar los 500 caracteres',
    restored: 'Se recuperó el texto que no se guardó la última vez',
    discardRestored: 'Descartarlo',
    save: 'Guardar',
    cancel: 'Cancelar',
    saved: 'Guardado',
  },
  library: {
    button: 'Banco de consejos',
    title: 'Banco de consejos educativos',
    intro:
      'Los puntos marcados 加油 en un informe del trimestre muestran el consejo guardado aquí. Sus cambios se usan en todos los informes de la escuela; el profesorado aún puede ajustarlo para un niño en el informe.',
    levels: { l0: 'Guardería', l1: 'Infantil 3', l2: 'Infantil 4', l3: 'Infantil 5' },
    general: '{{element}} (consejo general)',
    own: 'Propio',
    product: 'Predeterminado',
    edit: 'Editar',
    reset: 'Restaurar',
    save: 'Guardar',
    cancel: 'Cancelar',
    saved: 'Guardado',
  },
  batch: {
    button: 'Imprimir informes en lote',
    choose: 'Elija el informe que imprimir',
    title: 'Imprimir en lote: {{report}}',
    name: '{{className}}_{{report}}',
    scope: '{{className}} · {{count}} informes',
    skipped: '{{count}} niños no tienen nada que imprimir y se omiten: {{names}}',
    partial:
      'Los informes de {{count}} niños tienen páginas sin datos (se imprimen como «por registrar» o «no observado»): {{names}}',
    nothing: 'No hay nada que imprimir en esta columna',
  },
};

export default es;
