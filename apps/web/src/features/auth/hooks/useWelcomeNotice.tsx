import { WELCOME_NOTICE_SECONDS } from '@kg/contracts';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWelcomeUser } from '../welcome';

/** Below antd's sm breakpoint the notice spans the bottom edge instead of a corner. */
const PHONE_QUERY = '(max-width: 575.98px)';

/**
 * The one welcome notice after a login or a school switch, naming the school (A34, issue 14
 * item 9), with 后台初始化成功 as its last line. It sits at the bottom: at the top right it covered the header's user menu, and on
 * a phone the menu button too.
 */
export function useWelcomeNotice() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  return useCallback(
    (user: TWelcomeUser) => {
      const phone = window.matchMedia?.(PHONE_QUERY).matches ?? false;
      notification.success({
        key: 'welcome-notice',
        title: t('auth.welcomeTitle'),
        description: (
          <>
            {t('auth.welcomeText', {
              name: user.uRealName || t('app.defaultUserName'),
              school: user.SchoolName,
            })}
            {/* 后台初始化成功 (O16, Q02) is said here, not in a second toast stacked on this one */}
            <div className="kg-welcome__ready">{t('success.backendReady')}</div>
          </>
        ),
        duration: WELCOME_NOTICE_SECONDS,
        placement: phone ? 'bottom' : 'bottomRight',
        props: { 'data-testid': 'welcome-notice' } as object,
      });
    },
    [notification, t],
  );
}
