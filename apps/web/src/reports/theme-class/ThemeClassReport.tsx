import '../reports.i18n';
import '../theme-child/themeChild.css';
import { API, REPORT_FILE_SUFFIX, REPORT_ROUTES, reportFileName } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { http } from '../../api/http';
import { queryKeyOf } from '../../api/queries';
import { ReportDocument } from '../framework/ReportDocument';
import { isRenderMode } from '../framework/reportWindow';
import { themeReportFailure } from '../theme-child/ThemeReportParts';
import { ThemeClassPages } from './ThemeClassPages';

/** E56's query: ThemeId and ClassId name the class's theme (the rest is the legacy header). */
function classReportParams(search: URLSearchParams) {
  const read = (key: string) => {
    const n = Number(search.get(key));
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  const Eval_ThemeId = read('ThemeId') ?? read('Eval_ThemeId');
  const ClassId = read('ClassId');
  return Eval_ThemeId && ClassId ? { Eval_ThemeId, ClassId } : null;
}

/**
 * 主题班级报告 (screen 14, E56-E62): cover, 主题说明, the keyword table, two pages per
 * evaluated child (stars, then photos and words), the distribution chart, back cover: 2 × groups
 * + 5 pages; 下载PDF as {class}_{theme}_班级报告.pdf.
 */
export default function ThemeClassReport() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const params = classReportParams(search);
  const input = params ?? { Eval_ThemeId: 0, ClassId: 0 };
  const report = useQuery({
    queryKey: queryKeyOf(API.themeScoring.classReport, input),
    enabled: params !== null,
    queryFn: ({ signal }) =>
      http.request(API.themeScoring.classReport, input, { signal, quiet: true, background: isRenderMode() }),
  });
  const data = report.data;
  const failure = themeReportFailure(
    params !== null,
    report.error,
    t('reports.themeClass.notFound'),
    t('reports.state.failedText'),
  );
  return (
    <ReportDocument
      title={t('reports.themeClass.title')}
      subject={data ? `${data.ClassName} · ${data.Title}` : undefined}
      route={REPORT_ROUTES.themeClass}
      fileName={
        data ? reportFileName(`${data.ClassName}_${data.Title}`, REPORT_FILE_SUFFIX.classReport) : null
      }
      loaded={Boolean(data)}
      failure={failure}
      onRetry={() => void report.refetch()}
    >
      {data && <ThemeClassPages data={data} />}
    </ReportDocument>
  );
}
