import '../imports.i18n';
import { CheckCircleFilled, DownloadOutlined, FileExcelTwoTone } from '@ant-design/icons';
import {
  IMPORT_COLUMNS,
  IMPORT_REQUIRED,
  type TImportKind,
  type TImportRowError,
  UPLOAD_MESSAGES,
} from '@kg/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Select, Spin, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { excelProblem, uploadExcel } from '../../../api/upload';
import { toSelectOptions, useClassOptions, useStudyYearOptions } from '../../school/school.api';
import { refetchImported, runImport, templateUrl } from '../imports.api';
import './ImportDialog.css';
import { ImportErrorsTable } from './ImportErrorsTable';
import { ImportFileStep } from './ImportFileStep';

type TProps = {
  kind: TImportKind;
  open: boolean;
  onClose: () => void;
  /** the class (children) or study year (classes) preselected from the page; 0/none: choose */
  target?: number;
  /** questions: the bank they go into, shown and sent as OtherName */
  bankName?: string;
};

type TOutcome =
  | { phase: 'idle' }
  | { phase: 'success'; count: number }
  | { phase: 'rows'; errors: TImportRowError[] }
  | { phase: 'failed'; msg: string };

/** The class or study year an import goes into: children into a class, classes into a year. */
function TargetSelect({
  kind,
  value,
  onChange,
}: {
  kind: 'student' | 'class';
  value?: number;
  onChange: (v?: number) => void;
}) {
  const { t } = useTranslation();
  const classes = useClassOptions();
  const years = useStudyYearOptions();
  const list = kind === 'student' ? classes : years;
  const options = toSelectOptions(list.data?.filter((o) => o.Id !== 0));
  useEffect(() => {
    // Classes go into the latest study year unless the page named one.
    if (kind === 'class' && value === undefined && options[0]) onChange(options[0].value);
  }, [kind, value, options, onChange]);
  return (
    <div className="kg-import__target">
      <span className="kg-import__target-label">{t(`imports.target.${kind}`)}</span>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t(`imports.targetPlaceholder.${kind}`)}
        loading={list.isPending}
        options={options}
        value={value}
        onChange={onChange}
        data-testid="import-target"
        style={{ width: 240 }}
      />
    </div>
  );
}

/**
 * 导入 (C11, D13-D17): template link, one .xls/.xlsx of at most 5 MB (checked here and on
 * the server), upload then import under one mask, then 导入成功 N 条 or every wrong row
 * (nothing was written). The chosen file stays, so the user can correct and retry.
 */
