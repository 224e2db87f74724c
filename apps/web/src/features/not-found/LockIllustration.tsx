import { BlocksArt } from './BlocksArt';

/** A block-built gate closed by a padlock: a page that is there, but not for this account. */
export function LockIllustration() {
  return (
    <BlocksArt label="403" skyId="kg-lock-sky" rightCloudY={70}>
      {/* the gate: two pillars of blocks and a lintel */}
      <rect x="84" y="170" width="52" height="52" rx="10" fill="#0f9b8e" />
      <rect x="84" y="114" width="52" height="52" rx="10" fill="#5b8def" />
      <rect x="224" y="170" width="52" height="52" rx="10" fill="#5b8def" />
      <rect x="224" y="114" width="52" height="52" rx="10" fill="#0f9b8e" />
      <rect x="78" y="84" width="204" height="28" rx="8" fill="#f5a524" />
      {/* bars across the opening */}
      <g stroke="#b9ddd8" strokeWidth="5" strokeLinecap="round">
        <path d="M156 118v100M180 118v100M204 118v100" />
      </g>
      {/* the padlock */}
      <path d="M166 160v-14a14 14 0 0 1 28 0v14" fill="none" stroke="#3a4a48" strokeWidth="6" />
      <rect x="156" y="158" width="48" height="40" rx="9" fill="#f27a7a" />
      <circle cx="180" cy="174" r="5" fill="#fff" />
      <path d="M180 176v10" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <circle cx="62" cy="212" r="10" fill="#f5a524" opacity="0.8" />
      <rect x="292" y="200" width="22" height="22" rx="5" fill="#f27a7a" opacity="0.85" />
    </BlocksArt>
  );
}
