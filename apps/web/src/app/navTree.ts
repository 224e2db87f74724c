import type { TNavigationNode } from '@kg/contracts';

/**
 * Pure readings of the server's navigation tree: which entries are menu items, which are
 * routes, which are buttons (A15, A45-A47, B10, B11).
 */

const byOrder = (a: TNavigationNode, b: TNavigationNode) => a.order - b.order || a.id - b.id;

/** Group nodes (submenus) carry no page: their path is '' or '-'. */
export function isGroup(node: TNavigationNode): boolean {
  const path = node.path.trim();
  return path === '' || path === '-';
}

export function isExternal(node: TNavigationNode): boolean {
  return node.IsExternal || /^https?:\/\//i.test(node.path);
}

/** Route paths compare like the router does: case-insensitive, no trailing slash. */
export function normalizePath(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, '');
  return (trimmed.startsWith('/') ? trimmed : `/${trimmed}`).toLowerCase();
}

/** The visible menu: no hidden entries, no buttons, no empty groups, sorted by order. */
export function menuNodes(nodes: TNavigationNode[]): TNavigationNode[] {
  const visible: TNavigationNode[] = [];
  for (const node of [...nodes].sort(byOrder)) {
    if (node.IsHide || node.IsButton) continue;
    if (isGroup(node)) {
      const children = menuNodes(node.children ?? []);
      if (children.length > 0) visible.push({ ...node, children });
      continue;
    }
    // A page's own children are its buttons or hidden detail pages, never submenu items.
    visible.push({ ...node, children: [] });
  }
  return visible;
}

function walk(nodes: TNavigationNode[], visit: (node: TNavigationNode, parents: TNavigationNode[]) => void) {
  const step = (list: TNavigationNode[], parents: TNavigationNode[]) => {
    for (const node of list) {
      visit(node, parents);
      if (node.children?.length) step(node.children, [...parents, node]);
    }
  };
  step(nodes, []);
}

/**
 * Every entry that is a page of this app: buttons, groups and external links are left
 * out (A15). Hidden entries stay routable; they are detail pages reached from others.
 */
export function routeNodes(nodes: TNavigationNode[]): TNavigationNode[] {
  const seen = new Set<string>();
  const routes: TNavigationNode[] = [];
  walk(nodes, (node) => {
    if (node.IsButton || isGroup(node) || isExternal(node)) return;
    const key = normalizePath(node.path);
    if (key === '/' || seen.has(key)) return;
    seen.add(key);
    routes.push(node);
  });
  return routes;
}

/** Pages inside the shell, and NoNeedHome pages that render on their own (A13). */
export function splitRoutes(nodes: TNavigationNode[]): {
  inShell: TNavigationNode[];
  bare: TNavigationNode[];
} {
  const pages = routeNodes(nodes);
  return { inShell: pages.filter((p) => !p.meta?.NoNeedHome), bare: pages.filter((p) => p.meta?.NoNeedHome) };
}

/** The page entry for a location, if the tree has one. */
export function findRouteNode(nodes: TNavigationNode[], pathname: string): TNavigationNode | undefined {
  const key = normalizePath(pathname);
  return routeNodes(nodes).find((node) => normalizePath(node.path) === key);
}

/** Keys of the groups that contain a page, for opening the menu at the current page. */
export function groupKeysFor(nodes: TNavigationNode[], pathname: string): string[] {
  const key = normalizePath(pathname);
  let found: string[] = [];
  walk(nodes, (node, parents) => {
    if (found.length || isGroup(node) || node.IsButton) return;
    if (normalizePath(node.path) === key) found = parents.filter(isGroup).map(groupKey);
  });
  return found;
}

export const groupKey = (node: TNavigationNode) => `group-${node.id}`;

/** The button entries under a page, in order (B10). */
export function buttonsFor(nodes: TNavigationNode[], pathname: string): TNavigationNode[] {
  const page = findRouteNode(nodes, pathname);
  return (page?.children ?? []).filter((child) => child.IsButton && !child.IsHide).sort(byOrder);
}

/** Delete- or stop-like function names get the danger style (B11). */
export function isDangerFunc(func: string | null | undefined): boolean {
  return Boolean(func) && /del|remove|stop|disable|delete/i.test(func ?? '');
}
