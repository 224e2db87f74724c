import { BankOutlined, CheckOutlined, DownOutlined, SwapOutlined } from '@ant-design/icons';
import type { TIdentity } from '@kg/contracts';
import { App, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwitchIdentity } from '../../features/auth/hooks/useSwitchIdentity';
import { useProfile } from '../../features/profile/profile.api';
import { roleLabel } from '../navName';
import { useTabs } from '../tabs/TabsContext';
import { useUnsavedApi } from '../unsaved/UnsavedChanges';
import { useSession } from '../useSession';

/**
 * The school in the header (A44). A person with identities in several schools opens it to
 * move to another one without logging out (issue 14 item 10): the same choices as the login's
 * identity dialog. The old school's tabs close, so none of its pages stay open.
 */
export function SchoolSwitcher() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const profile = useProfile();
  const { tabs, closeAll } = useTabs();
  const { confirmLeave } = useUnsavedApi();
  const switchTo = useSwitchIdentity();
  const [busy, setBusy] = useState(false);
  if (!user?.SchoolName) return null;

  const identities = profile.data?.Identities ?? [];
  const current = user.uID;
  const school = (
    <>
      <BankOutlined />
      <span data-testid="school-name">{user.SchoolName}</span>
    </>
  );
  if (identities.length < 2) {
    return (
      <span className="kg-header__school" title={t('shell.school')}>
        {school}
      </span>
    );
  }

  const choose = async (identity: TIdentity) => {
    if (identity.uID === current || busy) return;
    // Every page of the old school closes: edits not saved there are asked about first.
    if (!(await confirmLeave([...tabs.map((tab) => tab.path), window.location.pathname]))) return;
    setBusy(true);
    const hide = message.loading(t('shellExtras.switching', { school: identity.SchoolName }), 0);
    try {
      await switchTo(identity);
      closeAll();
    } catch {
      // The http client already showed why (a stopped school, an ended session, ...).
    } finally {
      hide();
      setBusy(false);
    }
  };

  const items: MenuProps['items'] = [
    { key: 'title', type: 'group', label: t('shellExtras.switchSchool') },
    ...identities.map((identity) => ({
      key: String(identity.uID),
      icon: identity.uID === current ? <CheckOutlined /> : <SwapOutlined />,
      disabled: identity.uID === current,
      label: (
        <span data-testid={`school-switch-${identity.uID}`} data-current={identity.uID === current}>
          {identity.SchoolName}
          <span className="kg-school-switch__identity"> · {roleLabel(identity.IdentityName, t)}</span>
        </span>
      ),
    })),
  ];

  return (
    <Dropdown
      trigger={['click']}
      disabled={busy}
      menu={{
        items,
        onClick: ({ key }) => {
          const chosen = identities.find((identity) => String(identity.uID) === key);
          if (chosen) void choose(chosen);
        },
      }}
    >
      <button
        type="button"
        className="kg-header__school kg-header__school--switch"
        data-testid="school-switcher"
        title={t('shellExtras.switchSchoolHint', { school: user.SchoolName })}
        aria-label={t('shellExtras.switchSchoolHint', { school: user.SchoolName })}
      >
        {school}
        <DownOutlined className="kg-header__school-caret" />
      </button>
    </Dropdown>
  );
}
