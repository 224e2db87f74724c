import '../reports.i18n';
import type { TMenuWeekPrint } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { monthDayLabel, weekdayLabel, weekRangeLabel } from '../../features/meals/weekDates';
import { ReportPage } from '../framework/ReportPage';
import { plainName } from './plainName';

/**
 * The sheet is one A4 page whatever the week holds: the busiest day (its dishes and foods)
 * chooses the type size, roomy for a usual week, compact for a crowded one.
 */
export function densityOf(data: TMenuWeekPrint): 'roomy' | 'normal' | 'compact' {
  const load = Math.max(
    0,
    ...data.Days.map((day) =>
      data.Cells.filter((c) => c.Day === day).reduce(
        (sum, c) => sum + c.Dishes.reduce((n, d) => n + 1 + Math.ceil(d.Foods.length / 2), 0),
        0,
      ),
    ),
  );
  return load <= 26 ? 'roomy' : load <= 40 ? 'normal' : 'compact';
}

/**
 * 带量食谱 for parents on one A4 sheet: the school days across, the served meals down, each
 * dish with its foods and grams per child, and each day's energy and protein per child below.
 */
export function WeeklyMenuPage({ data }: { data: TMenuWeekPrint }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const cell = (day: string, meal: string) => data.Cells.find((c) => c.Day === day && c.Meal === meal);
  const total = (day: string, key: string) =>
    data.DayNutrients.find((d) => d.Day === day)?.Nutrients.find((n) => n.Key === key)?.Value ?? 0;
  const publishedOn = data.PublishedOn ? monthDayLabel(data.PublishedOn, lang) : '';
  return (
    <ReportPage
      page={1}
      total={1}
      running={`${data.SchoolName} · ${t('reports.weeklyMenu.title')}`}
      testId="weekly-menu-page"
    >
      <header className="kg-menu-print__head">
        <div className="kg-menu-print__school">{data.SchoolName}</div>
        <h1 className="kg-menu-print__title">{t('reports.weeklyMenu.title')}</h1>
        <div className="kg-menu-print__week" data-testid="weekly-menu-week">
          {weekRangeLabel(data.WeekStart, lang)}
        </div>
      </header>
      <table
        className={`kg-menu-print__table kg-menu-print__table--${densityOf(data)}`}
        data-testid="weekly-menu-table"
      >
        <colgroup>
          <col className="kg-menu-print__meal-col" />
          {data.Days.map((d) => (
            <col key={d} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th>{t('reports.weeklyMenu.meal')}</th>
            {data.Days.map((day) => (
              <th key={day}>
                {weekdayLabel(day, lang)}
                <small>{monthDayLabel(day, lang)}</small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.Meals.map((meal) => (
            <tr key={meal}>
              <th>{meal}</th>
              {data.Days.map((day) => (
                <td key={day}>
                  {(cell(day, meal)?.Dishes ?? []).map((dish) => (
                    <div className="kg-menu-print__dish" key={dish.Id}>
                      <div className="kg-menu-print__dish-name">{dish.Name}</div>
                      <div className="kg-menu-print__foods">
                        {dish.Foods.map((f) => `${plainName(f.Name)}${f.Grams}`).join(' · ')}
                      </div>
                    </div>
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th>{t('reports.weeklyMenu.perChild')}</th>
            {data.Days.map((day) => (
              <td key={day} data-testid="weekly-menu-total">
                {t('reports.weeklyMenu.dayTotal', {
                  energy: Math.round(total(day, 'energy_kcal')),
                  protein: total(day, 'protein_g').toFixed(1),
                })}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
      <footer className="kg-menu-print__note">
        <span>{t('reports.weeklyMenu.note')}</span>
        {data.PublishedByName && (
          <span>
            {t('reports.weeklyMenu.publishedBy', { name: data.PublishedByName, date: publishedOn })}
          </span>
        )}
      </footer>
    </ReportPage>
  );
}
