import '../reports.i18n';
import { useTranslation } from 'react-i18next';
import { textEm } from '../growing-footprint/footprintLayout';
import { ReportPage } from './ReportPage';

export type TCoverFact = { label: string; value: string };

type TProps = {
  page: number;
  total: number;
  school: string;
  /** the school's logo, `/files/<uuid>` */
  logo?: string | null;
  /** the report's name, e.g. 幼儿名册 */
  title: string;
  /** a small Latin line under the title, e.g. CLASS ROSTER */
  label?: string;
  /** whom the report is about: a class, a child */
  subject: string;
  facts: TCoverFact[];
};

/** The title's line: 160 mm at most 44 pt with its 0.14 em spacing; a longer title gets smaller, never wraps. */
const TITLE = { widthMm: 160, largestPt: 44, spacing: 1.14 } as const;
export const coverTitlePt = (title: string) =>
  Math.min(TITLE.largestPt, TITLE.widthMm / (Math.max(1, textEm(title)) * TITLE.spacing) / (25.4 / 72));

/** A report's cover: school, title, subject and the facts that identify this copy. */
export function CoverPage({ page, total, school, logo, title, label, subject, facts }: TProps) {
  const { t } = useTranslation();
  return (
    <ReportPage kind="cover" page={page} total={total} testId="report-cover">
      <div className="kg-cover__art" aria-hidden="true">
        <span className="kg-cover__blob kg-cover__blob--a" />
        <span className="kg-cover__blob kg-cover__blob--b" />
        <span className="kg-cover__blob kg-cover__blob--c" />
      </div>
      <div className="kg-cover__school">
        {logo && <img className="kg-cover__logo" src={logo} alt="" data-testid="report-cover-logo" />}
        <span data-testid="report-cover-school">{school}</span>
      </div>
      <div className="kg-cover__center">
        <div className="kg-cover__subject" data-testid="report-cover-subject">
          {subject}
        </div>
        <h1 className="kg-cover__title" style={{ fontSize: `${coverTitlePt(title).toFixed(1)}pt` }}>
          {title}
        </h1>
        {label && <div className="kg-cover__label">{label}</div>}
        <div className="kg-cover__blocks" aria-hidden="true">
          <span />
          <span />
          <span />
          <span />
        </div>
      </div>
      <dl className="kg-cover__facts" data-testid="report-cover-facts">
        {facts.map((fact) => (
          <div key={fact.label} className="kg-cover__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="kg-cover__foot">{t('reports.page.madeWith')}</div>
    </ReportPage>
  );
}
