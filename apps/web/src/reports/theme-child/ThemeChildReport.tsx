import '../reports.i18n';
import './themeChild.css';
import { REPORT_FILE_SUFFIX, REPORT_ROUTES, reportFileName } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReportDocument } from '../framework/ReportDocument';
import { ThemeChildPages } from './ThemeChildPages';
import { themeReportFailure } from './ThemeReportParts';
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

  const failure = themeReportFailure(
    params !== null,
    report.error,
    t('reports.themeChild.notFound'),
    t('reports.state.failedText'),
  );

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
