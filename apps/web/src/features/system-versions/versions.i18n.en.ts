import type { Widen } from '../../locales/types';
import type { TVersionsTexts } from './versions.i18n';

/** The English texts, fetched when the user reads English. */
const en: Widen<TVersionsTexts> = {
  title: 'Release history',
  subtitle: 'Every platform update is recorded here',
  latest: 'Latest',
  empty: 'No releases yet',
};

export default en;
