import { section } from '../../locales/section';

/** Texts of the schools screens (filled in as the screens are built). */
export const schoolsText = section({}, {}, {});
