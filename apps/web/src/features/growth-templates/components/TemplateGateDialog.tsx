import '../growthTemplates.i18n';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Alert, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../growthTemplates.countdown';

type TProps = {
  open: boolean;
  title: string;
  body: ReactNode;
  /** seconds before 确定 may be pressed (DECISIONS 26) */
  seconds: number;
  /** i18n section with wait, ok and okWait texts (reset or clear) */
  texts: 'reset' | 'clear';
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
};

/** A destructive confirm whose 确定 stays disabled for a countdown that it shows (F15, F16). */
export function TemplateGateDialog({
  open,
  title,
  body,
  seconds,
  texts,
  busy,
  onConfirm,
  onClose,
  testId,
}: TProps) {
  const { t } = useTranslation();
  const left = useCountdown(seconds, open);
  const waiting = left > 0;
  return (
    <Modal
      open={open}
      title={
        <span className="kg-gt-gate__title">
          <ExclamationCircleFilled className="kg-gt-gate__icon" />
          {title}
        </span>
      }
      okText={
        waiting ? t(`growthTemplates.${texts}.okWait`, { seconds: left }) : t(`growthTemplates.${texts}.ok`)
      }
      cancelText={t('common.cancel')}
      okButtonProps={{
        danger: true,
        disabled: waiting,
        'data-testid': `${testId}-confirm`,
        'data-left': String(left),
      }}
      cancelButtonProps={{ 'data-testid': `${testId}-cancel` }}
      onOk={onConfirm}
      onCancel={onClose}
      confirmLoading={busy}
      maskClosable={false}
      destroyOnHidden
      width={480}
    >
      <div data-testid={testId} className="kg-gt-gate">
        <p className="kg-gt-gate__body">{body}</p>
        {waiting && (
          <Alert
            type="warning"
            showIcon
            title={t(`growthTemplates.${texts}.wait`, { seconds: left })}
            data-testid={`${testId}-countdown`}
          />
        )}
      </div>
    </Modal>
  );
}
