import type { TNavigationNode } from '@kg/contracts';

/**
 * A navigation tree entry as the server sends it: a visible page titled by its name, with
 * no buttons; `extra` sets anything else (id, pid, order, children, ...).
 */
export function navNode(path: string, name: string, extra: Partial<TNavigationNode> = {}): TNavigationNode {
  return {
    id: 0,
    pid: 0,
    order: 1,
    name,
    path,
    iconCls: '',
    IsHide: false,
    IsButton: false,
    IsExternal: false,
    Func: null,
    meta: {
      title: name,
      requireAuth: true,
      NoTabPage: false,
      NoNeedHome: false,
      keepAlive: false,
      showTitle: true,
    },
    children: [],
    ...extra,
  };
}
