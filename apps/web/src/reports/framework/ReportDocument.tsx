import '../reports.i18n';
import './report.css';
import type { TReportQuery } from '@kg/contracts';
import { Spin } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../app/routing/PageLoading';
import { isAutoMode, printQuery } from './autoMode';
import { ExportBar } from './ExportBar';
import { ReadinessContext } from './ReportContext';
import { ReportMessage, type TReportFailure } from './ReportMessage';
import { isRenderMode } from './reportWindow';
import { usePageFit } from './usePageFit';
import { usePdfExport } from './usePdfExport';
import { useReportReadiness } from './useReportReadiness';

type TProps = {
  /** the report's name in the bar, e.g. 幼儿名册 */
  title: string;
  /** whom it is about, e.g. 小一班 */
  subject?: string;
  /** the route the server prints (REPORT_ROUTES) */
  route: string;
  /** `小一班_幼儿名册.pdf` once the data is known */
  fileName: string | null;
  loaded: boolean;
  failure: TReportFailure | null;
  onRetry?: () => void;
  /** shown under a failure, e.g. a way back to the list */
  failureExtra?: ReactNode;
  /**
   * Asked when 下载PDF is clicked, with the query the report would print: answers the query to
   * print (e.g. with limit) or null to print nothing (issue 14 item 2).
   */
  prepareDownload?: (query: TReportQuery) => Promise<TReportQuery | null>;
  /** the loading mask's text (I03: 报告生成中。。。); the app's loading text by default */
  loadingText?: string;
  /** the download button's text where the spec names another (screen 20: 下载); 下载PDF by default */
  downloadLabel?: string;
  /** the A4 pages */
  children: ReactNode;
};

/**
 * A retry starts the report afresh: a new readiness tracker, since a failure is final for one.
 */
export function ReportDocument(props: TProps) {
  const [attempt, setAttempt] = useState(0);
  const { onRetry } = props;
  const retry = onRetry
    ? () => {
        setAttempt((n) => n + 1);
        onRetry();
      }
    : undefined;
  return <ReportFrame key={attempt} {...props} onRetry={retry} />;
}

/**
 * The frame of every report route (standalone, no shell): the export bar (not printed, not in
 * the print browser), the pages on a grey desk, the loading and failure states, readiness for
 * the print browser, the document title (the PDF's title), and the export itself.
 */
function ReportFrame(props: TProps) {
  const {
    title,
    subject,
    route,
    fileName,
    loaded,
    failure,
    onRetry,
    failureExtra,
    prepareDownload,
    loadingText,
    downloadLabel,
    children,
  } = props;
  const root = useRef<HTMLElement>(null);
  const [params] = useSearchParams();
  const render = isRenderMode();
  const auto = !render && isAutoMode(params);
  const { readiness, state } = useReportReadiness(root, { loaded, error: failure?.message ?? null });
  const query = useMemo<TReportQuery>(() => printQuery(params), [params]);
  const target = useMemo(() => (fileName ? { route, query, fileName } : null), [fileName, route, query]);
  const pdf = usePdfExport(target, { ready: state === 'ready', auto });
  usePageFit(root, !render);

  const download = async () => {
    if (!target) return;
    const query = prepareDownload ? await prepareDownload(target.query) : target.query;
    if (query) void pdf.download({ ...target, query });
  };

  useEffect(() => {
    if (!fileName) return;
    const previous = document.title;
    document.title = fileName.replace(/\.pdf$/i, '');
    return () => {
      document.title = previous;
    };
  }, [fileName]);

  return (
    <div className="kg-report" data-testid="report" data-render={render || undefined}>
      {!render && (
        <ExportBar
          title={title}
          subject={subject}
          ready={state === 'ready' && Boolean(target)}
          auto={auto}
          autoState={pdf.autoState}
          autoError={pdf.autoError}
          busy={pdf.busy}
          downloadLabel={downloadLabel}
          onDownload={() => void download()}
        />
      )}
      {failure ? (
        <ReportMessage failure={failure} onRetry={onRetry} extra={failureExtra} />
      ) : (
        !loaded &&
        (loadingText ? (
          <div className="kg-page-loading" data-testid="report-loading">
            <Spin size="large" description={loadingText} />
          </div>
        ) : (
          <PageLoading />
        ))
      )}
      <ReadinessContext.Provider value={readiness}>
        <main
          ref={root}
          className="kg-report__pages"
          data-testid="report-pages"
          data-ready={state === 'ready' || undefined}
        >
          {loaded && !failure && children}
        </main>
      </ReadinessContext.Provider>
      <Spin fullscreen spinning={pdf.busy} description={<GeneratingText />} />
    </div>
  );
}

function GeneratingText() {
  const { t } = useTranslation();
  return <span data-testid="pdf-generating">{t('reports.pdf.generating')}</span>;
}
