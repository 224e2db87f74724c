/**
 * What the navigation tree and the permission codes of a caller depend on: the enabled role ids
 * (sorted) at a menus version. The version is bumped by a database trigger in the transaction of
 * every write to the menus or to what roles hold (migration 0008) and read with the principal
 * at every request, so a change gives every process a new key the moment it commits: caches
 * keyed by it need no invalidation. Role ids are unique across schools.
 */
export function roleSetKey(menuVersion: number, roleIds: readonly number[]): string {
  return `${menuVersion}:${[...roleIds].sort((a, b) => a - b).join(',')}`;
}
