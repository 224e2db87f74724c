/** The page manifest (issue 15): entry types, the rows by menu area, and the menu seed derived from them. */
export {
  PAGE_ROLES,
  PageRole,
  type TManifestEntry,
  type TPageButton,
  type TPageRole,
  type TRoutedEntry,
  type TUnroutedEntry,
} from './entry';
export * from './manifest';
export * from './menu-seed';
