import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { LoginType, PHONE_PATTERN } from '@kg/contracts';
import { Button, Checkbox, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../../../api/storageKeys';
import type { TLoginInput } from '../hooks/useLoginFlow';
import { SmsCodeField } from './SmsCodeField';

type TMode = 'password' | 'sms';
type TValues = { name?: string; pass?: string; phone?: string; code?: string; remember: boolean };

type TProps = {
  busy: boolean;
  failed: boolean;
  onSubmit: (input: TLoginInput) => void;
  onForgot: () => void;
};

/** Password or SMS-code login with remember-me (A17-A27). */
export function LoginForm({ busy, failed, onSubmit, onForgot }: TProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const [mode, setMode] = useState<TMode>('password');
  const [remembered] = useState(() => localStorage.getItem(STORAGE_KEYS.rememberedName) ?? '');

  const finish = (values: TValues) => {
    const remember = Boolean(values.remember);
    if (mode === 'password') {
      onSubmit({
        name: values.name?.trim() ?? '',
        pass: values.pass ?? '',
        Code: '',
        Type: LoginType.password,
        remember,
      });
    } else {
      onSubmit({
        name: values.phone?.trim() ?? '',
        pass: '',
        Code: values.code?.trim() ?? '',
        Type: LoginType.sms,
        remember,
      });
    }
  };

  return (
    <Form<TValues>
      form={form}
      size="large"
      requiredMark={false}
      onFinish={finish}
      className="kg-login-form"
      data-testid="login-form"
      initialValues={{
        name: remembered,
        phone: PHONE_PATTERN.test(remembered) ? remembered : '',
        remember: Boolean(remembered),
      }}
    >
      <Tabs
        activeKey={mode}
        onChange={(key) => setMode(key as TMode)}
        centered
        className="kg-login-tabs"
        items={[
          { key: 'password', label: <span data-testid="login-tab-password">{t('auth.tabPassword')}</span> },
          { key: 'sms', label: <span data-testid="login-tab-sms">{t('auth.tabSms')}</span> },
        ]}
      />
      {mode === 'password' ? (
        <>
          <Form.Item
            name="name"
            rules={[{ required: true, whitespace: true, message: t('auth.accountRequired') }]}
          >
            <Input
              prefix={<UserOutlined />}
              placeholder={t('auth.accountPlaceholder')}
              autoComplete="username"
              aria-label={t('auth.account')}
              data-testid="login-account"
            />
          </Form.Item>
          <Form.Item name="pass" rules={[{ required: true, message: t('auth.passwordRequired') }]}>
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('auth.passwordPlaceholder')}
              autoComplete="current-password"
              aria-label={t('auth.password')}
              data-testid="login-password"
            />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item
            name="phone"
            rules={[
              { required: true, message: t('auth.phoneRequired') },
              { pattern: PHONE_PATTERN, message: t('auth.phoneInvalid') },
            ]}
          >
            <Input
              prefix={<MobileOutlined />}
              placeholder={t('auth.phonePlaceholder')}
              maxLength={11}
              inputMode="tel"
              autoComplete="tel"
              aria-label={t('auth.phone')}
              data-testid="login-phone"
            />
          </Form.Item>
          <SmsCodeField
            name="code"
            getPhone={() => form.getFieldValue('phone') ?? ''}
            purpose="login"
            inputTestId="login-code"
            buttonTestId="login-send-code"
          />
        </>
      )}
      <div className="kg-login-form__row">
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox data-testid="login-remember">{t('auth.rememberMe')}</Checkbox>
        </Form.Item>
        <Button type="link" className="kg-login-form__forgot" onClick={onForgot} data-testid="login-forgot">
          {t('auth.forgotPassword')}
        </Button>
      </div>
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={busy}
        className="kg-login-submit"
        data-testid="login-submit"
      >
        {failed ? t('auth.loginAgain') : t('auth.submit')}
      </Button>
    </Form>
  );
}
