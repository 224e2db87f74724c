import type { Widen } from '../../locales/types';
import type { TProfileTexts } from './profile.i18n';

/** The Spanish texts, fetched when the user reads Spanish. */
const es: Widen<TProfileTexts> = {
  title: 'Mi cuenta',
  account: 'Cuenta',
  loginName: 'Nombre de acceso',
  realName: 'Nombre',
  phone: 'Teléfono',
  noPhone: 'Sin vincular',
  identities: 'Mis identidades',
  identitiesHint: 'Sus identidades en cada escuela; elige una al iniciar sesión',
  current: 'Actual',
  changePassword: 'Cambiar contraseña',
  oldPassword: 'Contraseña actual',
  oldPasswordPlaceholder: 'Introduzca la contraseña actual',
  oldPasswordRequired: 'Introduzca la contraseña actual',
  newPasswordRequired: 'Introduzca una nueva contraseña',
  confirmRequired: 'Repita la nueva contraseña',
  sessionHint: 'Tras el cambio se cierran las sesiones de otros dispositivos; esta sigue abierta.',
  submit: 'Cambiar contraseña',
  reset: 'Vaciar',
};

export default es;
