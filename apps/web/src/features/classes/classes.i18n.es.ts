import type { Widen } from '../../locales/types';
import type { TClassesTexts } from './classes.i18n';

/** The Spanish texts, fetched when the user reads Spanish. */
const es: Widen<TClassesTexts> = {
  addTitle: 'Nueva clase',
  editTitle: 'Editar clase',
  studyYearRequired: 'Elija el año escolar',
  gradeRequired: 'Elija el nivel',
  nameRequired: 'Escriba el nombre de la clase',
  nameExample: 'p. ej. Mayores 3',
  headTeacher: 'Tutora',
  teachers: 'Docentes',
  care: 'Cuidadoras',
  title: 'Clases',
  studyYear: 'Curso',
  studyYearPlaceholder: 'Todos los cursos',
  grade: 'Nivel',
  gradePlaceholder: 'Todos los niveles',
  namePlaceholder: 'Nombre de la clase',
  colName: 'Clase',
  colGrade: 'Nivel',
  colStudyYear: 'Curso',
  colHeadTeacher: 'Tutor',
  colTeachers: 'Docentes',
  colStudents: 'Niños (niños/niñas)',
  studentCount: '{{total}}',
  genderSplit: 'Niños {{boy}} / Niñas {{girl}}',
  colActions: 'Acciones',
  roster: 'Registro de niños',
  rosterHint: 'Abrir el registro de niños en una pestaña nueva para descargarlo en PDF',
  promoteTitle: 'Promocionar clase',
  promoteChildren: 'Niños',
  promoteYear: 'Año escolar de destino',
  promoteYearRequired: 'Elija el año escolar de destino',
  promoteName: 'Nombre de la nueva clase',
  promoteKeepStaff: 'La tutora, los docentes y el personal de cuidado pasan con la clase',
  promoteOne: 'Marque una sola clase para promocionar',
  promoted: 'Promoción hecha: {{count}} niños están ahora en {{name}}',
  promoteNoYear: 'Primero añada el siguiente año escolar en Años escolares',
};

export default es;
