import type { TNavigationNode } from '@kg/contracts';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/principal';
import { navigationRepository, type PermissionRow } from './navigation.repository';

function toNode(row: PermissionRow): TNavigationNode {
  return {
    id: row.id,
    pid: row.parentId,
    order: row.sort,
    name: row.name,
    path: row.path,
    iconCls: row.icon,
    IsHide: row.isHidden,
    IsButton: row.isButton,
    IsExternal: row.isExternal,
    Func: row.func,
    meta: {
      title: row.name,
      requireAuth: true,
      NoTabPage: row.noTabPage,
      NoNeedHome: row.noNeedHome,
      keepAlive: row.keepAlive,
      showTitle: row.showTitle,
    },
    children: [],
  };
}

/** The synthetic root GetNavigationBar answers (id 0, 根节点); also a template for rows. */
export const ROOT_ROW: PermissionRow = {
  id: 0,
  code: null,
  parentId: 0,
  name: '根节点',
  path: '',
  icon: '',
  sort: 0,
  isHidden: false,
  isButton: false,
  isExternal: false,
  func: null,
  apiCode: null,
  noTabPage: false,
  noNeedHome: false,
  keepAlive: false,
  showTitle: true,
  enabled: true,
};

/** Builds the tree from flat rows, ordered by sort then id at every level. */
export function buildTree(rows: PermissionRow[]): TNavigationNode {
  const root = toNode(ROOT_ROW);
  const nodes = new Map<number, TNavigationNode>(rows.map((r) => [r.id, toNode(r)]));
  for (const node of nodes.values()) (nodes.get(node.pid) ?? root).children.push(node);
  const sort = (n: TNavigationNode) => {
    n.children.sort((a, b) => a.order - b.order || a.id - b.id);
    n.children.forEach(sort);
  };
  sort(root);
  return root;
}

/** Adds the groups above assigned entries, so a page never floats without its menu. */
function withAncestors(assigned: PermissionRow[], all: PermissionRow[]): PermissionRow[] {
  const byId = new Map(all.map((r) => [r.id, r]));
  const picked = new Map(assigned.map((r) => [r.id, r]));
  for (const row of assigned) {
    let parent = byId.get(row.parentId);
    while (parent && !picked.has(parent.id)) {
      picked.set(parent.id, parent);
      parent = byId.get(parent.parentId);
    }
  }
  return [...picked.values()];
}

/** GetNavigationBar: the caller's menus, pages and buttons from their roles (B10). */
export async function getNavigationBar(db: Db, p: Principal): Promise<TNavigationNode> {
  const entries = await navigationRepository(db).findAllEnabled(p.roleIds);
  const all = entries.map((e) => e.row);
  const rows = p.isSuper
    ? all
    : withAncestors(
        entries.filter((e) => e.assigned).map((e) => e.row),
        all,
      );
  return buildTree(rows);
}
