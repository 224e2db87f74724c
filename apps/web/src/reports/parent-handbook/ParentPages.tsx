import '../reports.i18n';
import { type TParentCategory, type TParentHandbook, YesNo } from '@kg/contracts';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BackCover } from '../framework/BackCover';
import { CoverPage } from '../framework/CoverPage';
import { ReportChart } from '../framework/ReportChart';
import { ReportPage, SectionHeading } from '../framework/ReportPage';
import { ReportPicture } from '../framework/ReportPicture';
import { ParentMessageBox } from './ParentMessageBox';
import { parentChartOption } from './parentChart';
import { parentPlan, type TParentPage } from './parentPlan';

type TProps = {
  data: TParentHandbook;
  /** a writer on screen: the parents' words are typed in place */
  onSaved?: () => void;
};

/** The chart's height: room for each item's bars, at most what the page has left beside 14 rows. */
const chartHeightMm = (items: number) => Math.min(88, 16 + items * 5.5);

/** Photos per category page, printed 2 x 2. */
const PHOTOS = 4;
const PHOTO_MM = 84;

/** 家长版成长档案's pages in print order (H43), numbered from one plan. */
export function ParentPages({ data, onSaved }: TProps) {
  const plan = useMemo(() => parentPlan(data), [data]);
  const running = [data.SchoolName, data.ClassName, data.StudentName, data.CycleName].join(' · ');
  return (
    <>
      {plan.map((page, i) => (
        <ParentSheet
          key={`${page.kind}-${page.kind === 'items' || page.kind === 'moments' ? page.category.CateId : ''}-${page.kind === 'items' ? (page.rows[0]?.name ?? '') : ''}`}
          page={page}
          number={i + 1}
          total={plan.length}
          running={running}
          data={data}
          onSaved={onSaved}
        />
      ))}
    </>
  );
}

type TSheetProps = TProps & { page: TParentPage; number: number; total: number; running: string };

function ParentSheet({ page, number, total, running, data, onSaved }: TSheetProps) {
  const { t } = useTranslation();
  const k = 'reports.parentHandbook' as const;
  switch (page.kind) {
    case 'cover':
      return (
        <CoverPage
          page={number}
          total={total}
          school={data.SchoolName}
          title={t(`${k}.title`)}
          label={t(`${k}.titleLabel`)}
          subject={data.StudentName}
          facts={[
            {
              label: t(`${k}.className`),
              value: [data.GradeName, data.ClassName].filter(Boolean).join(' · '),
            },
            { label: t(`${k}.term`), value: data.CycleName },
          ]}
        />
      );
    case 'items':
      return (
        <ReportPage
          page={number}
          total={total}
          running={running}
          testId="parent-items"
          className="kg-ph-page"
        >
          <SectionHeading
            title={
              page.continued
                ? `${page.category.CateName}${t('reports.growthHandbook.continued')}`
                : page.category.CateName
            }
            sub={page.category.Description}
          />
          {page.category.IsStatus === 0 ? (
            <p className="kg-ph-empty">{t(`${k}.notRated`)}</p>
          ) : (
            <ItemsTable category={page.category} rows={page.rows} previous={data.PreviousCycleName} />
          )}
          {page.withChart && <CategoryChart category={page.category} />}
        </ReportPage>
      );
    case 'moments': {
      const photos = page.category.ImgList.split(',').filter(Boolean).slice(0, PHOTOS);
      return (
        <ReportPage
          page={number}
          total={total}
          running={running}
          testId="parent-moments"
          className="kg-ph-page"
        >
          <SectionHeading title={t(`${k}.moments`, { name: page.category.CateName })} />
          {page.withChart && <CategoryChart category={page.category} />}
          {photos.length > 0 ? (
            <div className="kg-ph-photos">
              {photos.map((src) => (
                <ReportPicture
                  key={src}
                  src={src}
                  widthMm={PHOTO_MM}
                  className="kg-ph-photos__img"
                  testId="parent-photo"
                />
              ))}
            </div>
          ) : (
            <p className="kg-ph-empty">{t(`${k}.noPhotos`)}</p>
          )}
          <ParentMessageBox
            category={page.category}
            editing={onSaved ? { studentId: data.StudentId, cycleId: data.CycleId, onSaved } : undefined}
          />
        </ReportPage>
      );
    }
    case 'back':
      return (
        <BackCover
          page={number}
          total={total}
          school={data.SchoolName}
          printedOn={dayjs().format(t('reports.page.dateFormat'))}
        />
      );
  }
}

/** A value as stars (★★★★☆☆) or, for a nursery question, 是 / 否; — when not rated then. */
function Rating({ value, max }: { value: number; max: number }) {
  const { t } = useTranslation();
  if (max === 1)
    return (
      <span>
        {value === YesNo.yes
          ? t('reports.parentHandbook.yes')
          : value === YesNo.no
            ? t('reports.parentHandbook.no')
            : '—'}
      </span>
    );
  if (value <= 0) return <span className="kg-ph-none">—</span>;
  return (
    <span className="kg-ph-stars" role="img" aria-label={`${value}/${max}`}>
      <span className="kg-ph-stars__on">{'★'.repeat(Math.min(value, max))}</span>
      <span className="kg-ph-stars__off">{'★'.repeat(Math.max(0, max - value))}</span>
    </span>
  );
}

function ItemsTable({
  category,
  rows,
  previous,
}: {
  category: TParentCategory;
  rows: Array<{ name: string; value: number; previous: number }>;
  previous: string | null;
}) {
  const { t } = useTranslation();
  const k = 'reports.parentHandbook' as const;
  return (
    <table className="kg-ph-table" data-testid="parent-table">
      <thead>
        <tr>
          <th>{t(`${k}.item`)}</th>
          <th className="kg-ph-table__value">{t(`${k}.thisTerm`)}</th>
          {previous && <th className="kg-ph-table__value">{previous}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} data-testid="parent-item">
            <td>{row.name}</td>
            <td className="kg-ph-table__value">
              <Rating value={row.value} max={category.Max} />
            </td>
            {previous && (
              <td className="kg-ph-table__value">
                <Rating value={row.previous} max={category.Max} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CategoryChart({ category }: { category: TParentCategory }) {
  const { t } = useTranslation();
  const option = useMemo(() => parentChartOption(category), [category]);
  return (
    <div className="kg-ph-chart" data-testid="parent-chart-box" data-series={JSON.stringify(category.Series)}>
      <div className="kg-ph-chart__title">
        {t('reports.parentHandbook.chart', { name: category.CateName })}
      </div>
      <ReportChart
        option={option}
        className="kg-ph-chart__box"
        testId="parent-chart"
        style={{ height: `${chartHeightMm(category.Xaxis_data.length)}mm` }}
      />
    </div>
  );
}
