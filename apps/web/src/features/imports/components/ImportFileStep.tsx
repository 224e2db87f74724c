import '../imports.i18n';
import { DeleteOutlined, FileExcelTwoTone, InboxOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';

type TProps = {
  file: File | null;
  busy: boolean;
  /** a file dropped or picked (checks are the dialog's) */
  onChoose: (file: File) => void;
  onRemove: () => void;
  /** test ids: `${testId}-file`, `${testId}-chosen`, `${testId}-file-remove` */
  testId: string;
};

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Step 2 of an Excel import: one .xls/.xlsx dropped or picked; once chosen it shows its name and
 * size, a click replaces it and the bin removes it.
 */
export function ImportFileStep({ file, busy, onChoose, onRemove, testId }: TProps) {
  const { t } = useTranslation();
  return (
    <section className="kg-import__step">
      <span className="kg-import__no">2</span>
      <div className="kg-import__body">
        <div className="kg-import__title">{t('imports.stepFile')}</div>
        <div data-testid={`${testId}-file`}>
          <Upload.Dragger
            accept={{ format: '.xls,.xlsx', filter: 'native' }}
            multiple={false}
            maxCount={1}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(chosen) => {
              onChoose(chosen);
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
                    {formatSize(file.size)} · {t('imports.clickToReplace')}
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
