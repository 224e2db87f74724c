import { LockOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { PASSWORD_PATTERN } from '@kg/contracts';
import { Alert, App, Button, Card, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordRefusal } from '../passwordRefusal';
import { changePassword } from '../profile.api';

type TValues = { OldPassword: string; NewPassword: string; Confirm: string };

/** 修改密码: the current password, the new one twice; the session on this device stays. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: TValues) => {
    setSaving(true);
    try {
      const answer = await changePassword({
        OldPassword: values.OldPassword,
        NewPassword: values.NewPassword,
      });
      if (answer.success) {
        void message.success(t('auth.passwordChanged'));
        form.resetFields();
        return;
      }
      const refusal = passwordRefusal(answer.msg);
      if (refusal) form.setFields([{ name: refusal.field, errors: [t(refusal.key)] }]);
      else void message.error(answer.msg);
    } catch {
      // Network and server faults are shown by the http client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      className="kg-card kg-profile__password"
      title={
        <Space>
          <SafetyCertificateOutlined className="kg-profile__title-icon" />
          {t('profile.changePassword')}
        </Space>
      }
      data-testid="profile-password"
    >
      <Alert className="kg-profile__alert" type="info" showIcon title={t('profile.sessionHint')} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        className="kg-profile__form"
        data-testid="profile-password-form"
      >
        <Form.Item
          name="OldPassword"
          label={t('profile.oldPassword')}
          rules={[{ required: true, message: t('profile.oldPasswordRequired') }]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('profile.oldPasswordPlaceholder')}
            autoComplete="current-password"
            maxLength={128}
            data-testid="profile-old-password"
          />
        </Form.Item>
        <Form.Item
          name="NewPassword"
          label={t('auth.newPassword')}
          dependencies={['OldPassword']}
          rules={[
            { required: true, message: t('profile.newPasswordRequired') },
            { pattern: PASSWORD_PATTERN, message: t('auth.passwordWeak') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value !== getFieldValue('OldPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('auth.passwordSame'))),
            }),
          ]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('auth.newPasswordPlaceholder')}
            autoComplete="new-password"
            maxLength={128}
            data-testid="profile-new-password"
          />
        </Form.Item>
        <Form.Item
          name="Confirm"
          label={t('auth.confirmPassword')}
          dependencies={['NewPassword']}
          rules={[
            { required: true, message: t('profile.confirmRequired') },
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
            data-testid="profile-confirm-password"
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-password-submit">
            {t('profile.submit')}
          </Button>
          <Button onClick={() => form.resetFields()} disabled={saving} data-testid="profile-password-reset">
            {t('profile.reset')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
