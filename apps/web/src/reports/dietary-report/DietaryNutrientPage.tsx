import '../reports.i18n';
import type { TDietaryReport } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { ReportPage, SectionHeading } from '../framework/ReportPage';
import { DietaryResult } from './DietaryResult';

type TProps = { data: TDietaryReport; page: number; total: number; running: string };

/** The bar is drawn up to 150 % of the recommendation; the 100 % mark is a line. */
const barWidth = (pct: number) => `${Math.min(150, Math.max(0, pct)) / 1.5}%`;

/** K04-K05: the twelve nutrients against the recommendation, 偏低 in red, with a bar of the %. */
export function DietaryNutrientPage({ data, page, total, running }: TProps) {
  const { t } = useTranslation();
  const k = 'reports.dietaryReport';
  // Nutrients missing for the same foods share one line: 钙、铁、锌: 酱油（生抽）、食盐.
  const unmeasured = new Map<string, string[]>();
  for (const n of data.NutritionReportDetails) {
    if (n.Unmeasured.length === 0) continue;
    const foods = n.Unmeasured.slice(0, 12).join('、');
    unmeasured.set(foods, [...(unmeasured.get(foods) ?? []), n.Name]);
  }
  return (
    <ReportPage page={page} total={total} running={running} testId="diet-nutrients">
      <SectionHeading title={t(`${k}.nutrientTitle`)} sub={t(`${k}.nutrientSub`)} />
      <table className="kg-diet-table kg-diet-table--nutrients" data-testid="diet-nutrient-table">
        <thead>
          <tr>
            <th>{t(`${k}.colName`)}</th>
            <th>{t(`${k}.colRecommend`)}</th>
            <th>{t(`${k}.colActual`)}</th>
            <th className="kg-diet-table__bar">{t(`${k}.colPercent`)}</th>
            <th>{t(`${k}.colResult`)}</th>
          </tr>
        </thead>
        <tbody>
          {data.NutritionReportDetails.map((row) => (
            <tr key={row.Key} data-testid="diet-nutrient-row" data-key={row.Key}>
              <td>{row.Name}</td>
              <td>{row.Recommend}</td>
              <td>{row.Actual}</td>
              <td className="kg-diet-table__bar">
                <span className="kg-diet-bar">
                  <span
                    className={`kg-diet-bar__fill kg-diet-bar__fill--${row.Result === '偏低' ? 'low' : row.Result === '偏高' ? 'high' : 'ok'}`}
                    style={{ width: barWidth(row.Percent) }}
                  />
                  <span className="kg-diet-bar__target" />
                </span>
                <span className="kg-diet-bar__pct">{row.Percent ? `${Math.round(row.Percent)}%` : '—'}</span>
              </td>
              <td>
                <DietaryResult value={row.Result} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="kg-diet-note">{t(`${k}.legend`)}</p>
      {[...unmeasured].map(([foods, names]) => (
        <p key={foods} className="kg-diet-note kg-diet-note--small" data-testid="diet-unmeasured">
          {t(`${k}.unmeasured`, { name: names.join('、'), foods })}
        </p>
      ))}
    </ReportPage>
  );
}
