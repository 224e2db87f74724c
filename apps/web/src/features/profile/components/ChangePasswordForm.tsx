import '../profile.i18n';
import { LockOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../../../api/http';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
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
      else void message.error(refusalOf(answer));
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
        <NewPasswordFields
          testIdPrefix="profile"
          newDependencies={['OldPassword']}
          newRequiredMessage={t('profile.newPasswordRequired')}
          confirmRequiredMessage={t('profile.confirmRequired')}
          extraNewRules={[
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value !== getFieldValue('OldPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('auth.passwordSame'))),
            }),
          ]}
        />
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
