import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routeTitle } from '../routing/routeTitle';
import { useSession } from '../useSession';
import { useTabs } from './TabsContext';
import { sameTab } from './tabList';

type TAction = 'close' | 'closeOthers' | 'closeAll';

/** Visited pages as tabs, with close-one / close-others / close-all (A49-A51). */
export function TabBar() {
  const { t } = useTranslation();
  const { tree } = useSession();
  const navigate = useNavigate();
  const { tabs, activePath, close, closeOthers, closeAll } = useTabs();
  const active = tabs.find((tab) => sameTab(tab.path, activePath));

  const actionItems = (path: string | undefined): MenuProps['items'] =>
    [
      { key: 'close', label: t('shell.closeCurrent'), disabled: !path, 'data-testid': 'tab-close-current' },
      {
        key: 'closeOthers',
        label: t('shell.closeOthers'),
        disabled: !path,
        'data-testid': 'tab-close-others',
      },
      { key: 'closeAll', label: t('shell.closeAll'), 'data-testid': 'tab-close-all' },
    ] as MenuProps['items'];

  const run = (action: TAction, path: string | undefined) => {
    if (action === 'closeAll') closeAll();
    else if (path && action === 'close') close(path);
    else if (path) closeOthers(path);
  };

  return (
    <div className="kg-tabbar" data-testid="tab-bar">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        // A page without a tab (meta NoTabPage) leaves every tab inactive; undefined would
        // let antd fall back to highlighting the first one.
        activeKey={active?.path ?? ''}
        onChange={(key) => {
          const tab = tabs.find((item) => item.path === key);
          if (tab) navigate(tab.fullPath);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
        items={tabs.map((tab) => ({
          key: tab.path,
          closeIcon: <CloseOutlined data-testid={`tab-close-${tab.path}`} />,
          label: (
            // Right-click on a tab offers the same actions, applied to that tab.
            <Dropdown
              trigger={['contextMenu']}
              menu={{ items: actionItems(tab.path), onClick: ({ key }) => run(key as TAction, tab.path) }}
            >
              <span data-testid={`tab-${tab.path}`} data-active={sameTab(tab.path, activePath)}>
                {routeTitle(tab.path, tree, t) || tab.title}
              </span>
            </Dropdown>
          ),
        }))}
        tabBarExtraContent={{
          right: (
            <Dropdown
              trigger={['click']}
              menu={{
                items: actionItems(active?.path),
                onClick: ({ key }) => run(key as TAction, active?.path),
              }}
            >
              <Button size="small" type="text" data-testid="tab-actions" aria-label={t('shell.tabActions')}>
                {t('shell.tabActions')} <DownOutlined />
              </Button>
            </Dropdown>
          ),
        }}
      />
    </div>
  );
}
