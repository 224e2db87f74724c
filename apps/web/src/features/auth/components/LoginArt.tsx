import { useTranslation } from 'react-i18next';
import type { TLoginVariant } from '../hooks/useLoginFlow';

/** Kindergarten scene: a schoolhouse, two children and growth bars, drawn in SVG. */
function SchoolScene() {
  return (
    <svg className="kg-login-art__scene" viewBox="0 0 520 360" role="presentation" aria-hidden="true">
      <circle cx="430" cy="70" r="34" fill="#ffd66b" />
      <circle cx="430" cy="70" r="50" fill="#ffd66b" opacity="0.18" />
      <g fill="#fff" opacity="0.9">
        <ellipse cx="110" cy="64" rx="40" ry="14" />
        <ellipse cx="136" cy="54" rx="26" ry="16" />
        <ellipse cx="318" cy="40" rx="28" ry="10" />
      </g>
      <rect x="20" y="316" width="480" height="28" rx="14" fill="#ffffff" opacity="0.16" />
      {/* growth bars */}
      <g opacity="0.9">
        <rect x="40" y="262" width="26" height="54" rx="7" fill="#ffffff" opacity="0.35" />
        <rect x="74" y="236" width="26" height="80" rx="7" fill="#ffffff" opacity="0.5" />
        <rect x="108" y="204" width="26" height="112" rx="7" fill="#ffffff" opacity="0.7" />
        <path
          d="M42 250 L86 222 L120 190 L150 168"
          stroke="#ffd66b"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="150" cy="168" r="6" fill="#ffd66b" />
      </g>
      {/* schoolhouse */}
      <rect x="190" y="176" width="200" height="140" rx="14" fill="#ffffff" />
      <path d="M176 184 L290 106 L404 184 Z" fill="#f5a524" />
      <path d="M290 106 L290 70" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
      <path d="M292 72 h30 l-8 9 l8 9 h-30 z" fill="#f27a7a" />
      <circle cx="290" cy="154" r="16" fill="#fff3d6" stroke="#f5a524" strokeWidth="4" />
      <rect x="268" y="246" width="44" height="70" rx="10" fill="#0f9b8e" />
      <rect x="208" y="206" width="44" height="36" rx="8" fill="#bfe9e2" />
      <rect x="328" y="206" width="44" height="36" rx="8" fill="#c7d8fb" />
      <rect x="208" y="260" width="44" height="36" rx="8" fill="#ffe0b2" />
      <rect x="328" y="260" width="44" height="36" rx="8" fill="#ffd1d1" />
      {/* children */}
      <g>
        <circle cx="428" cy="236" r="15" fill="#ffe3c4" />
        <path d="M414 226 q14 -16 28 0" fill="#3a2f2a" />
        <rect x="414" y="252" width="28" height="40" rx="12" fill="#5b8def" />
        <rect x="416" y="290" width="9" height="26" rx="4" fill="#3a4a48" />
        <rect x="431" y="290" width="9" height="26" rx="4" fill="#3a4a48" />
        <circle cx="470" cy="246" r="13" fill="#ffe3c4" />
        <path d="M457 240 q13 -16 26 0 l2 10 q-4 -6 -8 -6" fill="#5a3a2a" />
        <path d="M458 260 h24 l6 34 h-36 z" fill="#f27a7a" />
        <rect x="461" y="292" width="8" height="24" rx="4" fill="#3a4a48" />
        <rect x="473" y="292" width="8" height="24" rx="4" fill="#3a4a48" />
        <path d="M442 266 q8 6 16 0" stroke="#ffe3c4" strokeWidth="6" strokeLinecap="round" fill="none" />
      </g>
      {/* sprout */}
      <path d="M168 316 v-30" stroke="#d9fbe9" strokeWidth="4" strokeLinecap="round" />
      <path d="M168 294 c0 -12 8 -20 22 -20 c0 14 -8 20 -22 20z" fill="#d9fbe9" />
      <path d="M168 300 c0 -10 -7 -17 -19 -17 c0 12 7 17 19 17z" fill="#ffffff" />
    </svg>
  );
}

