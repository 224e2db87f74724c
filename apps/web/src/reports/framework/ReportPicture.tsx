import { useState } from 'react';
import { pictureSrc } from './pictureSrc';

type TProps = {
  src: string;
  /** printed width in mm (for the thumbnail size, DECISIONS 2) */
  widthMm: number;
  alt?: string;
  className?: string;
  /** a picture fills its box (cropped) or shows whole */
  fit?: 'cover' | 'contain';
  /** the loaded picture's test id (a report's journeys count its photos by it) */
  testId?: string;
};

/**
 * A picture of a booklet (成长档案, 成长手册). An empty slot shows a soft placeholder (the page
 * still looks composed); a picture that cannot load shows the 200 × 300 placeholder picture
 * (G40, Q04), drawn inline so it needs no loading of its own. Styles: report.css (kg-picture).
 */
export function ReportPicture({ src, widthMm, alt = '', className, fit = 'cover', testId }: TProps) {
  const [broken, setBroken] = useState(false);
  const classes = ['kg-picture', `kg-picture--${fit}`, className].filter(Boolean).join(' ');
  if (!src) return <EmptySlot className={classes} />;
  if (broken) return <BrokenPicture className={classes} />;
  return (
    <img
      className={classes}
      src={pictureSrc(src, widthMm)}
      alt={alt}
      onError={() => setBroken(true)}
      data-testid={testId ?? 'report-picture'}
    />
  );
}

function EmptySlot({ className }: { className: string }) {
  return (
    <span className={`${className} kg-picture--empty`} data-testid="report-picture-empty">
      <svg viewBox="0 0 48 40" aria-hidden="true">
        <rect x="2" y="4" width="44" height="32" rx="6" fill="none" stroke="currentColor" strokeWidth="2.4" />
        <circle cx="33" cy="14" r="4" fill="currentColor" />
        <path d="M6 32 L18 19 L26 27 L31 22 L42 32 Z" fill="currentColor" />
      </svg>
    </span>
  );
}

/** G40: the 200 × 300 placeholder a picture that fails to load is shown as. */
function BrokenPicture({ className }: { className: string }) {
  return (
    <span className={`${className} kg-picture--broken`} data-testid="report-picture-broken">
      <svg viewBox="0 0 200 300" preserveAspectRatio="xMidYMid meet" aria-hidden="true">
        <rect width="200" height="300" rx="14" fill="#fdf3e7" />
        <circle cx="132" cy="104" r="18" fill="#f6c768" />
        <path d="M30 220 L82 148 L118 192 L140 168 L172 220 Z" fill="#f2b9a0" />
        <rect x="30" y="240" width="140" height="8" rx="4" fill="#f1dcc6" />
      </svg>
    </span>
  );
}
