import '../themes.i18n';
import { THEME_IMPORT_COLUMNS, THEME_IMPORT_FILE_NAMES, THEME_IMPORT_REQUIRED } from '@kg/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { TargetImportDialog } from '../../imports/components/TargetImportDialog';
import { importThemeQuestions, refetchContent, themeTemplateUrl } from '../themeContent.api';

type TProps = {
  open: boolean;
  onClose: () => void;
  themeId: number;
  detailId: number;
  /** the entry the questions go into (教师评价 …) */
  entryTitle: string;
};

const required: readonly string[] = THEME_IMPORT_REQUIRED['theme-question'];
const COLUMNS = Object.entries(THEME_IMPORT_COLUMNS['theme-question']).map(([key, header]) => ({
  header,
  required: required.includes(key),
}));

/** E15-E17: questions of an entry from Excel, one .xls/.xlsx of at most 5 MB, one file at a time. */
export function ThemeImportDialog({ open, onClose, themeId, detailId, entryTitle }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  return (
    <TargetImportDialog
      open={open}
      onClose={onClose}
      title={t('themes.importTitle')}
      target={{ label: t('themes.importInto'), name: entryTitle }}
      template={{
        href: themeTemplateUrl(),
        fileName: THEME_IMPORT_FILE_NAMES['theme-question'],
        hint: t('themes.importHint'),
      }}
      columns={COLUMNS}
      run={(file) => importThemeQuestions(file, { eval_ThemeDetailId: detailId, themeId })}
      onImported={(count) => {
        void message.success(t('themes.importSuccess', { count }));
        void refetchContent(client);
      }}
      successHint={t('themes.importSuccessHint')}
      testId="theme-import"
      kind="theme-question"
      oneFileAtATime
    />
  );
}
