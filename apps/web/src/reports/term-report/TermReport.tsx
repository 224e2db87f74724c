import '../reports.i18n';
import './termReport.css';
import { API, REPORT_FILE_SUFFIX, REPORT_ROUTES, reportFileName, type TTermItem } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ApiError, http } from '../../api/http';
import { queryKeyOf } from '../../api/queries';
import { ReportDocument } from '../framework/ReportDocument';
import type { TReportFailure } from '../framework/ReportMessage';
import { isRenderMode } from '../framework/reportWindow';
import { AdviceDialog, type TOpenAdvice } from './AdviceDialog';
import { TermPages } from './TermPages';
import { readTermQuery } from './termQuery';

/**
 * 学期评价报告 (screen 13, I01-I17): a child's term, computed on the server from the term's
 * observation records and theme evaluations. 报告生成中。。。 while loading; 下载PDF once the
 * charts have finished (the framework's readiness, DECISIONS 5) as {child}_学期评价报告.pdf.
 * /reportSemesterBaby is the same page (the server knows a nursery child by its grade).
 */
export default function TermReport() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => readTermQuery(params), [params]);
  const input = state?.dataQuery ?? { CycleId: '', StudentId: '' };
  const report = useQuery({
    queryKey: queryKeyOf(API.termReports.report, input),
    enabled: state !== null,
    queryFn: ({ signal }) =>
      http.request(API.termReports.report, input, { signal, quiet: true, background: isRenderMode() }),
  });
  const data = report.data;
  const [advice, setAdvice] = useState<TOpenAdvice | null>(null);
  const interactive = !isRenderMode() && !state?.auto;

  let failure: TReportFailure | null = null;
  if (!state) failure = { message: t('reports.termReport.queryInvalid'), notFound: true };
  else if (report.error && !data) failure = termFailure(report.error, t);

  const route = pathname.toLowerCase().includes(REPORT_ROUTES.termReportBaby.toLowerCase())
    ? REPORT_ROUTES.termReportBaby
    : REPORT_ROUTES.termReport;
  const open = (domain: string, category: string, item: TTermItem) => setAdvice({ domain, category, item });

  return (
    <ReportDocument
      title={t('reports.termReport.fileTitle')}
      subject={data?.StudentName || state?.studentName || undefined}
      route={route}
      fileName={data ? reportFileName(data.StudentName, REPORT_FILE_SUFFIX.termReport) : null}
      loaded={Boolean(data)}
      failure={failure}
      onRetry={() => void report.refetch()}
      loadingText={t('reports.termReport.loading')}
    >
      {data && (
        <>
          <TermPages data={data} onOpenAdvice={interactive ? open : undefined} />
          {interactive && (
            <AdviceDialog
              open={advice}
              studentId={data.StudentId}
              studentName={data.StudentName}
              cycleId={data.CycleId}
              editable={data.Editable}
              onClose={() => setAdvice(null)}
              onSaved={() => {
                setAdvice(null);
                void report.refetch();
              }}
            />
          )}
        </>
      )}
    </ReportDocument>
  );
}

/** Another school's or class's child or term (404) cannot be shown; anything else can be retried. */
function termFailure(error: Error, t: TFunction): TReportFailure {
  const refused = error instanceof ApiError && (error.status === 404 || error.status === 403);
  if (refused) return { message: t('reports.termReport.notFound'), notFound: true };
  return { message: error.message || t('reports.state.failedText'), notFound: false };
}
