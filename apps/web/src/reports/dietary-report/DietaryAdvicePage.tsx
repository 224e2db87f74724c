import '../reports.i18n';
import type { TDietaryReport } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { ReportPage, SectionHeading } from '../framework/ReportPage';

type TProps = { data: TDietaryReport; page: number; total: number; running: string };

/** Plain advice naming the foods behind a shortfall or an excess, and the standards' edition. */
export function DietaryAdvicePage({ data, page, total, running }: TProps) {
  const { t } = useTranslation();
  const k = 'reports.dietaryReport';
  return (
    <ReportPage page={page} total={total} running={running} testId="diet-advice">
      <SectionHeading title={t(`${k}.advice.title`)} sub={t(`${k}.advice.sub`)} />
      <ol className="kg-diet-advice" data-testid="diet-advice-list">
        {data.Advice.map((text) => (
          <li key={text} className={text.includes('偏低') ? 'kg-diet-advice__item--low' : undefined}>
            {text}
          </li>
        ))}
      </ol>
      <section className="kg-diet-standards" data-testid="diet-standards">
        <h3 className="kg-diet-caption">{t(`${k}.standards`)}</h3>
        <p>{data.StandardsNote}</p>
        <p>{t(`${k}.method`)}</p>
        <p>{t(`${k}.legend`)}</p>
      </section>
    </ReportPage>
  );
}
