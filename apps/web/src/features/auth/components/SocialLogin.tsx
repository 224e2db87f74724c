import QqOutlined from '@ant-design/icons-svg/es/asn/QqOutlined';
import WechatOutlined from '@ant-design/icons-svg/es/asn/WechatOutlined';
import WeiboOutlined from '@ant-design/icons-svg/es/asn/WeiboOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../api/bridges';
import { PlainIcon } from '../../../components/plain/PlainIcon';

const PROVIDERS: Array<{ key: 'wechat' | 'qq' | 'weibo'; icon: IconDefinition }> = [
  { key: 'wechat', icon: WechatOutlined },
  { key: 'qq', icon: QqOutlined },
  { key: 'weibo', icon: WeiboOutlined },
];

/** Third-party sign-in on /hxlogin: announced, not built yet, so a click only says so (A20). */
export function SocialLogin() {
  const { t } = useTranslation();
  return (
    <div className="kg-social" data-testid="social-login">
      <div className="kg-social__divider">
        <span>{t('auth.otherWays')}</span>
      </div>
      <div className="kg-social__icons">
        {PROVIDERS.map(({ key, icon }) => (
          <button
            key={key}
            type="button"
            className={`kg-social__btn kg-social__btn--${key}`}
            aria-label={t(`auth.${key}`)}
            title={t(`auth.${key}`)}
            data-testid={`social-${key}`}
            onClick={() => notify('warning', t('auth.comingSoon'))}
          >
            <PlainIcon icon={icon} />
          </button>
        ))}
      </div>
    </div>
  );
}
