import { MobileOutlined } from '@ant-design/icons';
import { PHONE_PATTERN } from '@kg/contracts';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../api/bridges';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { findPassword } from '../auth.api';
import { SmsCodeField } from './SmsCodeField';

type TValues = { Phone: string; Code: string; NewPassword: string; Confirm: string };

/** 忘记密码: phone, a reset code, the new password twice (A19). */
export function FindPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const answer = await findPassword({
        Phone: values.Phone,
        Code: values.Code,
        NewPassword: values.NewPassword,
      });
      if (answer.success) {
        // The root toast: the dialog's own antd context goes when the page moves on.
        notify('success', answer.msg || t('auth.passwordReset'));
        form.resetFields();
        onClose();
      }
    } catch {
      // Shown by the http client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('auth.findTitle')}
      okText={t('auth.resetSubmit')}
      cancelText={t('shell.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'find-submit' }}
      rootClassName="kg-find-dialog"
    >
      <div data-testid="find-password-dialog">
        <Typography.Paragraph type="secondary">{t('auth.findHint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
          <Form.Item
            name="Phone"
            label={t('auth.phone')}
            rules={[
              { required: true, message: t('auth.phoneRequired') },
              { pattern: PHONE_PATTERN, message: t('auth.phoneInvalid') },
            ]}
          >
            <Input
              prefix={<MobileOutlined />}
              placeholder={t('auth.phonePlaceholder')}
              maxLength={11}
              data-testid="find-phone"
            />
          </Form.Item>
          <SmsCodeField
            name="Code"
            showLabel
            getPhone={() => form.getFieldValue('Phone') ?? ''}
            purpose="reset"
            inputTestId="find-code"
            buttonTestId="find-send-code"
          />
          <NewPasswordFields
            testIdPrefix="find"
            newRequiredMessage={t('auth.passwordRequired')}
            confirmRequiredMessage={t('auth.passwordRequired')}
          />
        </Form>
      </div>
    </Modal>
  );
}
