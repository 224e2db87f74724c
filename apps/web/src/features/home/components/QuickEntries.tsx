import { ArrowRightOutlined } from '@ant-design/icons';
import type { TNavigationNode } from '@kg/contracts';
import { Card } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { navName } from '../../../app/navName';
import { isExternal, isGroup, menuNodes, normalizePath } from '../../../app/navTree';
import { HOME_PATH } from '../../../app/routing/registry';
import { useSession } from '../../../app/useSession';
import { NavIcon } from '../../../components/NavIcon';

type TEntry = { node: TNavigationNode; group: string };

/** The pages of the user's own menu, one card each: the home page never offers what the menu does not. */
function entriesOf(nodes: TNavigationNode[], group = ''): TEntry[] {
  return nodes.flatMap((node) => {
    if (isGroup(node)) return entriesOf(node.children, node.name);
    if (isExternal(node) || normalizePath(node.path) === normalizePath(HOME_PATH)) return [];
    return [{ node, group }];
  });
}

export function QuickEntries() {
  const { t } = useTranslation();
  const { tree } = useSession();
  const entries = useMemo(() => entriesOf(menuNodes(tree)), [tree]);
  if (!entries.length) return null;

  return (
    <Card
      className="kg-card"
      title={t('home.quickEntry')}
      extra={
        // antd's secondary text colour without Typography (and the editor and copy button it brings).
        <span className="kg-quick-hint kg-text-secondary">{t('home.quickEntryHint')}</span>
      }
    >
      <div className="kg-quick" data-testid="home-quick-entries">
        {entries.map(({ node, group }) => (
          <Link
            key={node.id}
            to={node.path}
            className="kg-quick__item"
            data-testid={`home-entry-${node.path}`}
          >
            <span className="kg-quick__icon">
              <NavIcon name={node.iconCls} />
            </span>
            <span className="kg-quick__text">
              <span className="kg-quick__name">{navName(node.name, t)}</span>
              {group && <span className="kg-quick__group">{navName(group, t)}</span>}
            </span>
            <ArrowRightOutlined className="kg-quick__arrow" />
          </Link>
        ))}
      </div>
    </Card>
  );
}
