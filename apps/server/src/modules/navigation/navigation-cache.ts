import { LRUCache } from 'lru-cache';
import type { Principal } from '../../lib/principal';
import { roleSetKey } from '../../lib/role-set-key';

/**
 * Where GetNavigationBar keeps its answers (issue 16): the JSON text the route's own
 * serializer made, so a hit costs no query, no tree building and no schema work.
 *
 * Correct across app instances as it is (issue 21, navigation-shared.test): the keys carry the
 * menus' version, which a database trigger bumps in the transaction of every write to the menus
 * or to what roles hold (migration 0008), and which every request reads with its principal. A
 * changed tree therefore gets a new key in every instance at the moment the change commits: no
 * TTL, no LISTEN/NOTIFY, no stale window. Each instance only builds its own copy once. The
 * interface stays so a shared store (Redis) could save those builds; it needs get and set with a
 * bound, and no invalidation messages.
 */
export interface NavigationCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, json: string): Promise<void>;
}

/**
 * The tree depends only on the enabled entries, the caller's enabled roles and what they hold
 * (see navigation.service): not on the user, the school or the session. Role ids are unique
 * across schools, so one cache serves every school. A user's role grant, a role switched off,
 * a stopped user or school all change the principal itself, which is never cached.
 */
export function navigationCacheKey(p: Pick<Principal, 'menuVersion' | 'isSuper' | 'roleIds'>): string {
  return p.isSuper ? `nav:${p.menuVersion}:*` : `nav:${roleSetKey(p.menuVersion, p.roleIds)}`;
}

/**
 * This process's cache: the most recently used trees, a bounded number of them (a key per
 * role set in use; entries of older menu versions are never asked for again and age out).
 */
export function memoryNavigationCache(max = 1000): NavigationCache {
  const cache = new LRUCache<string, string>({ max });
  return {
    get: async (key) => cache.get(key),
    set: async (key, json) => {
      cache.set(key, json);
    },
  };
}
