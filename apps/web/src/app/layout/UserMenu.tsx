import {
  DownOutlined,
  HistoryOutlined,
  IdcardOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/hooks/useLogout';
import { PROFILE_PATH } from '../../features/profile/profile.api';
import { findRouteNode } from '../navTree';
import { useSession } from '../useSession';

const VersionDrawer = lazy(() => import('./VersionDrawer').then((m) => ({ default: m.VersionDrawer })));

/** The user's name (or 老师) with 个人中心 (when the tree grants it), 版本 and 退出登录 (A41, A44, Q03). */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { user, tree } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const profile = findRouteNode(tree, PROFILE_PATH);
  const [versionsOpen, setVersionsOpen] = useState(false);
  // The drawer (and the timeline's antd pieces) load on the first 版本 click, then stay mounted.
  const [versionsShown, setVersionsShown] = useState(false);
  const name = user?.uRealName?.trim() || t('app.defaultUserName');

  const items: MenuProps['items'] = [
    ...(profile
      ? [
          {
            key: 'profile',
            icon: <IdcardOutlined />,
            label: <span data-testid="user-menu-profile">{t('shell.profile')}</span>,
          },
        ]
      : []),
    {
      key: 'versions',
      icon: <HistoryOutlined />,
      label: <span data-testid="user-menu-versions">{t('shell.versions')}</span>,
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="user-menu-logout">{t('shell.logout')}</span>,
    },
  ];

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'logout') logout();
            else if (key === 'profile' && profile) navigate(profile.path);
            else {
              setVersionsShown(true);
              setVersionsOpen(true);
            }
          },
        }}
      >
        <button type="button" className="kg-user" data-testid="user-menu">
          <Avatar size={32} icon={<UserOutlined />} className="kg-user__avatar" />
          {!compact && (
            <span className="kg-user__name" data-testid="user-name">
              {name}
            </span>
          )}
          <DownOutlined className="kg-user__caret" />
        </button>
      </Dropdown>
      {versionsShown && (
        <Suspense fallback={null}>
          <VersionDrawer open={versionsOpen} onClose={() => setVersionsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
