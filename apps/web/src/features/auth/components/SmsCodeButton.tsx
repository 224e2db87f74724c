import { Button } from 'antd';
import type { TCodePurpose } from '../auth.api';
import { useSmsCodeSender } from '../hooks/useSmsCodeSender';

type TProps = { getPhone: () => string; purpose: TCodePurpose; testId: string };

/** 获取验证码 in antd's look, for the dialogs (the login card draws its own: LoginSmsCode). */
export function SmsCodeButton({ getPhone, purpose, testId }: TProps) {
  const sender = useSmsCodeSender(getPhone, purpose);
  return (
    <Button
      className="kg-sms-button"
      onClick={sender.send}
      loading={sender.sending}
      data-testid={testId}
      data-counting={sender.running}
      aria-live="polite"
    >
      {sender.label}
    </Button>
  );
}
