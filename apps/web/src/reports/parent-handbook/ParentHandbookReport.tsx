import '../reports.i18n';
import './parentHandbook.css';
import { API, REPORT_FILE_SUFFIX, REPORT_ROUTES, reportFileName } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ApiError, http } from '../../api/http';
import { queryKeyOf } from '../../api/queries';
import { ReportDocument } from '../framework/ReportDocument';
import type { TReportFailure } from '../framework/ReportMessage';
import { isRenderMode } from '../framework/reportWindow';
import { ParentPages } from './ParentPages';
import { readParentQuery } from './parentQuery';
import { PARENT_SAMPLE } from './parentSample';

/**
 * 家长版成长档案 (screen 3, H42-H46): per questionnaire bank the child's rated items beside last
 * term's, the comparison chart, photos and the parents' words; 下载PDF as {child}_成长档案.pdf
 * (DECISIONS 46). `?sample=1` shows the fixed sample (H44) and reads nothing.
 * /reportPatriarchBoby is the same page (the server knows a nursery child by its grade).
 */
export default function ParentHandbookReport() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => readParentQuery(params), [params]);
  const live = state && !state.sample ? state : null;
  const input = live?.dataQuery ?? { CycleId: '', StudentId: '' };
  const handbook = useQuery({
    queryKey: queryKeyOf(API.termReports.parentHandbook, input),
    enabled: live !== null,
    queryFn: ({ signal }) =>
      http.request(API.termReports.parentHandbook, input, {
        signal,
        quiet: true,
        background: isRenderMode(),
      }),
  });
  const data = state?.sample ? PARENT_SAMPLE : handbook.data;
  const writing = Boolean(live && data?.Editable) && !isRenderMode() && !state?.auto;

  let failure: TReportFailure | null = null;
  if (!state) failure = { message: t('reports.parentHandbook.queryInvalid'), notFound: true };
  else if (live && handbook.error && !data) failure = parentFailure(handbook.error, t);

  const route = pathname.toLowerCase().includes(REPORT_ROUTES.parentHandbookBaby.toLowerCase())
    ? REPORT_ROUTES.parentHandbookBaby
    : REPORT_ROUTES.parentHandbook;
  return (
    <ReportDocument
      title={t('reports.parentHandbook.title')}
      subject={data?.StudentName || (live ? live.studentName : '') || undefined}
      route={route}
      fileName={data ? reportFileName(data.StudentName, REPORT_FILE_SUFFIX.growthRecord) : null}
      loaded={Boolean(data)}
      failure={failure}
      onRetry={() => void handbook.refetch()}
    >
      {data && <ParentPages data={data} onSaved={writing ? () => void handbook.refetch() : undefined} />}
    </ReportDocument>
  );
}

function parentFailure(error: Error, t: TFunction): TReportFailure {
  const refused = error instanceof ApiError && (error.status === 404 || error.status === 403);
  if (refused) return { message: t('reports.parentHandbook.notFound'), notFound: true };
  return { message: error.message || t('reports.state.failedText'), notFound: false };
}
