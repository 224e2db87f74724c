import { section } from '../../locales/section';

/** Texts of the imports screens (filled in as the screens are built). */
export const importsText = section({}, {}, {});
