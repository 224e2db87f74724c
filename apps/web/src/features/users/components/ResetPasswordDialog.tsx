import '../../access/access.i18n';
import type { TUserRow } from '@kg/contracts';
import { Alert, App, Form, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { useResetPassword } from '../users.api';
import type { TIssued } from './IssuedPasswordDialog';

type TProps = { user: TUserRow | null; onClose: () => void; onIssued: (issued: TIssued) => void };
type TMode = 'generate' | 'manual';

/**
 * 重置密码: a random password shown once, or one the administrator sets (same rules as
 * everywhere: 8+ characters, letters and digits). Every session of the person ends.
 */
export function ResetPasswordDialog({ user, onClose, onIssued }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ NewPassword?: string }>();
  const [mode, setMode] = useState<TMode>('generate');
  const reset = useResetPassword();
  const close = () => {
    setMode('generate');
    onClose();
  };

  const submit = async (values: { NewPassword?: string }) => {
    if (!user) return;
    try {
      const issued = await reset.mutateAsync({
        Id: user.uID,
        Password: mode === 'manual' ? values.NewPassword : undefined,
      });
      void message.success(t('success.operate'));
      close();
      if (mode === 'generate')
        onIssued({ name: user.uRealName || user.uLoginName, password: issued.Password, kind: 'reset' });
    } catch {
      // Shown by the client.
    }
  };

  return (
    <FormDialog
      open={user !== null}
      title={t('access.users.resetTitle')}
      onSubmit={() => form.submit()}
      onClose={close}
      saving={reset.isPending}
      width={480}
      testId="reset-password-dialog"
    >
      {user && (
        <Form form={form} layout="vertical" onFinish={submit}>
          <Typography.Paragraph strong>
            {t('access.users.resetFor', { name: user.uRealName || user.uLoginName, login: user.uLoginName })}
          </Typography.Paragraph>
          <Form.Item>
            <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)}>
              <Radio value="generate" data-testid="reset-mode-generate">
                {t('access.users.resetGenerate')}
              </Radio>
              <Radio value="manual" data-testid="reset-mode-manual">
                {t('access.users.resetManual')}
              </Radio>
            </Radio.Group>
          </Form.Item>
          {mode === 'manual' && (
            <NewPasswordFields
              testIdPrefix="reset"
              newRequiredMessage={t('access.users.newPasswordRequired')}
              confirmRequiredMessage={t('access.users.confirmRequired')}
            />
          )}
          <Alert type="warning" showIcon title={t('access.users.resetHint')} />
        </Form>
      )}
    </FormDialog>
  );
}
