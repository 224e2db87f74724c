/** The KinderGrowth mark: a sprout rising from an open hand of building blocks. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="kg-mark-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#19c2a7" />
          <stop offset="1" stopColor="#0b7a70" />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="44" height="44" rx="13" fill="url(#kg-mark-bg)" />
      <path d="M24 36V22" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M24 24c0-6 4-10 11-10 0 7-4 11-11 10z" fill="#d9fbe9" />
      <path d="M24 27c0-5-3.5-8.5-9.5-8.5 0 6 3.5 9 9.5 8.5z" fill="#fff" />
      <rect x="12" y="35" width="24" height="4" rx="2" fill="#f5a524" />
    </svg>
  );
}
