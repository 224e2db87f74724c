import type { TPermissionTreeNode } from '@kg/contracts';

/** Parents and children of the permission tree, by entry id (the root, 0, left out). */
export type TTreeIndex = {
  parent: Map<number, number>;
  children: Map<number, number[]>;
  disabled: Set<number>;
  ids: number[];
  /**
   * Hidden top-level entries without a page (基础数据): they grant what every screen needs
   * (class and grade lists), so granting any page grants them too. They stay untickable.
   */
  companions: number[];
};

export function indexTree(root: TPermissionTreeNode): TTreeIndex {
  const index: TTreeIndex = {
    parent: new Map(),
    children: new Map(),
    disabled: new Set(),
    ids: [],
    companions: [],
  };
  const walk = (node: TPermissionTreeNode) => {
    for (const child of node.children) {
      index.ids.push(child.value);
      if (node.value !== 0) index.parent.set(child.value, node.value);
      index.children.set(
        child.value,
        child.children.map((c) => c.value),
      );
      if (child.disabled) index.disabled.add(child.value);
      if (
        node.value === 0 &&
        child.ishide &&
        !child.isbtn &&
        !child.path &&
        !child.children.length &&
        !child.disabled
      )
        index.companions.push(child.value);
      walk(child);
    }
  };
  walk(root);
  return index;
}

function descendants(index: TTreeIndex, id: number): number[] {
  const out: number[] = [];
  const stack = [...(index.children.get(id) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    out.push(next);
    stack.push(...(index.children.get(next) ?? []));
  }
  return out;
}

/**
 * Ticking an entry grants it, everything under it and the groups above it (a page is
 * never granted without its menu), and the basics every page needs (companions);
 * unticking removes it and everything under it.
 * Entries the caller cannot grant (disabled) are never changed.
 */
export function toggle(
  granted: ReadonlySet<number>,
  index: TTreeIndex,
  id: number,
  on: boolean,
): Set<number> {
  const next = new Set(granted);
  const subtree = [id, ...descendants(index, id)].filter((x) => !index.disabled.has(x));
  if (on) {
    for (const x of subtree) next.add(x);
    for (let up = index.parent.get(id); up !== undefined; up = index.parent.get(up))
      if (!index.disabled.has(up)) next.add(up);
    for (const x of index.companions) next.add(x);
  } else {
    for (const x of subtree) next.delete(x);
  }
  return next;
}

/**
 * What the tree shows: an entry granted with all of its subtree is checked; granted with
 * only part of it, or not granted but with something granted below, half-checked.
 */
export function checkState(granted: ReadonlySet<number>, index: TTreeIndex) {
  const checked: number[] = [];
  const halfChecked: number[] = [];
  for (const id of index.ids) {
    const below = descendants(index, id);
    const allBelow = below.every((x) => granted.has(x));
    if (granted.has(id) && allBelow) checked.push(id);
    else if (granted.has(id) || below.some((x) => granted.has(x))) halfChecked.push(id);
  }
  return { checked, halfChecked };
}
