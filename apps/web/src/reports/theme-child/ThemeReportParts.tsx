import '../reports.i18n';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { LEVELS } from '../../features/themes/scoring/scoring.logic';
import type { TReportFailure } from '../framework/ReportMessage';
import { ReportPage, SectionHeading } from '../framework/ReportPage';
import { starFilledForReport } from './starsForReport';

export { LEVELS };

/** A star row's three level cells as printed (the child and the class report). */
export function StarLevelCells({ type, score }: { type: number; score: number }) {
  return (
    <>
      {LEVELS.map((level, li) => (
        <td key={level} className={`kg-theme-report__level kg-theme-report__level--${li}`}>
          {starFilledForReport(type, score, li).map(({ star, on }) =>
            on ? <StarFilled key={star} className="is-on" /> : <StarOutlined key={star} />,
          )}
        </td>
      ))}
    </>
  );
}

type TDescribed = { Title: string; Aim: string; Descriptions: Array<{ Title: string; Desc: string }> };

/** The 主题说明 page: the aim and every written description. */
export function ThemeDescriptionsPage({
  data,
  page,
  total,
  running,
  testId,
}: {
  data: TDescribed;
  page: number;
  total: number;
  running: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <ReportPage page={page} total={total} running={running} testId={testId}>
      <SectionHeading title={data.Title} sub={t('reports.themeChild.descriptions')} />
      {data.Aim && <p className="kg-theme-report__aim">{data.Aim}</p>}
      {data.Descriptions.filter((d) => d.Desc.trim()).map((d) => (
        <section key={d.Title} className="kg-theme-report__description">
          <h3>{d.Title}</h3>
          <p>{d.Desc}</p>
        </section>
      ))}
    </ReportPage>
  );
}

/** A theme report's failure: no ids in the address or a 404 read as "not found", else the error. */
export function themeReportFailure(
  hasParams: boolean,
  error: Error | null,
  notFound: string,
  failedText: string,
): TReportFailure | null {
  if (!hasParams) return { message: notFound, notFound: true };
  if (!error) return null;
  const missing = error instanceof ApiError && error.status === 404;
  return { message: missing ? notFound : error.message || failedText, notFound: missing };
}
