import type { Widen } from '../../locales/types';
import type { TVersionsTexts } from './versions.i18n';

/** The Spanish texts, fetched when the user reads Spanish. */
const es: Widen<TVersionsTexts> = {
  title: 'Historial de versiones',
  subtitle: 'Cada actualización de la plataforma queda registrada aquí',
  latest: 'Última',
  empty: 'Aún no hay versiones',
};

export default es;
