import './imports.i18n';
import type { TImportKind } from '@kg/contracts';
import { App } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/upload';
import { ImportDialog } from './components/ImportDialog';
import { exportFallbackName, exportUrl, type TImportParams } from './imports.api';

export type TImportExport = {
  /** opens the import dialog (toolbar func `handleImport`) */
  handleImport: () => void;
  /** downloads the list as .xlsx (toolbar func `handleExport`) */
  handleExport: () => void;
  /** render it once in the page */
  dialog: ReactNode;
};

/**
 * Excel import and export for a list page's toolbar (C11). The navigation tree seeds the
 * buttons `handleImport` / `handleExport` for classes, teachers and children; pass these
 * handlers and render `dialog`:
 *
 *   const io = useImportExport('student', { ClassId: list.filters.ClassId });
 *   <NavButtons handlers={{ ...handlers, handleImport: io.handleImport, handleExport: io.handleExport }} />
 *   {io.dialog}
 *
 * - `student`: import into `ClassId` (preselected; 0 or none lets the user choose in the
 *   dialog); export that class, or 全园 for 0 (a teacher's 全部 = their classes).
 * - `class`: import into `StudyYearId` (none: the latest); export that year (0: current).
 * - `question`: import into the bank named `Name` (the screen's query Name); no export.
 * - `teacher`: no params.
 * After an import the lists showing its rows are refetched (imports.api IMPORT_WRITES).
 */
export function useImportExport(kind: TImportKind, params: TImportParams = {}): TImportExport {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const { ClassId, StudyYearId, Name } = params;

  const handleImport = useCallback(() => setOpen(true), []);
  const handleExport = useCallback(async () => {
    const hide = message.loading(t('imports.exporting'), 0);
    try {
      const name = await downloadFile(exportUrl(kind, { ClassId, StudyYearId }), exportFallbackName[kind]);
      void message.success(t('imports.exported', { name }));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      hide();
    }
  }, [kind, ClassId, StudyYearId, message, t]);

  const dialog = (
    <ImportDialog
      kind={kind}
      open={open}
      onClose={() => setOpen(false)}
      target={kind === 'student' ? ClassId : kind === 'class' ? StudyYearId : undefined}
      bankName={Name}
    />
  );
  return { handleImport, handleExport: () => void handleExport(), dialog };
}
