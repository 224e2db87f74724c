import '../growthConfiguration.i18n';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { domainKey } from '../../../api/queries';
import { TargetImportDialog } from '../../imports/components/TargetImportDialog';
import {
  growthTemplateUrl,
  importIntoModule,
  OBSERVATION_WRITES,
  type TGrowthImportKind,
} from '../growthConfiguration.api';

type TProps = {
  kind: TGrowthImportKind;
  open: boolean;
  onClose: () => void;
  tempId: number;
  tempDetailId: number;
  /** the module the rows go into (shown) */
  moduleTitle: string;
};

const COLUMNS: Record<TGrowthImportKind, string[]> = {
  observation: ['维度', '要素', '观察点'],
  'growth-question': ['成长问题'],
};

/**
 * F42, F43: import observation points or growth questions into this module: the template
 * link, one .xls/.xlsx file, upload then import under one mask; every row or none. A
 * refusal shows as a warning with the server's msg (and its wrong rows, when it names them).
 */
export function ConfigImportDialog({ kind, open, onClose, tempId, tempDetailId, moduleTitle }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  return (
    <TargetImportDialog
      open={open}
      onClose={onClose}
      title={t(`growthConfiguration.import.title.${kind}`)}
      target={{ label: t('growthConfiguration.import.into'), name: moduleTitle }}
      template={{
        href: growthTemplateUrl(kind),
        fileName: t(`growthConfiguration.import.templateFile.${kind}`),
        hint: t(`growthConfiguration.import.hint.${kind}`),
      }}
      columns={COLUMNS[kind].map((header) => ({ header, required: true }))}
      run={(file) => importIntoModule(kind, file, { tempId, tempDetailId })}
      onImported={(count) => {
        void message.success(t('growthConfiguration.import.success', { count }));
        for (const domain of OBSERVATION_WRITES)
          void client.invalidateQueries({ queryKey: domainKey(domain) });
      }}
      successHint={t('growthConfiguration.import.successHint')}
      testId="config-import"
      kind={kind}
    />
  );
}
