import '../reports.i18n';
import type { TTermItem, TTermReport } from '@kg/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportChart } from '../framework/ReportChart';
import { ReportPage, SectionHeading } from '../framework/ReportPage';
import { ReportPicture } from '../framework/ReportPicture';
import { TermMarker } from './TermMarker';
import { termChartOption } from './termChart';
import type { TTermPage } from './termPlan';

type TProps = {
  page: Extract<TTermPage, { kind: 'domain' }>;
  number: number;
  total: number;
  running: string;
  data: TTermReport;
  onOpenAdvice?: (domain: string, category: string, item: TTermItem) => void;
};

/** Evidence photos printed per domain page, and their width. */
const PHOTOS = 4;
const PHOTO_MM = 40;

/** I07, I09, I11: a domain's table of points with markers, its chart and its photos. */
export function TermDomainPage({ page, number, total, running, data, onOpenAdvice }: TProps) {
  const { t } = useTranslation();
  const { domain } = page;
  const option = useMemo(
    () => termChartOption(domain, data.Legend, t('reports.termReport.domain.yName')),
    [domain, data.Legend, t],
  );
  const photos = domain.ListImg.split(',').filter(Boolean).slice(0, PHOTOS);
  const title = page.continued ? `${domain.Name}${t('reports.growthHandbook.continued')}` : domain.Name;
  return (
    <ReportPage page={number} total={total} running={running} testId="term-domain" className="kg-term-page">
      <SectionHeading
        title={title}
        sub={t('reports.termReport.domain.observedOf', { observed: domain.Observed, total: domain.Items })}
      />
      {domain.Items === 0 && <p className="kg-term-empty">{t('reports.termReport.domain.noItems')}</p>}
      {page.rows.length > 0 && (
        <table className="kg-term-table" data-testid="term-table">
          <thead>
            <tr>
              <th className="kg-term-table__category">{t('reports.termReport.domain.category')}</th>
              <th>{t('reports.termReport.domain.item')}</th>
              <th className="kg-term-table__level">{t('reports.termReport.domain.level')}</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={`${row.category}-${row.item.Source}-${row.item.title}`}>
                {row.firstOfCategory && (
                  <th scope="rowgroup" rowSpan={row.categorySize} className="kg-term-table__category">
                    {row.category}
                  </th>
                )}
                <td className="kg-term-table__item" data-testid="term-item">
                  {row.item.title}
                </td>
                <td className="kg-term-table__level">
                  <TermMarker
                    item={row.item}
                    legend={data.Legend}
                    onOpenAdvice={
                      onOpenAdvice ? (item) => onOpenAdvice(domain.Name, row.category, item) : undefined
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page.withChart && (
        <>
          <div
            className="kg-term-chart"
            data-testid="term-chart-box"
            data-domain={domain.Name}
            data-counts={JSON.stringify(domain.Series.map((x) => x.data.at(-1) ?? 0))}
          >
            <div className="kg-term-chart__title">
              {t('reports.termReport.domain.chart', { name: domain.Name })}
            </div>
            <ReportChart option={option} className="kg-term-chart__box" testId="term-chart" />
          </div>
          <div className="kg-term-photos">
            <div className="kg-term-photos__title">{t('reports.termReport.domain.photos')}</div>
            {photos.length > 0 ? (
              <div className="kg-term-photos__row">
                {photos.map((src) => (
                  <ReportPicture
                    key={src}
                    src={src}
                    widthMm={PHOTO_MM}
                    className="kg-term-photos__img"
                    testId="term-photo"
                  />
                ))}
              </div>
            ) : (
              <p className="kg-term-empty">{t('reports.termReport.domain.noPhotos')}</p>
            )}
          </div>
        </>
      )}
    </ReportPage>
  );
}
