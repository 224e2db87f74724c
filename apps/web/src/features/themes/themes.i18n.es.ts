import type { Widen } from '../../locales/types';
import type { TThemesTexts } from './themes.i18n';

/** The Spanish texts, fetched when the user reads Spanish. */
const es: Widen<TThemesTexts> = {
  intro:
    'Al terminar cada tema, la maestra evalúa a cada niño; aquí se planifican los temas del trimestre por nivel y se sigue cada clase.',
  term: 'Trimestre',
  grade: 'Nivel',
  allGrades: 'Todos los niveles',
  openTerm: 'Trimestre actual',
  empty: 'Aún no hay temas en este trimestre',
  emptyHint: 'Pulse «Nuevo tema» para copiar uno de la biblioteca o de un año anterior',
  emptyTeacher: 'Aún no se ha asignado ningún tema a sus clases en este trimestre',
  noTerm: 'Aún no hay trimestres: cree primero un año escolar en «Años escolares»',
  loadFailed: 'No se pudieron cargar los temas; actualice la página',
  weeks: '{{count}} semanas',
  dates: 'del {{start}} al {{end}}',
  copiedFrom: 'Copiado de: {{name}}',
  fromLibraryTag: 'De la biblioteca de temas',
  fromLibraryNamed: 'De la biblioteca de temas: {{name}}',
  locked: 'Evaluado: contenido bloqueado',
  lockedHint:
    'Ya hay niños evaluados, así que el contenido del tema no puede cambiar y los informes se mantienen; copie el tema para ajustarlo.',
  noClasses: 'Aún no asignado a ninguna clase',
  progress: '{{done}} / {{total}} completados',
  status: { 0: 'Sin empezar', 1: 'En curso', 2: 'Completado' },
  edit: 'Editar',
  assign: 'Clases',
  remove: 'Eliminar',
  removeConfirm: '¿Eliminarlo?',
  removeHint: 'Se eliminarán el tema «{{title}}» y su contenido de evaluación.',
  addTitle: 'Nuevo tema',
  editTitle: 'Editar tema',
  assignTitle: 'Asignar a clases',
  sourceLabel: 'Partir de',
  fromLibrary: 'Biblioteca de temas',
  fromEarlier: 'Tema anterior',
  fromScratch: 'Tema en blanco',
  libraryHint:
    'Elija un tema: su nombre, objetivo y contenido de evaluación se copian y pueden cambiarse después.',
  earlierHint: 'Copie un tema anterior de la escuela de este nivel con su contenido de evaluación.',
  scratchHint:
    'Solo se copian los apartados de evaluación; añada descripciones y palabras clave en «Contenido».',
  libraryEmpty: 'La biblioteca no tiene temas para este nivel',
  earlierEmpty: 'La escuela no tiene temas anteriores de este nivel',
  chooseSource: 'Elija un tema',
  termTag: { 1: 'Primer trimestre', 2: 'Segundo trimestre' },
  title: 'Nombre del tema',
  titlePlaceholder: 'p. ej.: Llega el otoño',
  range: 'Fechas',
  aim: 'Objetivo',
  aimPlaceholder: 'Una o dos frases sobre lo que los niños deben lograr',
  classes: 'Clases',
  classesHint: 'Solo clases de este nivel; una clase con evaluaciones no se puede quitar.',
  noGradeClasses: 'Este nivel aún no tiene clases',
  keywords: 'Palabras clave',
};
export default es;
