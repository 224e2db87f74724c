import '../reports.i18n';
import './themeChild.css';
import { REPORT_FILE_SUFFIX, REPORT_ROUTES, reportFileName } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import { ReportDocument } from '../framework/ReportDocument';
import type { TReportFailure } from '../framework/ReportMessage';
import { ThemeChildPages } from './ThemeChildPages';
import { childReportParams, useThemeChildReport } from './useThemeChildReport';

/**
 * 主题评价报告 (screen 2, E52-E55): a child's theme evaluation for the family: cover, 主题说明,
 * the stars of each entry, the photos and words (6, then 2, then 1 per page), back cover;
 * 下载PDF as {child}_主题评价报告.pdf, printed by the server as a vector PDF (D4).
 */
export default function ThemeChildReport() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const params = childReportParams(search);
  const report = useThemeChildReport(params);
  const data = report.data;

  let failure: TReportFailure | null = null;
  const notFound = t('reports.themeChild.notFound');
  if (params === null) failure = { message: notFound, notFound: true };
  else if (report.error) {
    const missing = report.error instanceof ApiError && report.error.status === 404;
    failure = {
      message: missing ? notFound : report.error.message || t('reports.state.failedText'),
      notFound: missing,
    };
  }

  return (
    <ReportDocument
      title={t('reports.themeChild.title')}
      subject={data?.ChildrenName}
      route={REPORT_ROUTES.themeChild}
      fileName={data ? reportFileName(data.ChildrenName, REPORT_FILE_SUFFIX.themeReport) : null}
      loaded={Boolean(data)}
      failure={failure}
      onRetry={() => void report.refetch()}
    >
      {data && <ThemeChildPages data={data} />}
    </ReportDocument>
  );
}
