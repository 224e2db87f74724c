import { MENU_SEED, type TMenuSeedEntry } from '@kg/contracts';

export type MenuSeed = TMenuSeedEntry;

/**
 * The navigation tree and which built-in role gets which entry, derived from the page manifest
 * (packages/contracts/src/pages/): add or change a page there, not here.
 */
export const MENU: readonly MenuSeed[] = MENU_SEED;
