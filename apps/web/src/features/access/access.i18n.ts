import { section } from '../../locales/section';

/** Texts of the access screens (filled in as the screens are built). */
export const accessText = section({}, {}, {});
