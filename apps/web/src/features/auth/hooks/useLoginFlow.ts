import { AUTH_MESSAGES, DISTRICT_PARENT_ID, type TIdentity, type TLoginRequest } from '@kg/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../api/bridges';
import { refusalOf } from '../../../api/http';
import { clearSession, STORAGE_KEYS, saveNavigation, saveTokens, saveUser } from '../../../api/session';
import { preloadShell } from '../../../app/routing/lazyViews';
import { findIdentities, getNavigation, getUserInfo, requestLogin } from '../auth.api';
import { safeRedirect } from '../redirect';
import { queueWelcome } from '../welcome';

export type TLoginVariant = 'default' | 'hx';
export type TLoginInput = Omit<TLoginRequest, 'uID'> & { remember: boolean };

/**
 * The login sequence (A28-A35, SPEC §4 "Login"): token, user info, navigation tree, then
 * the page the user wanted. Identity choice and failures are reported back to the form.
 */
export function useLoginFlow(variant: TLoginVariant) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<{ input: TLoginInput; identities: TIdentity[] } | null>(null);

  const giveUp = (text?: string) => {
    if (text) notify('error', text);
    setFailed(true);
  };

  async function finish(input: TLoginInput) {
    const user = await getUserInfo().catch(() => null);
    if (!user?.uID) {
      clearSession();
      return giveUp(t('auth.loginFailed'));
    }
    saveUser(user);
    localStorage.setItem(STORAGE_KEYS.loginUrl, variant === 'hx' ? '/hxlogin' : '/login');
    if (input.remember) localStorage.setItem(STORAGE_KEYS.rememberedName, input.name);
    else localStorage.removeItem(STORAGE_KEYS.rememberedName);

    if (user.ParentId === DISTRICT_PARENT_ID) {
      queueWelcome(user);
      navigate('/newCharts', { replace: true });
      return;
    }
    const root = await getNavigation(user.uID);
    saveNavigation(root);
    // One notice only (issue 14 item 9): 后台初始化成功 used to stack on top of the welcome.
    queueWelcome(user);
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  }

  async function login(input: TLoginInput, uID = 0) {
    setBusy(true);
    let signedIn = false;
    try {
      const body: TLoginRequest = {
        name: input.name,
        pass: input.pass,
        Code: input.Code,
        Type: input.Type,
        uID,
      };
      const answer = await requestLogin(body);
      if (answer.success && answer.response?.token) {
        setPending(null);
        saveTokens(answer.response);
        signedIn = true;
        await finish(input);
        return;
      }
      if (uID === 0 && answer.msg === AUTH_MESSAGES.chooseIdentity) {
        // Several identities: the same payload lists them (A31).
        setPending({ input, identities: await findIdentities(body) });
        return;
      }
      giveUp(answer.msg ? refusalOf(answer) : t('auth.loginFailed'));
    } catch {
      // The http client already said why (429, 服务器断开, ...). A half-made session
      // (token without menu) must not survive.
      if (signedIn) clearSession();
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    failed,
    identities: pending?.identities ?? null,
    submit: (input: TLoginInput) => {
      preloadShell();
      return login(input);
    },
    chooseIdentity: (uID: number) => {
      if (pending) void login(pending.input, uID);
    },
    cancelIdentity: () => setPending(null),
  };
}
