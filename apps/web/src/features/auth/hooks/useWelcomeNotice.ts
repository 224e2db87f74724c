import { type TUserInfo, WELCOME_NOTICE_SECONDS } from '@kg/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** Below antd's sm breakpoint the notice spans the bottom edge instead of a corner. */
const PHONE_QUERY = '(max-width: 575.98px)';

/**
 * The one welcome notice after a login or a school switch, naming the school (A34, issue 14
 * item 9). It sits at the bottom: at the top right it covered the header's user menu, and on
 * a phone the menu button too.
 */
export function useWelcomeNotice() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  return (user: Pick<TUserInfo, 'uRealName' | 'SchoolName'>) => {
    const phone = window.matchMedia?.(PHONE_QUERY).matches ?? false;
    notification.success({
      key: 'welcome-notice',
      title: t('auth.welcomeTitle'),
      description: t('auth.welcomeText', {
        name: user.uRealName || t('app.defaultUserName'),
        school: user.SchoolName,
      }),
      duration: WELCOME_NOTICE_SECONDS,
      placement: phone ? 'bottom' : 'bottomRight',
      props: { 'data-testid': 'welcome-notice' } as object,
    });
  };
}
