import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setLeaveQuestion } from '../../api/bridges';

/** Lets the root's unsaved-changes guard ask its question in antd's themed confirm dialog. */
export function AntdBridge() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  useEffect(
    () =>
      setLeaveQuestion(
        () =>
          new Promise<boolean>((resolve) => {
            modal.confirm({
              title: t('shellExtras.unsavedTitle'),
              content: t('shellExtras.unsavedText'),
              okText: t('shellExtras.unsavedLeave'),
              cancelText: t('shellExtras.unsavedStay'),
              okButtonProps: { danger: true, 'data-testid': 'unsaved-leave' },
              cancelButtonProps: { 'data-testid': 'unsaved-stay' },
              rootClassName: 'kg-unsaved-confirm',
              onOk: () => resolve(true),
              onCancel: () => resolve(false),
            });
          }),
      ),
    [modal, t],
  );
  return null;
}
