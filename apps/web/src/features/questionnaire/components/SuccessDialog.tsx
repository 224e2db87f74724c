import '../questionnaire.i18n';
import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** J09: one way out, 好的; a click beside the dialog or Esc does not close it. */
export function SuccessDialog({ open, onOk }: { open: boolean; onOk: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      centered
      width={400}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      title={
        <span className="kg-qn-success__head">
          <CheckCircleFilled className="kg-qn-success__icon" />
          <span data-testid="qn-success-title">{t('questionnaire.successTitle')}</span>
        </span>
      }
      footer={
        <Button type="primary" size="large" block onClick={onOk} data-testid="qn-success-ok">
          {t('questionnaire.successOk')}
        </Button>
      }
      rootClassName="kg-qn-success"
    >
      <p className="kg-qn-success__text" data-testid="qn-success-text">
        {t('questionnaire.successText')}
      </p>
    </Modal>
  );
}
