import '../reports.i18n';
import './growingFootprint.css';
import './footprintTables.css';
import './footprintPages.css';
import { REPORT_FILE_SUFFIX, REPORT_ROUTES, reportFileName, type TReportQuery } from '@kg/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import { ReportDocument } from '../framework/ReportDocument';
import type { TReportFailure } from '../framework/ReportMessage';
import { FootprintPages } from './FootprintPages';
import { readFootprintQuery } from './footprintQuery';
import { useGrowingFootprint } from './useGrowingFootprint';
import { usePrintChoice } from './usePrintChoice';

/**
 * 成长档案 (screen 12, G41-G54): a child's growth-record booklet on A4 pages: cover, catalogue,
 * every record of the template as its page(s), the closing page last. Preview mode shows one
 * record's page(s); Type 1 prints and stores the PDF on its own (the framework's auto mode).
 */
export default function GrowingFootprintReport() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = useMemo(() => readFootprintQuery(params), [params]);
  const footprint = useGrowingFootprint(state?.dataQuery ?? null);
  const data = footprint.data;
  const title = state?.info.Title?.trim() || t('reports.growingFootprint.title');

  const choice = usePrintChoice();
  // A booklet already limited, or one record's preview, prints as it is shown.
  const asks = Boolean(data && state && !state.limit && !state.preview);
  const prepareDownload = async (query: TReportQuery) => {
    if (!asks || !data || !state) return query;
    const chosen = await choice.ask({ StudentId: state.info.CustomerId, TempId: data.TempId });
    if (!chosen) return null;
    return chosen === 'limit' ? { ...query, limit: 'true' } : query;
  };

  let failure: TReportFailure | null = null;
  if (!state) failure = { message: t('reports.growingFootprint.infoInvalid'), notFound: true };
  else if (footprint.error) {
    const missing = footprint.error instanceof ApiError && footprint.error.status === 404;
    failure = {
      message: missing
        ? t('reports.growingFootprint.notFound')
        : footprint.error.message || t('reports.state.failedText'),
      notFound: missing,
    };
  }

  return (
    <>
      <ReportDocument
        title={title}
        subject={data?.StudentName ?? state?.info.StudentName}
        route={REPORT_ROUTES.growingFootprint}
        fileName={data ? reportFileName(data.StudentName, REPORT_FILE_SUFFIX.growthRecord) : null}
        loaded={Boolean(data)}
        failure={failure}
        onRetry={() => void footprint.refetch()}
        prepareDownload={prepareDownload}
      >
        {data && state && (
          <FootprintPages
            data={data}
            preview={state.preview}
            // preview's Title names the one record; the cover always carries the booklet's name
            title={state.preview ? t('reports.growingFootprint.title') : title}
          />
        )}
      </ReportDocument>
      {choice.dialog}
    </>
  );
}
