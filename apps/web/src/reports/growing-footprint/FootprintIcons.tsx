/**
 * The booklet's marks, drawn as vector shapes so they print crisp and never depend on a
 * glyph of the font: stars (type 4 scores) and marked / unmarked circles (types 5 and 12).
 */

const STAR = 'M12 2.6l2.9 6 6.5.9-4.7 4.6 1.1 6.5L12 17.5l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z';

export function Star({ on }: { on: boolean }) {
  return (
    <svg className={`kg-fp-star${on ? ' kg-fp-star--on' : ''}`} viewBox="0 0 24 24" aria-hidden="true">
      <path d={STAR} strokeLinejoin="round" />
    </svg>
  );
}

/** 0-3 stars in a row, with the count for screen readers and selectable text. */
export function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className="kg-fp-stars" data-testid="fp-stars" data-value={value} title={label}>
      {[1, 2, 3].map((n) => (
        <Star key={n} on={n <= value} />
      ))}
    </span>
  );
}

/** A chosen level (filled with a tick, in the level's colour) or an open one (a pale ring). */
export function Mark({ on, tone }: { on: boolean; tone: string }) {
  return (
    <svg
      className={`kg-fp-mark kg-fp-mark--${tone}${on ? ' kg-fp-mark--on' : ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-testid={on ? 'fp-mark-on' : 'fp-mark-off'}
    >
      {on ? (
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="M7.2 12.4l3.2 3.2 6.4-6.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </>
      ) : (
        <circle cx="12" cy="12" r="6.5" />
      )}
    </svg>
  );
}
