import '../growthTemplates.i18n';
import { CLEAR_COUNTDOWN_SECONDS, type TGrowthModule } from '@kg/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClearModule } from '../growthTemplates.api';
import { TemplateGateDialog } from './TemplateGateDialog';

/** 清除数据 of one module (F15): 确定 after 15 s; ClearTenantTempDetailData {Id} → 清除成功. */
export function ClearDialog({ module, onClose }: { module: TGrowthModule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const clear = useClearModule();
  const confirm = async () => {
    if (!module || clear.isPending) return;
    try {
      await clear.mutateAsync(module.Id);
      void message.success(t('success.clear'));
      onClose();
    } catch {
      // shown by the client
    }
  };
  return (
    <TemplateGateDialog
      open={module !== null}
      title={t('growthTemplates.clear.title')}
      body={t('growthTemplates.clear.body', { title: module?.Title ?? '', count: module?.RecordCount ?? 0 })}
      seconds={CLEAR_COUNTDOWN_SECONDS}
      texts="clear"
      busy={clear.isPending}
      onConfirm={confirm}
      onClose={onClose}
      testId="clear-dialog"
    />
  );
}
