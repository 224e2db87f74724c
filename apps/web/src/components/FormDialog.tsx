import { Modal, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TProps = {
  open: boolean;
  title: string;
  /** submits the dialog's form (usually `form.submit`) */
  onSubmit: () => void;
  onClose: () => void;
  saving: boolean;
  /** the record being edited is still loading */
  loading?: boolean;
  width?: number;
  /** `<name>-dialog` on the body; the save button gets `<name>-submit` */
  testId: string;
  children: ReactNode;
};

/**
 * The house dialog for a form: 保存 / 取消, no closing on a backdrop click (typed input is
 * never lost by a stray tap), fresh content on every open, a spinner while editing loads.
 */
export function FormDialog({
  open,
  title,
  onSubmit,
  onClose,
  saving,
  loading = false,
  width = 560,
  testId,
  children,
}: TProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      onOk={onSubmit}
      onCancel={onClose}
      confirmLoading={saving}
      maskClosable={false}
      destroyOnHidden
      width={width}
      okButtonProps={{ 'data-testid': `${testId.replace(/-dialog$/, '')}-submit` }}
    >
      <Spin spinning={loading}>
        <div data-testid={testId}>{children}</div>
      </Spin>
    </Modal>
  );
}
