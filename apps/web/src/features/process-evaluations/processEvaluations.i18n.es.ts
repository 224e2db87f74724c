import type { Widen } from '../../locales/types';
import type { TProcessEvaluationsTexts } from './processEvaluations.i18n';

/** The Spanish texts, fetched when the user reads Spanish. */
const es: Widen<TProcessEvaluationsTexts> = {
  intro:
    'Registre el crecimiento de cada niño por periodos: portada, mensaje, fotos de las seis áreas, tabla de observación y tabla de valoración, que luego forman el cuaderno de crecimiento.',
  noClasses: 'Todavía no enseña en ninguna clase',
  noClassesInTerm: 'No tiene clases en este trimestre; elija otro',
  noTerm: 'Aún no hay trimestres: cree primero un año escolar en «Años escolares»',
  children: '{{count}} niños',
  classEntries: '{{total}} evaluaciones · {{finished}} terminadas',
  searchChild: 'Buscar por nombre',
  noStudents: 'No se encontraron niños',
  childEntries: '{{count}} evaluaciones',
  childFinished: '{{count}} terminadas',
  noEntries: 'Sin evaluaciones',
  backToClass: 'Volver a la clase',
  addTile: 'Nueva evaluación de proceso',
  addTitle: 'Nueva evaluación de proceso',
  range: 'Periodo',
  title: 'Título',
  titlePlaceholder: 'Se rellena con el periodo; puede cambiarlo',
  titleHint: 'El título se imprime en la portada del cuaderno',
  unfinished: 'Sin terminar',
  finished: 'Terminada',
  noRange: 'Sin periodo',
  remove: 'Eliminar',
  removeSelected: 'Eliminar selección',
  removeHint: 'Se eliminarán «{{title}}» y todas sus páginas; no se puede deshacer.',
  removeManyHint:
    'Se eliminarán las {{count}} evaluaciones de proceso seleccionadas y todas sus páginas; no se puede deshacer.',
  select: 'Seleccionar',
  selected: '{{count}} / {{max}} seleccionadas',
  selectHint: 'Seleccione evaluaciones terminadas (hasta 4) para formar el cuaderno de crecimiento',
  clearSelection: 'Vaciar',
  preview: 'Vista previa y descarga',
  previewSoon: 'El cuaderno de crecimiento estará disponible pronto',
  empty: 'Todavía no hay evaluaciones de proceso',
  emptyTeacher: 'Elija un periodo para empezar a registrar el crecimiento del niño',
  emptyViewer: 'Las evaluaciones del niño aparecerán aquí cuando el maestro de la clase las añada',
  total: '{{count}} en total',
  badInfo: 'El enlace está incompleto: abra al niño desde «Evaluación de proceso»',
  messages: {
    titleRequired: 'Introduzca el título',
    titleTooLong: 'El título admite como máximo 30 caracteres',
    datesRequired: 'Elija las fechas de inicio y fin',
    maxSelected: 'Seleccione como máximo cuatro',
    deleteOne: '¿Eliminar esta evaluación?',
    deleteMany: '¿Continuar con esta operación?',
    added: 'Añadido',
    deleted: 'Eliminado',
  },
};

export default es;
