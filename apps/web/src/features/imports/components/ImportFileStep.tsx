import '../imports.i18n';
import { DeleteOutlined, FileExcelTwoTone, InboxOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { type DragEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type TProps = {
  file: File | null;
  busy: boolean;
  /** a file dropped or picked (checks are the dialog's) */
  onChoose: (file: File) => void;
  onRemove: () => void;
  /**
   * One file at a time (E17): while a file is chosen, another, or several dropped at once, is
   * refused through this (the dialog says so) until the chosen one is removed. Without it a
   * new file replaces the chosen one.
   */
  onExceed?: () => void;
  /** test ids: `${testId}-file`, `${testId}-chosen`, `${testId}-file-remove` */
  testId: string;
};

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Step 2 of an Excel import: one .xls/.xlsx dropped or picked; once chosen it shows its name and
 * size, a click replaces it (or, with `onExceed`, is refused) and the bin removes it.
 */
export function ImportFileStep({ file, busy, onChoose, onRemove, onExceed, testId }: TProps) {
  const { t } = useTranslation();
  // A drop refused before the uploader sees it: the one file it still hands on is ignored.
  const refuseDrop = useRef(false);
  const dropCheck = (event: DragEvent) => {
    const count = event.dataTransfer.files.length;
    if (!onExceed || busy || count === 0 || (count === 1 && !file)) return;
    refuseDrop.current = true;
    onExceed();
  };
  return (
    <section className="kg-import__step">
      <span className="kg-import__no">2</span>
      <div className="kg-import__body">
        <div className="kg-import__title">{t('imports.stepFile')}</div>
        <div data-testid={`${testId}-file`} onDropCapture={onExceed ? dropCheck : undefined}>
          <Upload.Dragger
            accept={{ format: '.xls,.xlsx', filter: 'native' }}
            multiple={false}
            maxCount={1}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(chosen) => {
              if (refuseDrop.current) refuseDrop.current = false;
              else if (onExceed && file) onExceed();
              else onChoose(chosen);
              return Upload.LIST_IGNORE;
            }}
            className={file ? 'kg-import__drop kg-import__drop--chosen' : 'kg-import__drop'}
          >
            {file ? (
              <div className="kg-import__chosen" data-testid={`${testId}-chosen`}>
                <FileExcelTwoTone twoToneColor="#1d8f55" className="kg-import__chosen-icon" />
                <div className="kg-import__chosen-text">
                  <div className="kg-import__chosen-name">{file.name}</div>
                  <div className="kg-import__hint">
                    {formatSize(file.size)} ·{' '}
                    {t(onExceed ? 'imports.removeToReplace' : 'imports.clickToReplace')}
                  </div>
                </div>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('imports.removeFile')}
                  title={t('imports.removeFile')}
                  onClick={(event) => {
                    event.stopPropagation();
                    onRemove();
                  }}
                  data-testid={`${testId}-file-remove`}
                />
              </div>
            ) : (
              <>
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p className="ant-upload-text">{t('imports.dragText')}</p>
                <p className="ant-upload-hint">{t('imports.dragHint')}</p>
              </>
            )}
          </Upload.Dragger>
        </div>
      </div>
    </section>
  );
}
