import { ConfigProvider, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../../../api/storageKeys';
import { LanguageSwitch } from '../../../app/layout/LanguageSwitch';
import { BrandMark } from '../../../components/BrandMark';
import { useSchoolBrand } from '../../schools/schools.api';
import { FindPasswordDialog } from '../components/FindPasswordDialog';
import { IdentityDialog } from '../components/IdentityDialog';
import { LoginArt } from '../components/LoginArt';
import { LoginForm } from '../components/LoginForm';
import { SocialLogin } from '../components/SocialLogin';
import { type TLoginVariant, useLoginFlow } from '../hooks/useLoginFlow';

const HX_THEME = { token: { colorPrimary: '#1f6feb', colorLink: '#1a5fd0' } };

/** /login and the branded /hxlogin (A04, A05, A17-A34, D1). */
export function LoginPage({ variant }: { variant: TLoginVariant }) {
  const { t } = useTranslation();
  const flow = useLoginFlow(variant);
  const [findOpen, setFindOpen] = useState(false);
  const hx = variant === 'hx';
  // The branded page shows the school's own title: from ?school=<id>, or once this browser has seen it.
  const brand = useSchoolBrand(hx);
  const title = hx
    ? brand?.LoginTitle || localStorage.getItem(STORAGE_KEYS.hxLoginTitle) || t('app.platformTitle')
    : t('app.name');

  return (
    // The branded page wears the IoT blue; the general one the product teal.
    <ConfigProvider theme={hx ? HX_THEME : undefined}>
      <main
        className={`kg-login ${hx ? 'kg-login--hx' : ''}`}
        data-testid={hx ? 'page-hxlogin' : 'page-login'}
      >
        <div className="kg-login__frame">
          <LoginArt variant={variant} title={hx ? t('app.name') : t('app.platformTitle')} />
          <section className="kg-login__panel">
            <div className="kg-login__lang">
              <LanguageSwitch />
            </div>
            <div className="kg-login__card">
              <div className="kg-login__brand">
                <BrandMark size={44} />
                <div>
                  <Typography.Title level={3} className="kg-login__title" data-testid="login-title">
                    {title}
                  </Typography.Title>
                  <Typography.Text type="secondary" data-testid="login-subtitle">
                    {brand?.Name ?? t('auth.formSubtitle')}
                  </Typography.Text>
                </div>
              </div>
              <LoginForm
                busy={flow.busy}
                failed={flow.failed}
                onSubmit={flow.submit}
                onForgot={() => setFindOpen(true)}
              />
              {hx && <SocialLogin />}
            </div>
            <footer className="kg-login__footer">
              {t('auth.copyright', { year: new Date().getFullYear() })}
            </footer>
          </section>
        </div>
        <IdentityDialog
          identities={flow.identities}
          busy={flow.busy}
          onChoose={flow.chooseIdentity}
          onCancel={flow.cancelIdentity}
        />
        <FindPasswordDialog open={findOpen} onClose={() => setFindOpen(false)} />
      </main>
    </ConfigProvider>
  );
}
