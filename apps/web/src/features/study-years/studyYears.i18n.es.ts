import type { Widen } from '../../locales/types';
import type { TStudyYearsTexts } from './studyYears.i18n';

/** The Spanish texts, fetched when the user reads Spanish. */
const es: Widen<TStudyYearsTexts> = {
  intro: 'Cada año escolar tiene dos trimestres; solo uno está abierto a la vez para toda la escuela.',
  create: 'Nuevo año escolar',
  year: 'Año escolar',
  yearSuffix: ' año escolar',
  firstTerm: 'Primer periodo',
  secondTerm: 'Segundo periodo',
  term: 'Periodo',
  dates: 'Fechas',
  status: 'Estado',
  open: 'Abierto',
  closed: 'Sin abrir',
  openAction: 'Abrir',
  openTitle: 'Abrir este periodo',
  current: 'Año actual',
  grades: 'Niveles: {{names}}',
  classNum: '{{count}} clases',
  editTerm: 'Editar periodo',
  termNamePlaceholder: 'Nombre del periodo',
  nameRequired: 'Escriba el nombre del periodo',
  datesRequired: 'Elija el primer y el último día',
  createHint: 'Los cuatro niveles se crean con el año; abra un periodo cuando empiece.',
  empty: 'Aún no hay años escolares: cree el primero',
  loadFailed: 'No se pudieron cargar los años escolares; actualice para reintentar',
};

export default es;
