import type { TErrorTranslations } from './errors.i18n';
import { errorsEsAttendance } from './errors.i18n.es.attendance';
import { errorsEsEvaluation } from './errors.i18n.es.evaluation';
import { errorsEsExams } from './errors.i18n.es.exams';
import { errorsEsMeals } from './errors.i18n.es.meals';
import { errorsEsPhotos } from './errors.i18n.es.photos';
import { errorsEsProcess } from './errors.i18n.es.process';
import { errorsEsSchool } from './errors.i18n.es.school';
import { errorsEsThemes } from './errors.i18n.es.themes';

/** The Spanish texts of the server's error codes (issue 15). */
export const errorsEs: TErrorTranslations = {
  http: {
    401: 'La sesión ha caducado, vuelva a iniciar sesión',
    403: '¡Error! No tiene permiso para esta operación',
    404: '¡Error! La interfaz no existe',
    405: '¡Error! Método HTTP incorrecto',
    415: '¡Error! Los parámetros deben ir en el cuerpo o en la consulta',
    429: 'Demasiadas solicitudes, descanse un momento y vuelva a intentarlo',
    500: '¡Error! Fallo del servidor',
    other: '¡Error! Solicitud incorrecta ',
    disconnected: '¡Error! Servidor desconectado',
    timeout: '¡Tiempo de espera agotado!',
    nulCharacter:
      'El contenido enviado tiene un carácter no válido (carácter nulo); elimínelo e inténtelo de nuevo',
  },
  request: {
    notFound: 'El registro no existe o ha sido eliminado',
    tooLarge: 'La solicitud es demasiado grande',
    emptyBody: 'La solicitud no puede estar vacía',
    badFormat: 'La solicitud tiene un formato incorrecto',
    outOfRange: 'Parámetro no válido: un número o un texto está fuera del rango permitido',
    otherStatus: '¡Error! Error de solicitud {{status}}',
  },
  validation: {
    invalid: 'Parámetro no válido: {{field}}',
    failed: 'Parámetros no válidos',
  },
  success: {
    add: 'Añadido',
    addQuestion: 'Añadido',
    update: 'Modificado',
    delete: 'Eliminado',
    clear: 'Borrado',
    operate: 'Hecho',
    save: 'Guardado',
    cancelled: 'Cancelado',
    removed: 'Quitado',
    sent: 'Enviado',
    backendReady: 'Espacio de trabajo listo',
  },
  auth: {
    accountRequired: 'Introduzca su cuenta',
    passwordRequired: 'Introduzca su contraseña',
    codeRequired: 'Introduzca el código',
    phoneRequired: 'El número de teléfono no puede estar vacío',
    phoneInvalid: 'Introduzca un número de móvil válido',
    codeInvalid: 'Introduzca el código de 6 dígitos',
    wrongCredentials: 'Cuenta o contraseña incorrecta',
    accountDisabled: 'La cuenta está desactivada, contacte con el administrador',
    schoolDisabled: 'La escuela está desactivada o su servicio ha caducado',
    chooseIdentity: 'Elija una identidad',
    identityRequired: 'Elija una identidad',
    identityUnknown: 'La identidad elegida no existe',
    phoneNotBound: 'Ninguna cuenta está vinculada a este teléfono',
    codeWrong: 'Código incorrecto',
    codeExpired: 'El código ha caducado, solicite uno nuevo',
    codeLocked: 'Demasiados códigos incorrectos, solicite uno nuevo',
    resendTooSoon: 'No haga clic repetidamente',
    sent: 'Enviado',
    smsFailed: 'No se pudo enviar el SMS, inténtelo de nuevo más tarde',
    loginOk: 'Sesión iniciada',
    loginAgain: 'Volver a entrar',
    loginFailed: 'Error al iniciar sesión',
    tokenInvalid: 'La sesión ha caducado, vuelva a iniciar sesión',
    refreshExpired: 'La sesión ha caducado, vuelva a iniciar sesión',
    logoutOk: 'Sesión cerrada',
    passwordWeak: 'Al menos 8 caracteres con letras y números',
    passwordReset: 'Contraseña restablecida, entre con la nueva contraseña',
    oldPasswordWrong: 'La contraseña actual es incorrecta',
    passwordSame: 'La nueva contraseña debe ser distinta de la actual',
    passwordChanged: 'Modificado',
    comingSoon: 'Función en desarrollo, próximamente',
    logoutConfirm: '¿Desea cerrar la sesión?',
  },
  ...errorsEsSchool,
  ...errorsEsEvaluation,
  ...errorsEsExams,
  ...errorsEsThemes,
  ...errorsEsProcess,
  ...errorsEsMeals,
  ...errorsEsPhotos,
  ...errorsEsAttendance,
  readiness: {
    databaseDown: 'La instancia {{instance}} no está lista: no se puede conectar con la base de datos',
    migrationsPending: 'La instancia {{instance}} no está lista: faltan migraciones de la base de datos',
    filesDown: 'La instancia {{instance}} no está lista: no se puede acceder al almacén de archivos',
  },
};
