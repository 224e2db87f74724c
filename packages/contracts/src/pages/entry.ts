import type { TPermission } from '../permissions';

/**
 * The page manifest: every built-in navigation entry (page, report, menu group, hidden grant)
 * in one table, with its buttons. A new page is one row here plus its component in the web's
 * page table (apps/web/src/app/routing/registry.ts, keyed by the row's key; tsc fails when
 * either is missing). The server's menu seed (apps/server/src/seed/menu.ts) and the web's
 * router are derived from it, and every start reconciles the database's built-in entries with
 * it (apps/server/src/seed/platform.ts).
 *
 * `name` is the built-in Chinese name: the seeded name and the title key (navNames.<name> in
 * the web's dictionaries; a school's own rename has no translation and shows as it is).
 */

/** The built-in school roles an entry is given to; the platform administrator holds every entry. */
export const PageRole = {
  admin: 'school_admin',
  teacher: 'teacher',
  doctor: 'doctor',
  kitchen: 'kitchen',
} as const;
export type TPageRole = (typeof PageRole)[keyof typeof PageRole];
export const PAGE_ROLES: readonly TPageRole[] = Object.values(PageRole);

/** A toolbar button of a page: shown, and its permission granted, to the roles holding it. */
export type TPageButton = {
  /** the entry's code is `<page key>.<key>` */
  readonly key: string;
  readonly name: string;
  readonly sort: number;
  /** the page's handler the button calls, e.g. handleAdd */
  readonly func: string;
  readonly permission?: TPermission;
  /** default: 园长, when the page is theirs */
  readonly roles?: readonly TPageRole[];
};

type TEntryBase = {
  /** stable code of the entry in the database (`permissions.code`); never change it */
  readonly key: string;
  /** the built-in name (Chinese) and title key */
  readonly name: string;
  /** the key of the entry it sits under */
  readonly parent?: string;
  /** an antd icon name */
  readonly icon?: string;
  readonly sort: number;
  /** the API permission the entry grants to the roles holding it */
  readonly permission?: TPermission;
  readonly roles: readonly TPageRole[];
  /** not in the menu (a sub-page, or an entry that only grants its permission) */
  readonly hidden?: boolean;
  readonly buttons?: readonly TPageButton[];
};

export type TRoutedEntry = TEntryBase & {
  /** page: a screen of the web app; report: a printable report route (REPORT_ROUTES) */
  readonly kind: 'page' | 'report';
  readonly path: string;
  readonly keepAlive?: boolean;
  readonly noTabPage?: boolean;
  readonly noNeedHome?: boolean;
  /** default true */
  readonly showTitle?: boolean;
  /**
   * Paths earlier releases shipped for this entry: a database still holding one gets `path`
   * at start (a path the platform chose itself stays).
   */
  readonly movedFrom?: readonly string[];
};

export type TUnroutedEntry = TEntryBase & {
  /** group: a menu group; grant: a hidden entry that only grants its permission */
  readonly kind: 'group' | 'grant';
  readonly path?: never;
};

export type TManifestEntry = TRoutedEntry | TUnroutedEntry;

/** Shorthands the manifest's rows use for the roles an entry is given to. */
export const ADMIN = PageRole.admin;
export const TEACHER = PageRole.teacher;
export const DOCTOR = PageRole.doctor;
export const KITCHEN = PageRole.kitchen;
export const STAFF = [ADMIN, TEACHER, DOCTOR] as const;

/**
 * A printable report route under a page (REPORT_ROUTES): hidden from the menu, no shell, no tab,
 * no heading, for the school's staff who see the page it sits under.
 */
export const standaloneReport = <const K extends string, const N extends string>(v: {
  key: K;
  parent: string;
  name: N;
  path: string;
  sort: number;
  /** default: 园长 and teachers (the evaluation reports) */
  roles?: readonly TPageRole[];
}) =>
  ({
    kind: 'report',
    ...v,
    hidden: true,
    noNeedHome: true,
    noTabPage: true,
    showTitle: false,
    roles: v.roles ?? [ADMIN, TEACHER],
  }) as const;
