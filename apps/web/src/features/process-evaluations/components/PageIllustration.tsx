import type { CSSProperties, ReactNode } from 'react';
import type { TIllustration } from '../processEdit.logic';

/**
 * The default picture of a page without a photo (H14): a small drawing of what the page is
 * about on its own colour (the six dimensions in the album's colours), with the page's name.
 * Inline SVG: nothing to download, sharp on any screen.
 */
const INK: Record<TIllustration, string> = {
  cover: '#0f9b8e',
  message: '#e0762b',
  photos: '#0b7a70',
  dimension1: '#2f8f46',
  dimension2: '#0b7a70',
  dimension3: '#c26a08',
  dimension4: '#2463c4',
  dimension5: '#7a4cc2',
  dimension6: '#c23d78',
  table: '#2a7fa8',
  rating: '#c98500',
  back: '#3d5a80',
};

const W = '#fff';

/** The drawing of each kind, centred on (80, 46) in a 160×120 box. */
function emblem(kind: TIllustration, ink: string): ReactNode {
  switch (kind) {
    case 'cover':
      return (
        <g>
          <rect x="54" y="18" width="52" height="62" rx="6" fill={ink} />
          <rect x="54" y="18" width="10" height="62" rx="3" fill="#0b7a70" />
          <path d="M85 34l4 8 9 1-6.5 6 1.6 9-8.1-4.3-8.1 4.3 1.6-9-6.5-6 9-1z" fill="#ffd166" />
          <rect x="70" y="66" width="28" height="4" rx="2" fill={W} opacity=".7" />
        </g>
      );
    case 'message':
      return (
        <g>
          <rect x="48" y="26" width="64" height="44" rx="6" fill={ink} />
          <path d="M50 30l30 22 30-22" fill="none" stroke={W} strokeWidth="3" strokeLinejoin="round" />
          <path
            d="M80 62c-8-6-12-9-12-14a6 6 0 0 1 12-2 6 6 0 0 1 12 2c0 5-4 8-12 14z"
            fill="#ffd6e0"
            transform="translate(0 -10)"
          />
        </g>
      );
    case 'photos':
      return (
        <g>
          <rect x="50" y="28" width="60" height="42" rx="8" fill={ink} />
          <rect x="66" y="22" width="18" height="10" rx="3" fill={ink} />
          <circle cx="80" cy="49" r="13" fill={W} />
          <circle cx="80" cy="49" r="8" fill={ink} opacity=".8" />
        </g>
      );
    case 'dimension1':
      return (
        <g>
          <circle cx="104" cy="24" r="9" fill="#ffd166" />
          <circle cx="72" cy="26" r="8" fill={ink} />
          <path
            d="M72 34l-2 20m0 0l-10 16m10-16l12 14M71 40l-13-6m13 6l14-8"
            stroke={ink}
            strokeWidth="6"
            strokeLinecap="round"
            fill="none"
          />
          <circle cx="100" cy="64" r="9" fill={W} stroke={ink} strokeWidth="3" />
        </g>
      );
    case 'dimension2':
      return (
        <g>
          <path d="M60 40h30l-4 34H64z" fill={ink} />
          <rect x="58" y="36" width="34" height="6" rx="3" fill={ink} />
          <rect x="94" y="18" width="6" height="46" rx="3" fill="#7cc6bd" transform="rotate(12 97 41)" />
          <rect x="93" y="14" width="10" height="12" rx="3" fill={W} stroke={ink} strokeWidth="2" />
          <circle cx="75" cy="56" r="4" fill={W} opacity=".8" />
        </g>
      );
    case 'dimension3':
      return (
        <g>
          <circle cx="66" cy="32" r="10" fill={ink} />
          <circle cx="94" cy="32" r="10" fill="#f0a94b" />
          <path d="M50 72c0-14 7-22 16-22s16 8 16 22z" fill={ink} />
          <path d="M78 72c0-14 7-22 16-22s16 8 16 22z" fill="#f0a94b" />
          <path d="M74 56h12" stroke={W} strokeWidth="4" strokeLinecap="round" />
        </g>
      );
    case 'dimension4':
      return (
        <g>
          <path
            d="M46 22h44a6 6 0 0 1 6 6v20a6 6 0 0 1-6 6H62l-10 9v-9h-6a6 6 0 0 1-6-6V28a6 6 0 0 1 6-6z"
            fill={ink}
          />
          <path
            d="M78 40h36a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6h-4v8l-9-8H78a6 6 0 0 1-6-6V46a6 6 0 0 1 6-6z"
            fill="#8fb3ec"
          />
          <circle cx="58" cy="38" r="3" fill={W} />
          <circle cx="68" cy="38" r="3" fill={W} />
          <circle cx="78" cy="38" r="3" fill={W} />
        </g>
      );
    case 'dimension5':
      return (
        <g>
          <path d="M56 66c0-22 14-36 34-38-2 20-14 36-34 38z" fill="#8fd694" />
          <path d="M58 64l26-26" stroke="#2f8f46" strokeWidth="2.5" />
          <circle cx="90" cy="42" r="16" fill="none" stroke={ink} strokeWidth="6" />
          <path d="M101 54l13 13" stroke={ink} strokeWidth="8" strokeLinecap="round" />
        </g>
      );
    case 'dimension6':
      return (
        <g>
          <path
            d="M80 20c-20 0-34 13-34 28 0 12 10 20 20 20 6 0 8-4 8-8s4-7 9-7h8c12 0 23-6 23-15 0-11-15-18-34-18z"
            fill={ink}
          />
          <circle cx="64" cy="42" r="5" fill="#ffd166" />
          <circle cx="76" cy="31" r="5" fill="#8fd694" />
          <circle cx="92" cy="31" r="5" fill="#8fb3ec" />
          <circle cx="104" cy="40" r="5" fill={W} />
          <path
            d="M108 58v18m0-18l10-3v14"
            stroke="#7a4cc2"
            strokeWidth="3.5"
            fill="none"
            strokeLinecap="round"
          />
          <circle cx="104" cy="76" r="4.5" fill="#7a4cc2" />
          <circle cx="114" cy="69" r="4.5" fill="#7a4cc2" />
        </g>
      );
    case 'table':
      return (
        <g>
          <rect x="56" y="20" width="48" height="60" rx="6" fill={ink} />
          <rect x="68" y="15" width="24" height="10" rx="4" fill="#8cc5dd" />
          {[36, 48, 60].map((y) => (
            <g key={y}>
              <circle cx="66" cy={y} r="3" fill={W} />
              <rect x="73" y={y - 2} width="24" height="4" rx="2" fill={W} opacity=".85" />
            </g>
          ))}
        </g>
      );
    case 'rating':
      return (
        <g>
          {[
            [54, '#ffc53d'],
            [80, '#ffc53d'],
            [106, '#ffe7a3'],
          ].map(([x, fill]) => (
            <path
              key={x as number}
              d="M0-14l4.1 8.4 9.3 1.3-6.7 6.6 1.6 9.2L0 7.2l-8.3 4.3 1.6-9.2-6.7-6.6 9.3-1.3z"
              transform={`translate(${x} 46) scale(1.15)`}
              fill={fill as string}
              stroke={ink}
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          ))}
          <rect x="50" y="66" width="60" height="5" rx="2.5" fill={ink} opacity=".35" />
        </g>
      );
    default:
      return (
        <g>
          <rect x="56" y="18" width="48" height="62" rx="6" fill={ink} />
          <path d="M92 18v26l-6-5-6 5V18z" fill="#ffd166" />
          <path
            d="M80 70c-7-5-11-8-11-12a5 5 0 0 1 11-2 5 5 0 0 1 11 2c0 4-4 7-11 12z"
            fill={W}
            opacity=".85"
          />
        </g>
      );
  }
}

export function PageIllustration({ kind, name }: { kind: TIllustration; name: string }) {
  const ink = INK[kind];
  return (
    <div className="kg-pe-art" style={{ '--kg-pe-art': ink } as CSSProperties} data-art={kind}>
      <svg viewBox="0 0 160 96" className="kg-pe-art__svg" aria-hidden focusable="false">
        {emblem(kind, ink)}
      </svg>
      <span className="kg-pe-art__name">{name}</span>
    </div>
  );
}
