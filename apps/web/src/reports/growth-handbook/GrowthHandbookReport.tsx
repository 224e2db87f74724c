import '../reports.i18n';
import type { TFunction } from 'i18next';
import '../growing-footprint/growingFootprint.css';
import '../growing-footprint/footprintTables.css';
import '../growing-footprint/footprintPages.css';
import './growthHandbook.css';
import { REPORT_FILE_SUFFIX, REPORT_ROUTES, reportFileName } from '@kg/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import { ReportDocument } from '../framework/ReportDocument';
import type { TReportFailure } from '../framework/ReportMessage';
import { isRenderMode } from '../framework/reportWindow';
import { HandbookPages } from './HandbookPages';
import { readHandbookQuery } from './handbookQuery';
import { useGrowthHandbook } from './useGrowthHandbook';
import { useHandbookEdits } from './useHandbookEdits';

/**
 * 成长手册, school edition (screen 16, H27-H41): up to four of a child's process evaluations as
 * one A4 booklet: a cover, each entry's 寄语, category pages, observation and rating tables,
 * and the 封底; 下载PDF as {child}_成长手册.pdf, printed by the server (D4). type 1 prints and
 * stores the PDF on its own (the framework's auto mode). A writer changes the tables on the
 * page (design Q7); in the print browser and in auto mode the handbook is read-only.
 */
export default function GrowthHandbookReport() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = useMemo(() => readHandbookQuery(params), [params]);
  const handbook = useGrowthHandbook(state?.dataQuery ?? null);
  const editable = Boolean(handbook.data?.Editable) && !isRenderMode() && !state?.auto;
  const { shown, editor } = useHandbookEdits(handbook.data, { enabled: editable, refetch: handbook.refetch });

  let failure: TReportFailure | null = null;
  if (!state) failure = { message: t('reports.growthHandbook.queryInvalid'), notFound: true };
  // A refetch after an edit that fails keeps the pages shown (the edit's own message said why).
  else if (handbook.error && !handbook.data) failure = handbookFailure(handbook.error, t);

  return (
    <ReportDocument
      title={t('reports.growthHandbook.title')}
      subject={shown?.StudentName || state?.studentName || undefined}
      route={REPORT_ROUTES.growthHandbook}
      fileName={shown ? reportFileName(shown.StudentName, REPORT_FILE_SUFFIX.handbook) : null}
      loaded={Boolean(shown)}
      failure={failure}
      onRetry={() => void handbook.refetch()}
    >
      {shown && <HandbookPages data={shown} editor={editor} />}
    </ReportDocument>
  );
}

/**
 * Entries that are not this child's, or a child not the caller's, cannot be shown (404, 403:
 * no retry helps); anything else is a failed load, with retry.
 */
function handbookFailure(error: Error, t: TFunction): TReportFailure {
  const refused = error instanceof ApiError && (error.status === 404 || error.status === 403);
  if (refused) return { message: t('reports.growthHandbook.notFound'), notFound: true };
  return { message: error.message || t('reports.state.failedText'), notFound: false };
}
