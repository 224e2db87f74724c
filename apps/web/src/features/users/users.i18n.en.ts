import type { Widen } from '../../locales/types';
import type { TUsersTexts } from './users.i18n';

/** The English texts, fetched when the user reads English. */
const en: Widen<TUsersTexts> = {
  title: 'Users',
  namePlaceholder: 'Account or name',
  colAccount: 'Account',
  colName: 'Name',
  colPhone: 'Phone',
  colRoles: 'Identity / roles',
  colStatus: 'Status',
  colCreated: 'Created',
  statusOn: 'Active',
  statusOff: 'Disabled',
};

export default en;
