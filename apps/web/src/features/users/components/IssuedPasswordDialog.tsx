import '../../access/access.i18n';
import { CopyOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A password the server issued, shown once: for a new login or after a reset. */
export type TIssued = { name: string; password: string; kind: 'new' | 'reset' } | null;

type TProps = { issued: TIssued; onClose: () => void };

/** Shows the password once, big and copyable; closes only by its button (no backdrop). */
export function IssuedPasswordDialog({ issued, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.password);
      void message.success(t('access.users.copied'));
    } catch {
      void message.warning(t('access.users.copyFailed'));
    }
  };
  return (
    <Modal
      open={issued !== null}
      title={t('access.users.passwordTitle')}
      onCancel={onClose}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      width={460}
      footer={
        <Button type="primary" onClick={onClose} data-testid="issued-password-close">
          {t('access.users.close')}
        </Button>
      }
    >
      {issued && (
        <div className="kg-issued" data-testid="issued-password-dialog">
          <SafetyCertificateOutlined className="kg-issued__icon" />
          <Typography.Paragraph className="kg-issued__lead">
            {t(issued.kind === 'new' ? 'access.users.passwordNewUser' : 'access.users.passwordReset', {
              name: issued.name,
            })}
          </Typography.Paragraph>
          <div className="kg-issued__box">
            <span className="kg-issued__password" data-testid="issued-password">
              {issued.password}
            </span>
            <Button icon={<CopyOutlined />} onClick={copy} data-testid="issued-password-copy">
              {t('access.users.copy')}
            </Button>
          </div>
          <Alert type="warning" showIcon title={t('access.users.passwordOnce')} />
        </div>
      )}
    </Modal>
  );
}
