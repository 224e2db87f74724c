import type { TNavigationNode } from '@kg/contracts';
import { Menu, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NavIcon } from '../../components/NavIcon';
import { navName } from '../navName';
import { groupKey, groupKeysFor, isExternal, isGroup, menuNodes, normalizePath } from '../navTree';
import { useCurrentPage } from '../useCurrentPage';
import { useSession } from '../useSession';

type TItem = Required<MenuProps>['items'][number];

function toItem(node: TNavigationNode, t: TFunction, onNavigate?: () => void): TItem {
  const icon = <NavIcon name={node.iconCls} />;
  if (isGroup(node)) {
    return {
      key: groupKey(node),
      icon,
      label: <span data-testid={`menu-group-${node.id}`}>{navName(node.name, t)}</span>,
      children: node.children.map((child) => toItem(child, t, onNavigate)),
    };
  }
  if (isExternal(node)) {
    // External links leave the app in a new tab (A47).
    return {
      key: `external-${node.id}`,
      icon,
      label: (
        <a
          href={node.path}
          target="_blank"
          rel="noopener noreferrer"
          data-testid={`menu-external-${node.id}`}
        >
          {navName(node.name, t)}
        </a>
      ),
    };
  }
  return {
    key: normalizePath(node.path),
    icon,
    label: (
      <Link to={node.path} onClick={onNavigate} data-testid={`menu-${node.path}`}>
        {navName(node.name, t)}
      </Link>
    ),
  };
}

/** The side menu from the stored tree, with only one submenu open at a time (A45-A47). */
export function SideMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { tree } = useSession();
  const page = useCurrentPage();
  const nodes = useMemo(() => menuNodes(tree), [tree]);
  const { t } = useTranslation();
  const items = useMemo(() => nodes.map((node) => toItem(node, t, onNavigate)), [nodes, t, onNavigate]);
  const rootGroups = useMemo(() => nodes.filter(isGroup).map(groupKey), [nodes]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => groupKeysFor(tree, page.pathname));

  // Following a link (or a tab) opens the group that holds the page.
  useEffect(() => {
    const groups = groupKeysFor(tree, page.pathname);
    if (groups.length) setOpenKeys(groups);
  }, [tree, page.pathname]);

  const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    if (opened && rootGroups.includes(opened)) setOpenKeys([opened]);
    else setOpenKeys(keys);
  };

  return (
    <Menu
      data-testid="side-menu"
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[page.key]}
      {...(collapsed ? {} : { openKeys, onOpenChange })}
    />
  );
}
