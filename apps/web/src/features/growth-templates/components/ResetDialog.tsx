import '../growthTemplates.i18n';
import { RESET_COUNTDOWN_SECONDS } from '@kg/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResetTemplate } from '../growthTemplates.api';
import { TemplateGateDialog } from './TemplateGateDialog';

/** 恢复默认 (F16): 确定 after 10 s; ResetTempInfo {id} → 操作成功, the dialog closes, the screen reloads. */
export function ResetDialog({
  templateId,
  open,
  onClose,
}: {
  templateId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reset = useResetTemplate();
  const confirm = async () => {
    if (reset.isPending) return;
    try {
      await reset.mutateAsync(templateId);
      void message.success(t('success.operate'));
      onClose();
    } catch {
      // shown by the client (records exist, a school that may not reset)
    }
  };
  return (
    <TemplateGateDialog
      open={open}
      title={t('growthTemplates.reset.title')}
      body={t('growthTemplates.reset.body')}
      seconds={RESET_COUNTDOWN_SECONDS}
      texts="reset"
      busy={reset.isPending}
      onConfirm={confirm}
      onClose={onClose}
      testId="reset-dialog"
    />
  );
}
