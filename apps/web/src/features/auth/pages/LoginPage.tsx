import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../../../api/storageKeys';
import { LanguageSwitch } from '../../../app/layout/LanguageSwitch';
import { useDocumentTitle } from '../../../app/routing/documentTitle';
import { withChunkTimeout } from '../../../app/routing/lazyPage';
import { BrandMark } from '../../../components/BrandMark';
import { LoginArt } from '../components/LoginArt';
import { LoginForm } from '../components/LoginForm';
import { SocialLogin } from '../components/SocialLogin';
import { type TLoginVariant, useLoginFlow } from '../hooks/useLoginFlow';
import { useSchoolBrand } from '../hooks/useSchoolBrand';

const AuthDialogs = lazy(withChunkTimeout(() => import('../components/AuthDialogs')));

/**
 * /login and the branded /hxlogin (A04, A05, A17-A34, D1). The page is drawn without antd so
 * that it loads light (issue 16); its dialogs bring antd when one first opens.
 */
export function LoginPage({ variant }: { variant: TLoginVariant }) {
  const { t } = useTranslation();
  const flow = useLoginFlow(variant);
  const [findOpen, setFindOpen] = useState(false);
  const hx = variant === 'hx';
  useDocumentTitle(hx ? 'auth.hxPageTitle' : 'auth.pageTitle');
  // The branded page shows the school's own title: from ?school=<id>, or once this browser has seen it.
  const brand = useSchoolBrand(hx);
  const title = hx
    ? brand?.LoginTitle || localStorage.getItem(STORAGE_KEYS.hxLoginTitle) || t('app.platformTitle')
    : t('app.name');
  // Fetched once a dialog is wanted, then kept (a closing dialog animates out).
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (!dialogsWanted && (findOpen || flow.identities)) setDialogsWanted(true);

  return (
    <main className={`kg-login ${hx ? 'kg-login--hx' : ''}`} data-testid={hx ? 'page-hxlogin' : 'page-login'}>
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
                <h1 className="kg-login__title" data-testid="login-title">
                  {title}
                </h1>
                <div className="kg-login__subtitle" data-testid="login-subtitle">
                  {brand?.Name ?? t('auth.formSubtitle')}
                </div>
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
      {dialogsWanted && (
        <Suspense fallback={null}>
          <AuthDialogs
            hx={hx}
            identities={flow.identities}
            busy={flow.busy}
            onChoose={flow.chooseIdentity}
            onCancelIdentity={flow.cancelIdentity}
            findOpen={findOpen}
            onFindClose={() => setFindOpen(false)}
          />
        </Suspense>
      )}
    </main>
  );
}
