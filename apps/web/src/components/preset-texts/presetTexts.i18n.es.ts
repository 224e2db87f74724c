import { PRESET_TEXT_MAX } from '@kg/contracts';
import type { Widen } from '../../locales/types';
import type { TPresetTextsTexts } from './presetTexts.i18n';

/** The Spanish texts, fetched when the user reads Spanish. */
const es: Widen<TPresetTextsTexts> = {
  pick: 'Insertar texto',
  pickTitle: 'Insertar texto',
  pickHint: 'Haga clic en un texto para insertarlo en el cuadro',
  listTitle: 'Plantillas de texto',
  listHint:
    'Puede eliminar los textos que añadió (hasta 15 de cada tipo); los del sistema son para todos los docentes',
  ownCount: ' (suyos: {{count}}/{{max}})',
  addTitle: 'Añadir plantilla de texto',
  add: 'Añadir plantilla de texto',
  empty: 'Aún no hay plantillas de texto',
  system: 'Sistema',
  systemTip: 'Plantilla del sistema: no se puede eliminar',
  delete: 'Eliminar',
  deleteConfirm: '¿Eliminar esta plantilla de texto?',
  deleted: 'Eliminada',
  added: 'Añadida',
  notDeletable: 'Esta no se puede eliminar',
  contentRequired: 'Escriba el texto de la plantilla',
  contentTooLong: `La plantilla admite como máximo ${PRESET_TEXT_MAX} caracteres`,
  contentPlaceholder: `Escriba un texto que use a menudo para insertarlo con un clic (hasta ${PRESET_TEXT_MAX} caracteres)`,
  cut: 'El cuadro está casi lleno: el resto del texto no se insertó',
  full: 'El cuadro está lleno: no se puede insertar más texto',
  close: 'Cerrar',
  loadFailed: 'No se pudieron cargar las plantillas de texto',
  retry: 'Reintentar',
};

export default es;
