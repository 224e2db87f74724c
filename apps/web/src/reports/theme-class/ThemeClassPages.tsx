import { pictureSrc } from '../framework/pictureSrc';
import '../reports.i18n';
import { type TThemeClassReport, themeClassReportPages } from '@kg/contracts';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BackCover } from '../framework/BackCover';
import { CoverPage } from '../framework/CoverPage';
import { ReportChart } from '../framework/ReportChart';
import { ReportPage, SectionHeading } from '../framework/ReportPage';
import { StarLevelCells, ThemeDescriptionsPage } from '../theme-child/ThemeReportParts';
import { distributionOption } from './themeClassChart';

/** Printed width of a child's photo on the class report (two columns, themeChild.css). */
const PHOTO_MM = 75;
/** A child's photo page holds six pictures (their first block's first, then the others'). */
const PHOTOS_PER_CHILD = 6;

/** The class report's pages in print order: 2 × groups + 5 (E61). */
export function ThemeClassPages({ data }: { data: TThemeClassReport }) {
  const { t } = useTranslation();
  const total = themeClassReportPages(data.ClassReport.length);
  const running = [data.SchoolName, data.ClassName, data.Title].join(' · ');
  const option = useMemo(() => distributionOption(data, t('reports.themeClass.yUnit')), [data, t]);
  let page = 2;

  return (
    <>
      <CoverPage
        page={1}
        total={total}
        school={data.SchoolName}
        title={t('reports.themeClass.title')}
        label={t('reports.themeClass.titleLabel')}
        subject={data.ClassName}
        facts={[
          { label: t('reports.themeChild.theme'), value: data.Title },
          { label: t('reports.themeChild.className'), value: `${data.GradeName} · ${data.ClassName}` },
          { label: t('reports.themeChild.studyYear'), value: data.StudyYearName },
          {
            label: t('reports.themeChild.dates'),
            value: `${data.StartDate} ~ ${data.EndDate}`,
          },
        ]}
      />
      <ThemeDescriptionsPage
        data={data}
        page={page++}
        total={total}
        running={running}
        testId="class-report-descriptions"
      />
      <ReportPage page={page++} total={total} running={running} testId="class-report-keywords">
        <SectionHeading
          title={t('reports.themeClass.keywordTable')}
          sub={t('reports.themeClass.evaluated', { done: data.ClassReport.length, total: data.Children })}
        />
        <table
          className="kg-theme-report__stars kg-class-report__table"
          data-testid="class-report-keyword-table"
        >
          <thead>
            <tr>
              <th>{t('reports.themeClass.keyword')}</th>
              <th className="kg-theme-report__describe">{t('reports.themeClass.describe')}</th>
              <th>{t('reports.themeClass.cha')}</th>
              <th>{t('reports.themeClass.good')}</th>
              <th>{t('reports.themeClass.veryGood')}</th>
            </tr>
          </thead>
          <tbody>
            {data.List.length === 0 && (
              <tr>
                <td colSpan={5} className="kg-class-report__empty">
                  {t('reports.themeClass.empty')}
                </td>
              </tr>
            )}
            {data.List.map((row) => (
              <tr key={`${row.KeyWord}-${row.Describe}`}>
                <td>{row.KeyWord}</td>
                <td className="kg-theme-report__describe">{row.Describe}</td>
                <td className="kg-class-report__num">{row.ChaNum}</td>
                <td className="kg-class-report__num">{row.GoodNum}</td>
                <td className="kg-class-report__num">{row.VeryGoodNum}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ReportPage>
      {data.ClassReport.flatMap((group) => {
        const photos = group.secondDesc.flatMap((b) => b.ImgList).slice(0, PHOTOS_PER_CHILD);
        const words = group.secondDesc.filter((b) => b.Text.trim());
        return [
          <ReportPage
            key={`${group.StudentId}-stars`}
            page={page++}
            total={total}
            running={running}
            testId="class-report-child-stars"
          >
            <SectionHeading title={t('reports.themeClass.childStars', { name: group.ChildrenName })} />
            {group.Entries.map((entry) => (
              <table key={entry.EvaluateTitle} className="kg-theme-report__stars kg-class-report__child">
                <caption>{entry.EvaluateTitle}</caption>
                <tbody>
                  {entry.KeyWordList.flatMap((k) =>
                    k.DescribeList.map((row) => (
                      <tr key={row.Eval_ThemeQuestionId}>
                        <td className="kg-theme-report__describe">
                          <span className="kg-class-report__keyword">{k.KeyWord}</span> {row.Text}
                        </td>
                        <StarLevelCells type={entry.Type} score={row.Score} />
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            ))}
          </ReportPage>,
          <ReportPage
            key={`${group.StudentId}-photos`}
            page={page++}
            total={total}
            running={running}
            testId="class-report-child-photos"
          >
            <SectionHeading title={t('reports.themeClass.childMoments', { name: group.ChildrenName })} />
            {photos.length > 0 && (
              <div className="kg-theme-report__photos kg-theme-report__photos--6 kg-class-report__photos">
                {photos.map((src, i) => (
                  <img
                    key={`${src}-${i.toString()}`}
                    src={pictureSrc(src, PHOTO_MM)}
                    alt=""
                    className="kg-theme-report__photo"
                  />
                ))}
              </div>
            )}
            {words.map((b) => (
              <p key={b.Label} className="kg-theme-report__words kg-class-report__words">
                <strong>{b.Label}：</strong>
                {b.Text}
              </p>
            ))}
          </ReportPage>,
        ];
      })}
      <ReportPage page={page++} total={total} running={running} testId="class-report-chart">
        <SectionHeading title={t('reports.themeClass.chart')} />
        <ReportChart option={option} className="kg-class-report__chart" testId="class-report-chart-canvas" />
      </ReportPage>
      <BackCover
        page={total}
        total={total}
        school={data.SchoolName}
        printedOn={dayjs().format('YYYY-MM-DD')}
      />
    </>
  );
}
