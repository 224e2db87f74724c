import { PHONE_PATTERN, SMS_RESEND_SECONDS } from '@kg/contracts';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSmsCode, type TCodePurpose } from '../auth.api';
import { useCountdown } from '../hooks/useCountdown';

type TProps = { getPhone: () => string; purpose: TCodePurpose; testId: string };

/**
 * 获取验证码: checks the phone, sends, then counts down 60 s. The button stays clickable
 * during the countdown so a second click can say 请勿重复点击 without sending (A24-A26).
 */
export function SmsCodeButton({ getPhone, purpose, testId }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { remaining, running, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const onClick = async () => {
    if (running || sending) {
      void message.warning(t('auth.resendTooSoon'));
      return;
    }
    const phone = getPhone().trim();
    if (!phone) {
      void message.warning(t('auth.phoneRequired'));
      return;
    }
    if (!PHONE_PATTERN.test(phone)) {
      void message.warning(t('auth.phoneInvalid'));
      return;
    }
    setSending(true);
    try {
      const answer = await sendSmsCode(phone, purpose);
      if (answer.success) {
        void message.success(t('auth.sent'));
        start(SMS_RESEND_SECONDS);
      }
    } catch {
      // The http client has already shown why.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      className="kg-sms-button"
      onClick={onClick}
      loading={sending}
      data-testid={testId}
      data-counting={running}
      aria-live="polite"
    >
      {running ? t('auth.resendIn', { n: remaining }) : t('auth.sendCode')}
    </Button>
  );
}
