import { pictureSrc } from '../framework/pictureSrc';
import '../reports.i18n';
import type { TThemeChildDetail } from '@kg/contracts';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BackCover } from '../framework/BackCover';
import { CoverPage } from '../framework/CoverPage';
import { ReportPage, SectionHeading } from '../framework/ReportPage';
import { LEVELS, StarLevelCells, ThemeDescriptionsPage } from './ThemeReportParts';
import { childReportPageCount, imagePages, starEntries } from './themeChildLayout';

/** Printed width of a photo by the page's layout (themeChild.css): two columns of six, or one. */
const PHOTO_MM: Record<number, number> = { 6: 80, 2: 130, 1: 170 };
/** The report's pages in print order, numbered from one count. */
export function ThemeChildPages({ data }: { data: TThemeChildDetail }) {
  const { t } = useTranslation();
  const entries = useMemo(() => starEntries(data), [data]);
  const images = useMemo(() => imagePages(data), [data]);
  const total = childReportPageCount(data);
  const title = t('reports.themeChild.title');
  const running = [data.SchoolName, data.ClassName, data.ChildrenName, data.Title].join(' · ');
  let page = 2;

  return (
    <>
      <CoverPage
        page={1}
        total={total}
        school={data.SchoolName}
        title={title}
        label={t('reports.themeChild.titleLabel')}
        subject={data.ChildrenName}
        facts={[
          { label: t('reports.themeChild.theme'), value: data.Title },
          { label: t('reports.themeChild.className'), value: `${data.GradeName} · ${data.ClassName}` },
          { label: t('reports.themeChild.studyYear'), value: data.StudyYearName },
          { label: t('reports.themeChild.dates'), value: `${data.StartDate} ~ ${data.EndDate}` },
        ]}
      />
      <ThemeDescriptionsPage
        data={data}
        page={page++}
        total={total}
        running={running}
        testId="theme-report-descriptions"
      />
      {entries.map((entry) => (
        <ReportPage
          key={entry.Eval_ThemeDetailId}
          page={page++}
          total={total}
          running={running}
          testId="theme-report-stars"
        >
          <SectionHeading title={entry.EvaluateTitle} sub={t('reports.themeChild.evaluation')} />
          {entry.KeyWordList.map((keyword) => (
            <table key={keyword.KeyWord} className="kg-theme-report__stars">
              <caption>{keyword.KeyWord}</caption>
              <thead>
                <tr>
                  <th className="kg-theme-report__describe">{t('reports.themeChild.describe')}</th>
                  {LEVELS.map((level) => (
                    <th key={level}>{level}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {keyword.DescribeList.map((row) => (
                  <tr key={row.Eval_ThemeQuestionId}>
                    <td className="kg-theme-report__describe">{row.Text}</td>
                    <StarLevelCells type={entry.Type} score={row.Score} />
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
          <p className="kg-theme-report__legend">{t('reports.themeChild.legend')}</p>
        </ReportPage>
      ))}
      {images.map((p) => (
        <ReportPage
          key={`${p.blockId}-${p.images[0] ?? 'words'}`}
          page={page++}
          total={total}
          running={running}
          testId="theme-report-photos"
        >
          <SectionHeading title={p.label} sub={p.title} />
          {p.images.length > 0 && (
            <div className={`kg-theme-report__photos kg-theme-report__photos--${p.slots}`}>
              {p.images.map((src) => (
                <img
                  key={src}
                  src={pictureSrc(src, PHOTO_MM[p.slots] ?? 170)}
                  alt=""
                  className="kg-theme-report__photo"
                />
              ))}
            </div>
          )}
          {p.words.trim() && <p className="kg-theme-report__words">{p.words}</p>}
        </ReportPage>
      ))}
      <BackCover
        page={total}
        total={total}
        school={data.SchoolName}
        printedOn={dayjs().format('YYYY-MM-DD')}
      />
    </>
  );
}
