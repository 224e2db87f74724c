import '../reports.i18n';
import type { TDietaryReport } from '@kg/contracts';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CoverPage } from '../framework/CoverPage';
import { DietaryAdvicePage } from './DietaryAdvicePage';
import { DietaryAnalysisPage } from './DietaryAnalysisPage';
import { DietaryClosingPage } from './DietaryClosingPage';
import { DietaryNutrientPage } from './DietaryNutrientPage';
import { DietarySummaryPage } from './DietarySummaryPage';

/** The report's sheets in print order: cover, 概况, nutrients, structure, advice, closing (K02-K06). */
export function DietaryPages({ data }: { data: TDietaryReport }) {
  const { t } = useTranslation();
  const date = (d: string) => dayjs(d).format(t('reports.page.dateFormat'));
  const period = t('reports.dietaryReport.period', { start: date(data.StartDate), end: date(data.EndDate) });
  const running = [data.SchoolName, data.Title, period].join(' · ');
  const total = 6;
  const page = { total, running, period };
  return (
    <>
      <CoverPage
        page={1}
        total={total}
        school={data.SchoolName}
        title={data.Title}
        label={t('reports.dietaryReport.titleLabel')}
        subject={period}
        facts={[
          { label: t('reports.dietaryReport.reporter'), value: data.Reporter },
          { label: t('reports.dietaryReport.reportDate'), value: date(data.ReportDate) },
          {
            label: t('reports.dietaryReport.menuDays'),
            value: t('reports.dietaryReport.days', { count: data.MenuDays }),
          },
        ]}
      />
      <DietarySummaryPage data={data} page={2} {...page} />
      <DietaryNutrientPage data={data} page={3} {...page} />
      <DietaryAnalysisPage data={data} page={4} {...page} />
      <DietaryAdvicePage data={data} page={5} {...page} />
      <DietaryClosingPage data={data} page={6} total={total} date={date(data.ReportDate)} />
    </>
  );
}
