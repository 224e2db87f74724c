import type { Widen } from '../../locales/types';
import type { TTeachersTexts } from './teachers.i18n';

/** The English texts, fetched when the user reads English. */
const en: Widen<TTeachersTexts> = {
  addTitle: 'New teacher',
  editTitle: 'Edit teacher',
  nameRequired: 'Enter the teacher’s name',
  titleExample: 'e.g. head teacher',
  login: 'Login',
  loginHint: 'Once bound, the teacher signs in with this login and sees the classes they teach.',
  title: 'Teachers',
  namePlaceholder: 'Teacher’s name',
  colName: 'Name',
  colGender: 'Gender',
  colPhone: 'Phone',
  colTitle: 'Position',
  colClasses: 'Classes',
  colAccount: 'Account',
  noAccount: 'Not linked',
};

export default en;
