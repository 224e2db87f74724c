import '../growthConfiguration.i18n';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * 删除 of a row on the configuration screen: 是否确认 删除？ naming the row; 确定 deletes it and
 * says 删除成功 (a refusal is shown by the http client and the dialog closes on its own).
 */
export function useConfirmRowDelete() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  return (name: string, remove: () => Promise<unknown>) =>
    modal.confirm({
      title: t('growthConfiguration.notice'),
      content: (
        <>
          <div>{t('growthConfiguration.deleteConfirm')}</div>
          <div className="kg-config-confirm-name">{name}</div>
        </>
      ),
      okText: t('growthConfiguration.ok'),
      cancelText: t('growthConfiguration.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove();
        void message.success(t('growthConfiguration.deleted'));
      },
    });
}
