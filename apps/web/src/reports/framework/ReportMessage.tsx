import '../reports.i18n';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type TReportFailure = { message: string; notFound: boolean };

type TProps = { failure: TReportFailure; onRetry?: () => void; extra?: ReactNode };

/**
 * A report that cannot be shown: missing or not the user's (404: no retry helps) or a failed
 * load (retry). Shown in place of the pages; the print browser reads the same text from
 * window.__REPORT_ERROR__.
 */
export function ReportMessage({ failure, onRetry, extra }: TProps) {
  const { t } = useTranslation();
  return (
    <div className="kg-report-message">
      <Result
        status={failure.notFound ? '404' : 'warning'}
        title={failure.notFound ? t('reports.state.notFoundTitle') : t('reports.state.failedTitle')}
        subTitle={failure.message}
        data-testid={failure.notFound ? 'report-not-found' : 'report-error'}
        extra={
          <>
            {!failure.notFound && onRetry && (
              <Button icon={<ReloadOutlined />} onClick={onRetry} data-testid="report-retry">
                {t('reports.state.retry')}
              </Button>
            )}
            {extra}
          </>
        }
      />
    </div>
  );
}
