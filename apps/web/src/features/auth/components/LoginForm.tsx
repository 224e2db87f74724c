import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { LoginType, PHONE_PATTERN, SMS_CODE_LENGTH, SMS_CODE_PATTERN } from '@kg/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../../../api/storageKeys';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainCheckbox } from '../../../components/plain/PlainCheckbox';
import { PlainField } from '../../../components/plain/PlainField';
import { PlainTabs } from '../../../components/plain/PlainTabs';
import { usePlainForm } from '../../../components/plain/usePlainForm';
import type { TLoginInput } from '../hooks/useLoginFlow';
import { useSmsCodeSender } from '../hooks/useSmsCodeSender';

type TMode = 'password' | 'sms';
type TField = 'name' | 'pass' | 'phone' | 'code';

const FIELDS: Record<TMode, readonly TField[]> = { password: ['name', 'pass'], sms: ['phone', 'code'] };

type TProps = {
  busy: boolean;
  failed: boolean;
  onSubmit: (input: TLoginInput) => void;
  onForgot: () => void;
};

/**
 * Password or SMS-code login with remember-me (A17-A27). Drawn without antd (same look), so
 * the login page loads light: see components/plain.
 */
export function LoginForm({ busy, failed, onSubmit, onForgot }: TProps) {
  const { t } = useTranslation();
  const [remembered] = useState(() => localStorage.getItem(STORAGE_KEYS.rememberedName) ?? '');
  const [mode, setMode] = useState<TMode>('password');
  const [remember, setRemember] = useState(Boolean(remembered));
  const form = usePlainForm<TField>({
    name: remembered,
    pass: '',
    phone: PHONE_PATTERN.test(remembered) ? remembered : '',
    code: '',
  });
  const sender = useSmsCodeSender(() => form.values.phone, 'login');

  const switchTo = (next: TMode) => {
    setMode(next);
    form.clearErrors();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate(FIELDS[mode])) return;
    const { name, pass, phone, code } = form.values;
    onSubmit(
      mode === 'password'
        ? { name: name.trim(), pass, Code: '', Type: LoginType.password, remember }
        : { name: phone.trim(), pass: '', Code: code.trim(), Type: LoginType.sms, remember },
    );
  };

  return (
    <form className="kg-login-form" data-testid="login-form" onSubmit={submit} noValidate>
      <PlainTabs
        label={t('auth.loginWays')}
        active={mode}
        onChange={switchTo}
        tabs={[
          { key: 'password', label: <span data-testid="login-tab-password">{t('auth.tabPassword')}</span> },
          { key: 'sms', label: <span data-testid="login-tab-sms">{t('auth.tabSms')}</span> },
        ]}
      />
      {mode === 'password' ? (
        <>
          <PlainField
            {...form.field('name', [
              { required: true, whitespace: true, message: t('auth.accountRequired') },
            ])}
            icon={UserOutlined}
            placeholder={t('auth.accountPlaceholder')}
            autoComplete="username"
            aria-label={t('auth.account')}
            testId="login-account"
          />
          <PlainField
            {...form.field('pass', [{ required: true, message: t('auth.passwordRequired') }])}
            type="password"
            icon={LockOutlined}
            placeholder={t('auth.passwordPlaceholder')}
            autoComplete="current-password"
            aria-label={t('auth.password')}
            testId="login-password"
          />
        </>
      ) : (
        <>
          <PlainField
            {...form.field('phone', [
              { required: true, message: t('auth.phoneRequired') },
              { pattern: PHONE_PATTERN, message: t('auth.phoneInvalid') },
            ])}
            icon={MobileOutlined}
            placeholder={t('auth.phonePlaceholder')}
            maxLength={11}
            inputMode="tel"
            autoComplete="tel"
            aria-label={t('auth.phone')}
            testId="login-phone"
          />
          <PlainField
            {...form.field('code', [
              { required: true, message: t('auth.codeRequired') },
              { pattern: SMS_CODE_PATTERN, message: t('auth.codeInvalid') },
            ])}
            icon={SafetyOutlined}
            placeholder={t('auth.codePlaceholder')}
            maxLength={SMS_CODE_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-label={t('auth.code')}
            testId="login-code"
            after={
              <PlainButton
                className="kg-sms-button"
                onClick={sender.send}
                loading={sender.sending}
                data-testid="login-send-code"
                data-counting={sender.running}
                aria-live="polite"
              >
                {sender.label}
              </PlainButton>
            }
          />
        </>
      )}
      <div className="kg-login-form__row">
        <PlainCheckbox checked={remember} onChange={setRemember} testId="login-remember">
          {t('auth.rememberMe')}
        </PlainCheckbox>
        <PlainButton
          kind="link"
          className="kg-login-form__forgot"
          onClick={onForgot}
          data-testid="login-forgot"
        >
          {t('auth.forgotPassword')}
        </PlainButton>
      </div>
      <PlainButton
        kind="primary"
        type="submit"
        block
        loading={busy}
        className="kg-login-submit"
        data-testid="login-submit"
      >
        {failed ? t('auth.loginAgain') : t('auth.submit')}
      </PlainButton>
    </form>
  );
}
