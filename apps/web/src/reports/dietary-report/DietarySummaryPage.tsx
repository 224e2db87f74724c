import '../reports.i18n';
import type { TDietaryReport } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { ReportPage, SectionHeading } from '../framework/ReportPage';
import { DietaryResult } from './DietaryResult';

type TProps = { data: TDietaryReport; page: number; total: number; running: string; period: string };

/** K03: AllPeople, DayPeople, AllFoodLib and the food-category table (Name / Recommend / Actual / Result). */
export function DietarySummaryPage({ data, page, total, running, period }: TProps) {
  const { t } = useTranslation();
  const k = 'reports.dietaryReport';
  const average = data.MenuDays ? Math.round(data.DayPeople / data.MenuDays) : 0;
  const cards = [
    {
      key: 'menu-days',
      label: t(`${k}.menuDays`),
      value: data.MenuDays,
      unit: t(`${k}.days`, { count: data.MenuDays }),
    },
    {
      key: 'all-people',
      label: t(`${k}.allPeople`),
      value: data.AllPeople,
      unit: t(`${k}.people`, { count: data.AllPeople }),
    },
    {
      key: 'day-people',
      label: t(`${k}.dayPeople`),
      value: data.DayPeople,
      unit: t(`${k}.personDays`, { count: data.DayPeople }),
    },
    { key: 'average', label: t(`${k}.average`), value: average, unit: t(`${k}.people`, { count: average }) },
    {
      key: 'food-lib',
      label: t(`${k}.allFoodLib`),
      value: data.AllFoodLib,
      unit: t(`${k}.kinds`, { count: data.AllFoodLib }),
    },
  ];
  return (
    <ReportPage page={page} total={total} running={running} testId="diet-summary">
      <SectionHeading title={t(`${k}.summary.title`)} sub={t(`${k}.summary.sub`, { period })} />
      <div className="kg-diet-cards">
        {cards.map((c) => (
          <div key={c.key} className="kg-diet-card" data-testid={`diet-${c.key}`} data-value={c.value}>
            <div className="kg-diet-card__label">{c.label}</div>
            <div className="kg-diet-card__value">{c.unit}</div>
          </div>
        ))}
      </div>
      {data.MenuDays === 0 && <p className="kg-diet-empty">{t(`${k}.noData`)}</p>}
      <h3 className="kg-diet-caption">{t(`${k}.foodTable`)}</h3>
      <table className="kg-diet-table" data-testid="diet-food-table">
        <thead>
          <tr>
            <th>{t(`${k}.colName`)}</th>
            <th>{t(`${k}.colRecommend`)}</th>
            <th>{t(`${k}.colActual`)}</th>
            <th>{t(`${k}.colResult`)}</th>
          </tr>
        </thead>
        <tbody>
          {data.FoodReportDetails.map((row) => (
            <tr key={row.Name} data-testid="diet-food-row">
              <td>{row.Name}</td>
              <td>{row.Recommend}</td>
              <td>{row.Actual}</td>
              <td>
                <DietaryResult value={row.Result} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="kg-diet-note">{t(`${k}.method`)}</p>
    </ReportPage>
  );
}
