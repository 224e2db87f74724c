import { SafetyOutlined } from '@ant-design/icons';
import { SMS_CODE_LENGTH, SMS_CODE_PATTERN } from '@kg/contracts';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SmsCodeButton } from './SmsCodeButton';

type TProps = {
  /** the form field holding the code */
  name: string;
  /** reads the phone the code goes to */
  getPhone: () => string;
  purpose: 'login' | 'reset';
  /** shown as a label (dialogs) rather than only to screen readers (the login card) */
  showLabel?: boolean;
  inputTestId: string;
  buttonTestId: string;
};

/** The 6-digit SMS code input with its send button and 60 s countdown (A22-A27). */
export function SmsCodeField({ name, getPhone, purpose, showLabel, inputTestId, buttonTestId }: TProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={showLabel ? t('auth.code') : undefined} required>
      <Space.Compact block>
        <Form.Item
          name={name}
          noStyle
          rules={[
            { required: true, message: t('auth.codeRequired') },
            { pattern: SMS_CODE_PATTERN, message: t('auth.codeInvalid') },
          ]}
        >
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('auth.codePlaceholder')}
            maxLength={SMS_CODE_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-label={t('auth.code')}
            data-testid={inputTestId}
          />
        </Form.Item>
        <SmsCodeButton getPhone={getPhone} purpose={purpose} testId={buttonTestId} />
      </Space.Compact>
    </Form.Item>
  );
}
