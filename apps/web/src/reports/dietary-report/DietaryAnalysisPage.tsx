import '../reports.i18n';
import type { TDietaryReport, TDietaryShare } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { ReportPage, SectionHeading } from '../framework/ReportPage';
import { DietaryResult } from './DietaryResult';

type TProps = { data: TDietaryReport; page: number; total: number; running: string };

/** The band as a shaded stretch of a 0-100 % scale, the actual share as a marker on it. */
function ShareScale({ row }: { row: TDietaryShare }) {
  const [low, high] = row.Range.replace(/[≥%]/g, '')
    .split('～')
    .map((v) => Number(v));
  const from = Number.isFinite(low) ? (low as number) : 0;
  const to = high !== undefined && Number.isFinite(high) ? high : 100;
  const tone = row.Result === '偏低' ? 'low' : row.Result === '偏高' ? 'high' : 'ok';
  return (
    <span className="kg-diet-scale" aria-hidden="true">
      {row.Range !== '—' && (
        <span
          className="kg-diet-scale__band"
          style={{ left: `${from}%`, width: `${Math.max(0, to - from)}%` }}
        />
      )}
      <span
        className={`kg-diet-scale__mark kg-diet-scale__mark--${tone}`}
        style={{ left: `${Math.min(100, Math.max(0, row.Actual))}%` }}
      />
    </span>
  );
}

function ShareTable({ rows, testId }: { rows: TDietaryShare[]; testId: string }) {
  const { t } = useTranslation();
  const k = 'reports.dietaryReport';
  return (
    <table className="kg-diet-table kg-diet-table--shares" data-testid={testId}>
      <thead>
        <tr>
          <th>{t(`${k}.colName`)}</th>
          <th>{t(`${k}.colRange`)}</th>
          <th>{t(`${k}.colShare`)}</th>
          <th className="kg-diet-table__bar" />
          <th>{t(`${k}.colResult`)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.Name} data-testid={`${testId}-row`}>
            <td>{row.Name}</td>
            <td>{row.Range}</td>
            <td>{row.Actual.toFixed(1)}%</td>
            <td className="kg-diet-table__bar">
              <ShareScale row={row} />
            </td>
            <td>
              <DietaryResult value={row.Result} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Beyond the legacy report: where the energy comes from, the high-quality protein, the meals. */
export function DietaryAnalysisPage({ data, page, total, running }: TProps) {
  const { t } = useTranslation();
  const k = 'reports.dietaryReport';
  return (
    <ReportPage page={page} total={total} running={running} testId="diet-analysis">
      <SectionHeading title={t(`${k}.analysis.title`)} sub={t(`${k}.analysis.sub`)} />
      <h3 className="kg-diet-caption">{t(`${k}.energySources`)}</h3>
      <ShareTable rows={data.EnergySources} testId="diet-energy" />
      <h3 className="kg-diet-caption">{t(`${k}.qualityProtein`)}</h3>
      <ShareTable rows={[data.QualityProtein]} testId="diet-quality" />
      <h3 className="kg-diet-caption">{t(`${k}.mealShares`)}</h3>
      {data.MealShares.length ? (
        <>
          <ShareTable rows={data.MealShares} testId="diet-meals" />
          <p className="kg-diet-note">{t(`${k}.mealTolerance`)}</p>
        </>
      ) : (
        <p className="kg-diet-empty">{t(`${k}.noMeals`)}</p>
      )}
    </ReportPage>
  );
}
