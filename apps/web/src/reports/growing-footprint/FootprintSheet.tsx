import '../reports.i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../framework/ReportPage';
import { FRAME_GEOMETRY, FrameBackground, FrameFooter, FrameTitle } from './FootprintFrame';
import type { TFootprintPage } from './footprintTypes';

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
        style={FRAME_GEOMETRY}
        data-testid="fp-page"
        data-kind={page.kind}
        data-type={page.type}
        data-module={page.moduleId}
      >
        {page.background && <FrameBackground src={page.background} testId="fp-background" />}
        {heading && (
          <FrameTitle
            testId="fp-title"
            continued={page.continued ? t('reports.growingFootprint.continued') : undefined}
            sub={page.sub}
          >
            {page.title}
          </FrameTitle>
        )}
        {children}
        {page.footer && <FrameFooter title={page.title} child={child} testId="fp-footer" />}
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
