import type { Widen } from '../../locales/types';
import type { TTeachersTexts } from './teachers.i18n';

/** The Spanish texts, fetched when the user reads Spanish. */
const es: Widen<TTeachersTexts> = {
  addTitle: 'Nuevo docente',
  editTitle: 'Editar docente',
  nameRequired: 'Escriba el nombre',
  titleExample: 'p. ej. tutora',
  login: 'Cuenta',
  loginHint: 'Con la cuenta vinculada, el docente ve las clases en las que enseña.',
  title: 'Docentes',
  namePlaceholder: 'Nombre del docente',
  colName: 'Nombre',
  colGender: 'Sexo',
  colPhone: 'Teléfono',
  colTitle: 'Cargo',
  colClasses: 'Clases',
  colAccount: 'Cuenta',
  noAccount: 'Sin vincular',
};

export default es;
