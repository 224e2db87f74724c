import '../reports.i18n';
import './dietaryReport.css';
import { API, REPORT_FILE_SUFFIX, REPORT_ROUTES, reportFileName } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError, http } from '../../api/http';
import { queryKeyOf } from '../../api/queries';
import { ReportDocument } from '../framework/ReportDocument';
import type { TReportFailure } from '../framework/ReportMessage';
import { isRenderMode } from '../framework/reportWindow';
import { DietaryPages } from './DietaryPages';
import { readDietaryQuery } from './dietaryQuery';

/**
 * 膳食营养分析报告 (screen 20, K01-K07): a period's published menus as the children ate them,
 * against the school's nutrition standards. Cover, 膳食概况 with the food groups, the nutrient
 * table, the diet's structure, the advice and a closing page; 下载 prints it on the server as
 * an A4 vector PDF at scale 1.
 */
export default function DietaryReport() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = useMemo(() => readDietaryQuery(params), [params]);
  const input = query ?? { StartDate: '', EndDate: '' };
  const report = useQuery({
    queryKey: queryKeyOf(API.dietaryReport.report, input),
    enabled: query !== null,
    queryFn: ({ signal }) =>
      http.request(API.dietaryReport.report, input, { signal, quiet: true, background: isRenderMode() }),
  });
  const data = report.data;

  let failure: TReportFailure | null = null;
  if (!query) failure = { message: t('reports.dietaryReport.queryInvalid'), notFound: true };
  else if (report.error && !data) {
    const error = report.error;
    const refused = error instanceof ApiError && (error.status === 404 || error.status === 403);
    failure = refused
      ? { message: t('reports.dietaryReport.notFound'), notFound: true }
      : { message: error.message || t('reports.state.failedText'), notFound: error instanceof ApiError };
  }

  return (
    <ReportDocument
      title={t('reports.dietaryReport.fileTitle')}
      subject={data ? `${data.SchoolName} · ${data.StartDate}~${data.EndDate}` : undefined}
      route={REPORT_ROUTES.dietaryReport}
      fileName={
        data
          ? reportFileName(
              `${data.SchoolName}_${data.StartDate}至${data.EndDate}`,
              REPORT_FILE_SUFFIX.dietaryReport,
            )
          : null
      }
      loaded={Boolean(data)}
      failure={failure}
      onRetry={() => void report.refetch()}
      loadingText={t('reports.dietaryReport.loading')}
      downloadLabel={t('reports.dietaryReport.download')}
    >
      {data && <DietaryPages data={data} />}
    </ReportDocument>
  );
}
