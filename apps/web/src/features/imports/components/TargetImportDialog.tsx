import '../imports.i18n';
import './ImportDialog.css';
import { CheckCircleFilled, DownloadOutlined, FileExcelTwoTone } from '@ant-design/icons';
import { type TImportRowError, UPLOAD_MESSAGES } from '@kg/contracts';
import { Alert, App, Button, Modal, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { excelProblem } from '../../../api/upload';
import type { TImportAnswer } from '../imports.api';
import { ImportErrorsTable } from './ImportErrorsTable';
import { ImportFileStep } from './ImportFileStep';

export type TTargetImportProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** what the rows go into, shown as a tag after its label (a module, an entry of a theme) */
  target: { label: string; name: string };
  /**
   * `href` for a public template; `download` for a file that needs the user's session (a
   * class's own sheet, fetched with the token and saved).
   */
  template: { href: string; fileName: string; hint: string; download?: () => void };
  columns: ReadonlyArray<{ header: string; required: boolean }>;
  /** uploads the file and imports it; a failed upload rejects with the server's msg */
  run: (file: File) => Promise<TImportAnswer>;
  /** after a success: the toast and the lists to refresh */
  onImported: (count: number) => void;
  successHint: string;
  /** `${testId}-dialog`, `-template`, `-start`, `-success`, `-done`, `-failed`, `-errors` and the file step's */
  testId: string;
  kind: string;
  /**
   * E17: one file at a time: once a file is chosen, another (or several dropped at once) is
   * refused with 当前限制选择 1 个文件，请删除后继续上传 until it is removed. Otherwise a new
   * file replaces the chosen one.
   */
  oneFileAtATime?: boolean;
};

type TOutcome =
  | { phase: 'idle' }
  | { phase: 'success'; count: number }
  | { phase: 'failed'; msg: string; errors: TImportRowError[] };

/**
 * An Excel import into one named target (F42, E15): the template link and its columns, one
 * .xls/.xlsx of at most 5 MB, upload then import under one mask; every row or none. A refusal
 * shows as a warning with the server's msg (and its wrong rows, when it names them).
 */
export function TargetImportDialog(props: TTargetImportProps) {
  const { open, onClose, title, target, template, columns, run, onImported, successHint, testId } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
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
      const answer = await run(file);
      if (answer.ok) {
        setOutcome({ phase: 'success', count: answer.count });
        onImported(answer.count);
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
      title={title}
      onCancel={busy ? undefined : onClose}
      maskClosable={false}
      keyboard={!busy}
      closable={!busy}
      destroyOnHidden
      width={640}
      footer={
        success
          ? [
              <Button key="done" type="primary" onClick={onClose} data-testid={`${testId}-done`}>
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
                data-testid={`${testId}-start`}
              >
                {outcome.phase === 'idle' ? t('imports.start') : t('imports.retry')}
              </Button>,
            ]
      }
    >
      <Spin spinning={busy} description={t('imports.importing')}>
        <div className="kg-import" data-testid={`${testId}-dialog`} data-kind={props.kind}>
          {success ? (
            <div className="kg-import__success" data-testid={`${testId}-success`}>
              <CheckCircleFilled className="kg-import__success-icon" />
              <div className="kg-import__success-title">
                {t('imports.successTitle', { count: outcome.count })}
              </div>
              <div className="kg-import__hint">{successHint}</div>
            </div>
          ) : (
            <>
              <div className="kg-import__target">
                <span className="kg-import__target-label">{target.label}</span>
                <Tag color="cyan" bordered={false}>
                  {target.name}
                </Tag>
              </div>
              <section className="kg-import__step">
                <span className="kg-import__no">1</span>
                <div className="kg-import__body">
                  <div className="kg-import__title">{t('imports.stepTemplate')}</div>
                  <div className="kg-import__hint">{template.hint}</div>
                  <a
                    className="kg-import__template"
                    href={template.href}
                    download
                    onClick={(event) => {
                      if (!template.download) return;
                      event.preventDefault();
                      template.download();
                    }}
                    data-testid={`${testId}-template`}
                  >
                    <FileExcelTwoTone twoToneColor="#1d8f55" />
                    <span>{template.fileName}</span>
                    <DownloadOutlined />
                  </a>
                  <div className="kg-import__columns">
                    <span className="kg-import__hint">{t('imports.columns')}</span>
                    {columns.map(({ header, required }) => (
                      <Tag key={header} color={required ? 'cyan' : undefined} bordered={false}>
                        {header}
                        {required && <span className="kg-import__req">*</span>}
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
                onExceed={props.oneFileAtATime ? () => void message.warning(t('imports.oneFile')) : undefined}
                testId={testId}
              />
              {outcome.phase === 'failed' && (
                <div className="kg-import__errors" data-testid={`${testId}-failed`}>
                  <Alert type="warning" showIcon title={t('imports.failedTitle')} description={outcome.msg} />
                  {outcome.errors.length > 0 && (
                    <ImportErrorsTable errors={outcome.errors} testId={`${testId}-errors`} />
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