export function ImportDialog({ kind, open, onClose, target: initialTarget, bankName }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<number | undefined>(initialTarget || undefined);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TOutcome>({ phase: 'idle' });
  // The same unchanged file is not uploaded twice (a retry after choosing another class).
  const uploaded = useRef<{ file: File; fileName: string } | null>(null);
  const needsTarget = kind === 'student' || kind === 'class';

  // A fresh start each time the dialog opens, never while it is open: the page behind may
  // re-render with the same target, and what the user picked must stay.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      setTarget(initialTarget || undefined);
      setFile(null);
      setOutcome({ phase: 'idle' });
      uploaded.current = null;
    }
    wasOpen.current = open;
  }, [open, initialTarget]);

  const choose = (chosen: File) => {
    const problem = excelProblem(chosen);
    if (problem) {
      void message.error(
        problem === UPLOAD_MESSAGES.excelType ? t('imports.excelType') : t('imports.excelSize'),
      );
      return;
    }
    setFile(chosen);
    setOutcome({ phase: 'idle' });
  };

  const start = async () => {
    if (needsTarget && !target) {
      void message.warning(t(kind === 'student' ? 'imports.classRequired' : 'imports.studyYearRequired'));
      return;
    }
    if (!file) {
      void message.warning(t('imports.noFile'));
      return;
    }
    setBusy(true);
    try {
      let fileName = uploaded.current?.file === file ? uploaded.current.fileName : null;
      if (!fileName) {
        try {
          await file.slice(0, 1).arrayBuffer();
        } catch {
          setOutcome({ phase: 'failed', msg: t('imports.fileChanged') });
          return;
        }
        fileName = await uploadExcel(file);
        uploaded.current = { file, fileName };
      }
      const answer = await runImport(kind, fileName, target, bankName);
      if (answer.ok) {
        setOutcome({ phase: 'success', count: answer.count });
        void refetchImported(queryClient, kind);
      } else if (answer.errors.length) setOutcome({ phase: 'rows', errors: answer.errors });
      else setOutcome({ phase: 'failed', msg: answer.msg });
    } catch (error) {
      // D16: the server's message under 导入失败; the chosen file stays.
      setOutcome({ phase: 'failed', msg: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const success = outcome.phase === 'success';
  const footer = success
    ? [
        <Button key="done" type="primary" onClick={onClose} data-testid="import-done">
          {t('imports.done')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose} disabled={busy}>
          {t('imports.cancel')}
        </Button>,
        <Button key="start" type="primary" loading={busy} onClick={start} data-testid="import-start">
          {outcome.phase === 'idle' ? t('imports.start') : t('imports.retry')}
        </Button>,
      ];

  const columns = IMPORT_COLUMNS[kind] as Record<string, string>;
  const required: readonly string[] = IMPORT_REQUIRED[kind];

  return (
    <Modal
      open={open}
      title={t(`imports.title.${kind}`)}
      onCancel={busy ? undefined : onClose}
      maskClosable={false}
      keyboard={!busy}
      closable={!busy}
      destroyOnHidden
      width={680}
      footer={footer}
    >
      <Spin spinning={busy} description={t('imports.importing')}>
        <div className="kg-import" data-testid="import-dialog" data-kind={kind}>
          {success ? (
            <div className="kg-import__success" data-testid="import-success">
              <CheckCircleFilled className="kg-import__success-icon" />
              <div className="kg-import__success-title">
                {t('imports.successTitle', { count: outcome.count })}
              </div>
              <div className="kg-import__hint">{t('imports.successHint')}</div>
            </div>
          ) : (
            <>
              {needsTarget && <TargetSelect kind={kind} value={target} onChange={setTarget} />}
              {kind === 'question' && bankName && (
                <div className="kg-import__target" data-testid="import-bank">
                  <span className="kg-import__target-label">{t('imports.bankTarget')}</span>
                  <Tag color="cyan" bordered={false}>
                    {bankName}
                  </Tag>
                </div>
              )}
              <section className="kg-import__step">
                <span className="kg-import__no">1</span>
                <div className="kg-import__body">
                  <div className="kg-import__title">{t('imports.stepTemplate')}</div>
                  <div className="kg-import__hint">{t('imports.stepTemplateHint')}</div>
                  <a
                    className="kg-import__template"
                    href={templateUrl(kind)}
                    download
                    data-testid="import-template"
                  >
                    <FileExcelTwoTone twoToneColor="#1d8f55" />
                    <span>{t(`imports.templateFile.${kind}`)}</span>
                    <DownloadOutlined />
                  </a>
                  <div className="kg-import__columns">
                    <span className="kg-import__hint">{t('imports.columns')}</span>
                    {Object.entries(columns).map(([key, header]) => (
                      <Tag key={key} color={required.includes(key) ? 'cyan' : undefined} bordered={false}>
                        {header}
                        {required.includes(key) && <span className="kg-import__req">*</span>}
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
                testId="import"
              />
              {outcome.phase === 'rows' && (
                <div className="kg-import__errors" data-testid="import-errors">
                  <Alert
                    type="error"
                    showIcon
                    title={t('imports.failedTitle')}
                    description={t('imports.errorsHint', { count: outcome.errors.length })}
                  />
                  <ImportErrorsTable errors={outcome.errors} testId="import-errors-table" />
                </div>
              )}
              {outcome.phase === 'failed' && (
                <Alert
                  className="kg-import__errors"
                  type="error"
                  showIcon
                  title={t('imports.failedTitle')}
                  description={outcome.msg}
                  data-testid="import-failed"
                />
              )}
            </>
          )}
        </div>
      </Spin>
    </Modal>
  );
}
