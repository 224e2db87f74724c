import { Grid, Layout } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark';
import { TabBar } from '../tabs/TabBar';
import { TabsProvider } from '../tabs/TabsContext';
import { useCurrentPage } from '../useCurrentPage';
import { HeaderBar } from './HeaderBar';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { SideMenu } from './SideMenu';

const COLLAPSED_KEY = 'siderCollapsed';

const MenuDrawer = lazy(() => import('./MenuDrawer').then((m) => ({ default: m.MenuDrawer })));

function Brand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="kg-brand">
      <BrandMark size={34} />
      {!collapsed && <span className="kg-brand__name">{t('app.name')}</span>}
    </div>
  );
}

/** The layout shell: side menu, header, tabs and the routed page (A44-A52). */
export function AppShell() {
  const screens = Grid.useBreakpoint();
  // Below 768 px the menu moves into a drawer so the page keeps the full width.
  const mobile = screens.md === false;
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const page = useCurrentPage();
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const toggle = () => {
    if (mobile) return setDrawerOpen((open) => !open);
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  };

  return (
    <TabsProvider>
      <Layout className="kg-shell" data-testid="app-shell">
        {mobile ? (
          // Phones only: the drawer's code loads with the first phone-sized layout.
          <Suspense fallback={null}>
            <MenuDrawer open={drawerOpen} onClose={closeDrawer}>
              <div className="kg-sider-inner">
                <Brand collapsed={false} />
                <SideMenu collapsed={false} onNavigate={closeDrawer} />
              </div>
            </MenuDrawer>
          </Suspense>
        ) : (
          <Layout.Sider
            className="kg-sider"
            width={232}
            collapsedWidth={72}
            collapsed={collapsed}
            trigger={null}
            collapsible
          >
            <div className="kg-sider-inner">
              <Brand collapsed={collapsed} />
              <SideMenu collapsed={collapsed} />
            </div>
          </Layout.Sider>
        )}
        <Layout className="kg-main">
          <HeaderBar collapsed={collapsed} onToggle={toggle} mobile={mobile} />
          <TabBar />
          <Layout.Content className="kg-content">
            {page.showTitle && page.title && (
              <h1 className="kg-page-title" data-testid="page-title">
                {page.title}
              </h1>
            )}
            <KeepAliveOutlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </TabsProvider>
  );
}
