import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_PATTERN } from '@kg/contracts';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

type TProps = {
  /** data-testid prefix: `<prefix>-new-password`, `<prefix>-confirm-password` */
  testIdPrefix: string;
  newRequiredMessage: string;
  confirmRequiredMessage: string;
  /** the profile form also refuses the old password again */
  extraNewRules?: Rule[];
  /** fields whose change re-checks the new password (the old one, on the profile) */
  newDependencies?: string[];
};

/**
 * The new password and its confirmation, with the house password rule (PASSWORD_PATTERN)
 * and the match check: shared by find-password and change-password.
 */
export function NewPasswordFields({
  testIdPrefix,
  newRequiredMessage,
  confirmRequiredMessage,
  extraNewRules = [],
  newDependencies,
}: TProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="NewPassword"
        label={t('auth.newPassword')}
        dependencies={newDependencies}
        rules={[
          { required: true, message: newRequiredMessage },
          { pattern: PASSWORD_PATTERN, message: t('auth.passwordWeak') },
          ...extraNewRules,
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('auth.newPasswordPlaceholder')}
          autoComplete="new-password"
          maxLength={128}
          data-testid={`${testIdPrefix}-new-password`}
        />
      </Form.Item>
      <Form.Item
        name="Confirm"
        label={t('auth.confirmPassword')}
        dependencies={['NewPassword']}
        rules={[
          { required: true, message: confirmRequiredMessage },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('NewPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('auth.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('auth.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          maxLength={128}
          data-testid={`${testIdPrefix}-confirm-password`}
        />
      </Form.Item>
    </>
  );
}
