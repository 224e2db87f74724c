import { PHONE_PATTERN, SMS_RESEND_SECONDS } from '@kg/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../api/bridges';
import { sendSmsCode, type TCodePurpose } from '../auth.api';
import { useCountdown } from './useCountdown';

/**
 * 获取验证码: checks the phone, sends, then counts down 60 s. The button stays clickable
 * during the countdown so a second click can say 请勿重复点击 without sending (A24-A26).
 * Its toasts are the root ones: the login page that uses it has no antd.
 */
export function useSmsCodeSender(getPhone: () => string, purpose: TCodePurpose) {
  const { t } = useTranslation();
  const { remaining, running, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (running || sending) {
      notify('warning', t('auth.resendTooSoon'));
      return;
    }
    const phone = getPhone().trim();
    if (!phone) {
      notify('warning', t('auth.phoneRequired'));
      return;
    }
    if (!PHONE_PATTERN.test(phone)) {
      notify('warning', t('auth.phoneInvalid'));
      return;
    }
    setSending(true);
    try {
      const answer = await sendSmsCode(phone, purpose);
      if (answer.success) {
        notify('success', t('auth.sent'));
        start(SMS_RESEND_SECONDS);
      }
    } catch {
      // The http client has already shown why.
    } finally {
      setSending(false);
    }
  };

  return {
    send,
    sending,
    running,
    label: running ? t('auth.resendIn', { n: remaining }) : t('auth.sendCode'),
  };
}
