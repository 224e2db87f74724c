import type { CSSProperties, ReactNode } from 'react';
import { pictureSrc } from '../framework/pictureSrc';
import { FP_MM } from './footprintLayout';

/**
 * The parts of the booklet's A4 frame, shared by its sheets (FootprintSheet) and the growth
 * handbook's (HandbookSheet), which prints in the same style. Each sheet keeps its own frame
 * element, since the two mark it with different data attributes for their journeys.
 */

/** The geometry the planner measured with (footprintLayout FP_MM), handed to the CSS on the frame. */
export const FRAME_GEOMETRY = {
  '--fp-top': `${FP_MM.top}mm`,
  '--fp-bottom': `${FP_MM.bottom}mm`,
  '--fp-side': `${FP_MM.side}mm`,
  '--fp-pad': `${FP_MM.pad}mm`,
} as CSSProperties;

/** The page's picture, edge to edge, fetched at the page's printed width. */
export function FrameBackground({ src, testId }: { src: string; testId?: string }) {
  return <img className="kg-fp-bg" src={pictureSrc(src, FP_MM.pageW)} alt="" data-testid={testId} />;
}

type TTitleProps = {
  children: ReactNode;
  testId: string;
  /** on a continuation page only: the (续) after the title, in the report's own words */
  continued?: string;
  /** a line under the title */
  sub?: string;
};

/** The title band at the top of the page. */
export function FrameTitle({ children, testId, continued, sub }: TTitleProps) {
  return (
    <header className="kg-fp-title">
      <h2 className="kg-fp-title__text" data-testid={testId}>
        {children}
        {continued !== undefined && <span className="kg-fp-title__more">{continued}</span>}
      </h2>
      {sub && <div className="kg-fp-title__sub">{sub}</div>}
    </header>
  );
}

type TFooterProps = { title: ReactNode; child: ReactNode; testId?: string };

/** The footer line: the title left, the child right (the framework's page number sits between). */
export function FrameFooter({ title, child, testId }: TFooterProps) {
  return (
    <footer className="kg-fp-foot" data-testid={testId}>
      <span className="kg-fp-foot__chip">{title}</span>
      <span className="kg-fp-foot__chip">{child}</span>
    </footer>
  );
}
