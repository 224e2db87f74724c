import type { Widen } from '../locales/types';
import type { TShellExtrasText } from './shell.i18n';

export const shellExtrasTextEs: Widen<TShellExtrasText> = {
  switchSchool: 'Cambiar de escuela',
  switchSchoolHint: 'Actual: {{school}} (pulse para cambiar a otra de sus escuelas)',
  switching: 'Cambiando a {{school}}…',
  unsavedTitle: 'Cambios sin guardar',
  unsavedText: 'Si sale ahora, sus cambios no se guardarán. ¿Salir de todos modos?',
  unsavedLeave: 'Salir',
  unsavedStay: 'Quedarse y seguir editando',
  selectRow: 'Seleccionar esta fila',
};
