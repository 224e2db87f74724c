import { BlocksArt } from './BlocksArt';

/** A toy crane lowering the last "4" onto a stack of building blocks: 404, under construction. */
export function BlocksIllustration() {
  return (
    <BlocksArt label="404" skyId="kg-sky" rightCloudY={80}>
      {/* crane */}
      <g stroke="#0b7a70" strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M286 222V40" />
        <path d="M298 222V40" />
        <path d="M286 200l12-18M286 164l12-18M286 128l12-18M286 92l12-18M286 56l12-16" strokeWidth="2.5" />
        <path d="M150 40h170" />
        <path d="M292 40l-60-22M292 40l28-18" strokeWidth="2.5" />
      </g>
      <rect x="312" y="42" width="16" height="20" rx="3" fill="#0b7a70" />
      <path d="M236 40v58" stroke="#3a4a48" strokeWidth="2" strokeDasharray="3 3" />
      <path d="M230 98h12l-6 8z" fill="#3a4a48" />
      {/* hanging block */}
      <g transform="rotate(-6 236 130)">
        <rect x="208" y="106" width="56" height="52" rx="10" fill="#f5a524" />
        <text x="236" y="145" textAnchor="middle" fontSize="34" fontWeight="700" fill="#fff">
          4
        </text>
      </g>
      {/* stacked blocks */}
      <rect x="74" y="170" width="56" height="52" rx="10" fill="#0f9b8e" />
      <text x="102" y="209" textAnchor="middle" fontSize="34" fontWeight="700" fill="#fff">
        4
      </text>
      <rect x="136" y="170" width="56" height="52" rx="10" fill="#5b8def" />
      <text x="164" y="209" textAnchor="middle" fontSize="34" fontWeight="700" fill="#fff">
        0
      </text>
      <rect x="200" y="196" width="26" height="26" rx="6" fill="#f27a7a" />
      <circle cx="62" cy="212" r="10" fill="#f5a524" opacity="0.8" />
    </BlocksArt>
  );
}
