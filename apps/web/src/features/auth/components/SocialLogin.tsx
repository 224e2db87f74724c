import { QqOutlined, WechatOutlined, WeiboOutlined } from '@ant-design/icons';
import { App, Button, Divider, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const PROVIDERS: Array<{ key: 'wechat' | 'qq' | 'weibo'; icon: ReactNode }> = [
  { key: 'wechat', icon: <WechatOutlined /> },
  { key: 'qq', icon: <QqOutlined /> },
  { key: 'weibo', icon: <WeiboOutlined /> },
];

/** Third-party sign-in on /hxlogin: announced, not built yet, so a click only says so (A20). */
export function SocialLogin() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <div className="kg-social" data-testid="social-login">
      <Divider plain className="kg-social__divider">
        {t('auth.otherWays')}
      </Divider>
      <div className="kg-social__icons">
        {PROVIDERS.map(({ key, icon }) => (
          <Tooltip key={key} title={t(`auth.${key}`)}>
            <Button
              shape="circle"
              size="large"
              icon={icon}
              className={`kg-social__btn kg-social__btn--${key}`}
              aria-label={t(`auth.${key}`)}
              data-testid={`social-${key}`}
              onClick={() => void message.warning(t('auth.comingSoon'))}
            />
          </Tooltip>
        ))}
      </div>
    </div>
  );
}
