import type { Widen } from '../../locales/types';
import type { TUsersTexts } from './users.i18n';

/** The Spanish texts, fetched when the user reads Spanish. */
const es: Widen<TUsersTexts> = {
  title: 'Usuarios',
  namePlaceholder: 'Cuenta o nombre',
  colAccount: 'Cuenta',
  colName: 'Nombre',
  colPhone: 'Teléfono',
  colRoles: 'Identidad / roles',
  colStatus: 'Estado',
  colCreated: 'Creado',
  statusOn: 'Activo',
  statusOff: 'Desactivado',
};

export default es;