/** IoT scene for the branded page: a connected kindergarten with live data panels. */
function IotScene() {
  const nodes: Array<[number, number]> = [
    [90, 90],
    [430, 80],
    [70, 250],
    [450, 260],
    [260, 40],
  ];
  return (
    <svg className="kg-login-art__scene" viewBox="0 0 520 360" role="presentation" aria-hidden="true">
      <g stroke="#7fe3ff" strokeOpacity="0.45" strokeWidth="1.5" strokeDasharray="4 5">
        {nodes.map(([x, y]) => (
          <path key={`${x}-${y}`} d={`M260 190 L${x} ${y}`} />
        ))}
      </g>
      {nodes.map(([x, y]) => (
        <g key={`n-${x}-${y}`}>
          <circle cx={x} cy={y} r="16" fill="#7fe3ff" opacity="0.18" />
          <circle cx={x} cy={y} r="7" fill="#7fe3ff" />
        </g>
      ))}
      <g fill="none" stroke="#7fe3ff" strokeLinecap="round">
        <path d="M226 96 a50 50 0 0 1 68 0" strokeWidth="4" opacity="0.5" />
        <path d="M240 112 a30 30 0 0 1 40 0" strokeWidth="4" opacity="0.8" />
      </g>
      <circle cx="260" cy="126" r="5" fill="#7fe3ff" />
      {/* connected schoolhouse */}
      <path d="M260 140 L340 196 L340 286 L180 286 L180 196 Z" fill="#ffffff" opacity="0.95" />
      <path
        d="M166 204 L260 136 L354 204"
        stroke="#19c2a7"
        strokeWidth="10"
        strokeLinejoin="round"
        fill="none"
      />
      <rect x="242" y="236" width="36" height="50" rx="8" fill="#1f6feb" />
      <rect x="198" y="214" width="30" height="26" rx="6" fill="#c7e6ff" />
      <rect x="292" y="214" width="30" height="26" rx="6" fill="#c7e6ff" />
      {/* data panels */}
      <g transform="translate(24 128)">
        <rect width="120" height="84" rx="12" fill="#ffffff" opacity="0.14" />
        <rect x="16" y="48" width="12" height="22" rx="3" fill="#7fe3ff" />
        <rect x="36" y="34" width="12" height="36" rx="3" fill="#7fe3ff" />
        <rect x="56" y="24" width="12" height="46" rx="3" fill="#19c2a7" />
        <rect x="76" y="40" width="12" height="30" rx="3" fill="#7fe3ff" />
        <rect x="16" y="14" width="50" height="6" rx="3" fill="#ffffff" opacity="0.6" />
      </g>
      <g transform="translate(378 136)">
        <rect width="124" height="84" rx="12" fill="#ffffff" opacity="0.14" />
        <path
          d="M14 62 L40 44 L62 52 L88 26 L110 34"
          stroke="#ffd66b"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="88" cy="26" r="4" fill="#ffd66b" />
        <rect x="14" y="12" width="44" height="6" rx="3" fill="#ffffff" opacity="0.6" />
      </g>
      <rect x="40" y="300" width="440" height="10" rx="5" fill="#ffffff" opacity="0.12" />
    </svg>
  );
}

/** The left half of the login page: brand story and illustration, no photos needed. */
export function LoginArt({ variant, title }: { variant: TLoginVariant; title: string }) {
  const { t } = useTranslation();
  const hx = variant === 'hx';
  return (
    <section className={`kg-login-art ${hx ? 'kg-login-art--hx' : ''}`} aria-hidden="false">
      <div className="kg-login-art__bubble kg-login-art__bubble--a" />
      <div className="kg-login-art__bubble kg-login-art__bubble--b" />
      <div className="kg-login-art__text">
        <div className="kg-login-art__eyebrow">{title}</div>
        <h2 className="kg-login-art__headline">{hx ? t('auth.hxArtHeadline') : t('auth.artHeadline')}</h2>
        <p>{hx ? t('auth.hxArtLine1') : t('auth.artLine1')}</p>
        <p className="kg-login-art__muted">{hx ? t('auth.hxArtLine2') : t('auth.artLine2')}</p>
      </div>
      {hx ? <IotScene /> : <SchoolScene />}
    </section>
  );
}
