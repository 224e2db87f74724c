import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearSessionForSignOut, STORAGE_KEYS } from '../../../api/session';
import { requestLogout } from '../auth.api';

/** The login page the user came from, so logging out returns there (A42). */
export function loginUrl(): string {
  const stored = localStorage.getItem(STORAGE_KEYS.loginUrl);
  return stored === '/hxlogin' || stored === '/login' ? stored : '/login';
}

/** Asks 确认退出吗? (提示, warning); on 确定 ends the session; 取消 changes nothing (A41-A43). */
export function useLogout() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return () =>
    modal.warning({
      title: t('shell.logoutTitle'),
      content: t('shell.logoutContent'),
      okCancel: true,
      okText: t('shell.ok'),
      cancelText: t('shell.cancel'),
      rootClassName: 'kg-logout-confirm',
      onOk: async () => {
        const target = loginUrl();
        await requestLogout();
        clearSessionForSignOut(target);
        queryClient.clear();
        navigate(target, { replace: true });
      },
    });
}
