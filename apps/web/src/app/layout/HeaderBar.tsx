import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import { SchoolSwitcher } from './SchoolSwitcher';
import { UserMenu } from './UserMenu';

type TProps = { collapsed: boolean; onToggle: () => void; mobile: boolean };

/** School name, platform title, language and the user menu (A44). */
export function HeaderBar({ collapsed, onToggle, mobile }: TProps) {
  const { t } = useTranslation();
  const toggleLabel = collapsed || mobile ? t('shell.expand') : t('shell.collapse');
  return (
    <Layout.Header className="kg-header" data-testid="app-header">
      <div className="kg-header__left">
        <Tooltip title={toggleLabel}>
          <Button
            type="text"
            className="kg-header__toggle"
            aria-label={toggleLabel}
            data-testid="menu-toggle"
            icon={collapsed || mobile ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggle}
          />
        </Tooltip>
        <SchoolSwitcher />
      </div>
      <div className="kg-header__title" data-testid="platform-title">
        {t('app.platformTitle')}
      </div>
      <div className="kg-header__right">
        <LanguageSwitch compact={mobile} />
        <UserMenu compact={mobile} />
      </div>
    </Layout.Header>
  );
}
