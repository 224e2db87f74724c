import '../growthConfiguration.i18n';
import '../../imports/imports.i18n';
import { CheckCircleFilled, DownloadOutlined, FileExcelTwoTone } from '@ant-design/icons';
import { type TImportRowError, UPLOAD_MESSAGES } from '@kg/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { domainKey } from '../../../api/queries';
import { excelProblem } from '../../../api/upload';
import {
  growthTemplateUrl,
  importIntoModule,
  OBSERVATION_WRITES,
  type TGrowthImportKind,
} from '../growthConfiguration.api';
import '../../imports/components/ImportDialog.css';
import { ImportErrorsTable } from '../../imports/components/ImportErrorsTable';
import { ImportFileStep } from '../../imports/components/ImportFileStep';

type TProps = {
  kind: TGrowthImportKind;
  open: boolean;
  onClose: () => void;
  tempId: number;
  tempDetailId: number;
  /** the module the rows go into (shown) */
  moduleTitle: string;
};

type TOutcome =
  | { phase: 'idle' }
  | { phase: 'success'; count: number }
  | { phase: 'failed'; msg: string; errors: TImportRowError[] };

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
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TOutcome>({ phase: 'idle' });

  useEffect(() => {
    if (open) {
      setFile(null);
      setOutcome({ phase: 'idle' });
    }
  }, [open]);

  const choose = (chosen: File) => {
    const problem = excelProblem(chosen);
    if (problem) {
      void message.warning(
        problem === UPLOAD_MESSAGES.excelType ? t('imports.excelType') : t('imports.excelSize'),
      );
      return;
    }
    setFile(chosen);
    setOutcome({ phase: 'idle' });
  };

  const start = async () => {
    if (!file) {
      void message.warning(t('imports.noFile'));
      return;
    }
    setBusy(true);
    try {
      const answer = await importIntoModule(kind, file, { tempId, tempDetailId });
      if (answer.ok) {
        setOutcome({ phase: 'success', count: answer.count });
        void message.success(t('growthConfiguration.import.success', { count: answer.count }));
        for (const domain of OBSERVATION_WRITES)
          void client.invalidateQueries({ queryKey: domainKey(domain) });
      } else {
        setOutcome({ phase: 'failed', msg: answer.msg, errors: answer.errors });
        void message.warning(answer.msg || t('imports.failedTitle'));
      }
    } catch (error) {
      const msg = (error as Error).message;
      setOutcome({ phase: 'failed', msg, errors: [] });
      void message.warning(msg);
    } finally {
      setBusy(false);
    }
  };

  const success = outcome.phase === 'success';
  return (
    <Modal
      open={open}
      title={t(`growthConfiguration.import.title.${kind}`)}
      onCancel={busy ? undefined : onClose}
      maskClosable={false}
      keyboard={!busy}
      closable={!busy}
      destroyOnHidden
      width={640}
      footer={
        success
          ? [
              <Button key="done" type="primary" onClick={onClose} data-testid="config-import-done">
                {t('imports.done')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose} disabled={busy}>
                {t('imports.cancel')}
              </Button>,
              <Button
                key="start"
                type="primary"
                loading={busy}
                onClick={start}
                data-testid="config-import-start"
              >
                {outcome.phase === 'idle' ? t('imports.start') : t('imports.retry')}
              </Button>,
            ]
      }
    >
      <Spin spinning={busy} description={t('imports.importing')}>
        <div className="kg-import" data-testid="config-import-dialog" data-kind={kind}>
          {success ? (
            <div className="kg-import__success" data-testid="config-import-success">
              <CheckCircleFilled className="kg-import__success-icon" />
              <div className="kg-import__success-title">
                {t('imports.successTitle', { count: outcome.count })}
              </div>
              <div className="kg-import__hint">{t('growthConfiguration.import.successHint')}</div>
            </div>
          ) : (
            <>
              <div className="kg-import__target">
                <span className="kg-import__target-label">{t('growthConfiguration.import.into')}</span>
                <Tag color="cyan" bordered={false}>
                  {moduleTitle}
                </Tag>
              </div>
              <section className="kg-import__step">
                <span className="kg-import__no">1</span>
                <div className="kg-import__body">
                  <div className="kg-import__title">{t('imports.stepTemplate')}</div>
                  <div className="kg-import__hint">{t(`growthConfiguration.import.hint.${kind}`)}</div>
                  <a
                    className="kg-import__template"
                    href={growthTemplateUrl(kind)}
                    download
                    data-testid="config-import-template"
                  >
                    <FileExcelTwoTone twoToneColor="#1d8f55" />
                    <span>{t(`growthConfiguration.import.templateFile.${kind}`)}</span>
                    <DownloadOutlined />
                  </a>
                  <div className="kg-import__columns">
                    <span className="kg-import__hint">{t('imports.columns')}</span>
                    {COLUMNS[kind].map((header) => (
                      <Tag key={header} color="cyan" bordered={false}>
                        {header}
                        <span className="kg-import__req">*</span>
                      </Tag>
                    ))}
                  </div>
                </div>
              </section>
              <ImportFileStep
                file={file}
                busy={busy}
                onChoose={choose}
                onRemove={() => {
                  setFile(null);
                  setOutcome({ phase: 'idle' });
                }}
                testId="config-import"
              />
              {outcome.phase === 'failed' && (
                <div className="kg-import__errors" data-testid="config-import-failed">
                  <Alert type="warning" showIcon title={t('imports.failedTitle')} description={outcome.msg} />
                  {outcome.errors.length > 0 && (
                    <ImportErrorsTable errors={outcome.errors} testId="config-import-errors" />
                  )}
                </div>
              )}
            </>
          )}
        </div>
      </Spin>
    </Modal>
  );
}
