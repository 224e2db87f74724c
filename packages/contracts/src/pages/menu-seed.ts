import { PageRole, type TManifestEntry, type TPageRole } from './entry';
import { PAGE_MANIFEST } from './manifest';

/** One built-in navigation entry as the server seeds it (`permissions` row plus role links). */
export type TMenuSeedEntry = {
  key: string;
  name: string;
  path?: string;
  icon?: string;
  sort: number;
  parent?: string;
  isHidden?: boolean;
  isButton?: boolean;
  func?: string;
  apiCode?: string;
  keepAlive?: boolean;
  noNeedHome?: boolean;
  noTabPage?: boolean;
  showTitle?: boolean;
  /** earlier releases' paths (see TRoutedEntry.movedFrom) */
  movedFrom?: readonly string[];
  roles: TPageRole[];
};

/** Drops the keys whose value is undefined, so a seed entry carries only what it says. */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The menu seed: every manifest entry, each page's buttons right after it (a button that names
 * no roles goes to the 园长 when the page is theirs).
 */
export function menuSeedOf(manifest: readonly TManifestEntry[]): TMenuSeedEntry[] {
  const seed: TMenuSeedEntry[] = [];
  for (const e of manifest) {
    const routed = e.kind === 'page' || e.kind === 'report' ? e : undefined;
    seed.push(
      defined({
        key: e.key,
        name: e.name,
        path: routed?.path,
        icon: e.icon,
        sort: e.sort,
        parent: e.parent,
        isHidden: e.hidden,
        apiCode: e.permission,
        keepAlive: routed?.keepAlive,
        noNeedHome: routed?.noNeedHome,
        noTabPage: routed?.noTabPage,
        showTitle: routed?.showTitle,
        movedFrom: routed?.movedFrom,
        roles: [...e.roles],
      }),
    );
    for (const b of e.buttons ?? [])
      seed.push(
        defined({
          key: `${e.key}.${b.key}`,
          parent: e.key,
          name: b.name,
          sort: b.sort,
          isButton: true,
          func: b.func,
          apiCode: b.permission,
          roles: [...(b.roles ?? e.roles.filter((r) => r === PageRole.admin))],
        }),
      );
  }
  return seed;
}

/** The built-in navigation tree as seeded. */
export const MENU_SEED: readonly TMenuSeedEntry[] = /* @__PURE__ */ menuSeedOf(PAGE_MANIFEST);
