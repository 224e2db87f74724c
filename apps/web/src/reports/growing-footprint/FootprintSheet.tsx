import '../reports.i18n';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pictureSrc } from '../framework/pictureSrc';
import { ReportPage } from '../framework/ReportPage';
import { FP_MM } from './footprintLayout';
import type { TFootprintPage } from './footprintTypes';

// The geometry the planner measured with (footprintLayout FP_MM), handed to the CSS.
const GEOMETRY = {
  '--fp-top': `${FP_MM.top}mm`,
  '--fp-bottom': `${FP_MM.bottom}mm`,
  '--fp-side': `${FP_MM.side}mm`,
  '--fp-pad': `${FP_MM.pad}mm`,
} as CSSProperties;

type TProps = {
  page: TFootprintPage;
  total: number;
  /** the child's name, grade and class for the footer line (G52) */
  child: string;
  /** the title band (every page but the cover and the closing page) */
  heading?: boolean;
  children: ReactNode;
};

/**
 * One sheet of the booklet on the framework's A4 box: the module's background edge to edge,
 * the module's title in a band at the top, the content, and the footer line with the title,
 * the child and the running page number.
 */
export function FootprintSheet({ page, total, child, heading = true, children }: TProps) {
  const { t } = useTranslation();
  const kind = page.kind === 'cover' ? 'cover' : page.kind === 'closing' ? 'back' : 'content';
  return (
    <ReportPage
      kind={kind}
      page={page.page}
      total={total}
      className={`kg-fp-sheet kg-fp-sheet--${page.kind}`}
    >
      <div
        className="kg-fp-frame"
        style={GEOMETRY}
        data-testid="fp-page"
        data-kind={page.kind}
        data-type={page.type}
        data-module={page.moduleId}
      >
        {page.background && (
          <img
            className="kg-fp-bg"
            src={pictureSrc(page.background, FP_MM.pageW)}
            alt=""
            data-testid="fp-background"
          />
        )}
        {heading && (
          <header className="kg-fp-title">
            <h2 className="kg-fp-title__text" data-testid="fp-title">
              {page.title}
              {page.continued && (
                <span className="kg-fp-title__more">{t('reports.growingFootprint.continued')}</span>
              )}
            </h2>
            {page.sub && <div className="kg-fp-title__sub">{page.sub}</div>}
          </header>
        )}
        {children}
        {page.footer && (
          <footer className="kg-fp-foot" data-testid="fp-footer">
            <span className="kg-fp-foot__chip">{page.title}</span>
            <span className="kg-fp-foot__chip">{child}</span>
          </footer>
        )}
      </div>
    </ReportPage>
  );
}

/** The white card the tables and texts sit on, over the background. */
export function FootprintCard({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={['kg-fp-card', className].filter(Boolean).join(' ')}>{children}</div>;
}

/** A line above a table explaining its marks (first page only). */
export function FootprintLegend({ children }: { children: ReactNode }) {
  return <div className="kg-fp-legend">{children}</div>;
}
