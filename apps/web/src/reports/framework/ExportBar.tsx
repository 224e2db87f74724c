import '../reports.i18n';
import { CheckCircleFilled, DownloadOutlined, LoadingOutlined, WarningFilled } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark';
import type { TAutoState } from './usePdfExport';

type TProps = {
  title: string;
  subject?: string;
  ready: boolean;
  auto: boolean;
  autoState: TAutoState;
  autoError: string;
  busy: boolean;
  /** 下载PDF unless the report's spec names its button otherwise */
  downloadLabel?: string;
  onDownload: () => void;
};

/**
 * The bar above the pages (never printed): the report's name, and the 下载PDF button once the
 * report is ready (DECISIONS resolution 5), or in auto mode what the automatic export is doing.
 */
export function ExportBar(props: TProps) {
  const { title, subject, ready, auto, autoState, autoError, busy, downloadLabel, onDownload } = props;
  const { t } = useTranslation();
  return (
    <header className="kg-report-bar" data-testid="report-bar">
      <div className="kg-report-bar__brand">
        <BrandMark size={28} />
        <span className="kg-report-bar__app">{t('app.name')}</span>
        <span className="kg-report-bar__title">
          {title}
          {subject && <span className="kg-report-bar__subject">{subject}</span>}
        </span>
      </div>
      <div className="kg-report-bar__actions">
        {auto ? (
          <AutoStatus state={autoState} error={autoError} />
        ) : ready ? (
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            loading={busy}
            onClick={onDownload}
            data-testid="pdf-download"
          >
            {downloadLabel ?? t('reports.pdf.download')}
          </Button>
        ) : (
          <span className="kg-report-bar__status" data-testid="report-preparing">
            <Spin size="small" indicator={<LoadingOutlined spin />} />
            {t('reports.pdf.preparing')}
          </span>
        )}
      </div>
    </header>
  );
}

function AutoStatus({ state, error }: { state: TAutoState; error: string }) {
  const { t } = useTranslation();
  if (state === 'done') {
    return (
      <span className="kg-report-bar__status kg-report-bar__status--ok" data-testid="pdf-auto-done">
        <CheckCircleFilled />
        {t('reports.pdf.autoDone')}
      </span>
    );
  }
  if (state === 'failed') {
    return (
      <span className="kg-report-bar__status kg-report-bar__status--error" data-testid="pdf-auto-failed">
        <WarningFilled />
        {t('reports.pdf.autoFailed', { msg: error })}
      </span>
    );
  }
  return (
    <span className="kg-report-bar__status" data-testid="pdf-auto-working">
      <Spin size="small" indicator={<LoadingOutlined spin />} />
      {state === 'working' ? t('reports.pdf.autoWorking') : t('reports.pdf.preparing')}
    </span>
  );
}
