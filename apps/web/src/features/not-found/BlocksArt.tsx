import type { ReactNode } from 'react';

/**
 * The scene the 404 and 403 pictures share: a pale sky, two pairs of clouds and the ground
 * they stand on. Each picture draws its own blocks on top (`children`).
 */
export function BlocksArt({
  label,
  skyId,
  rightCloudY,
  children,
}: {
  /** the picture's accessible name (the status code) */
  label: string;
  /** the sky gradient's id, unique in the document */
  skyId: string;
  /** how high the right-hand clouds float (the crane's arm needs them lower) */
  rightCloudY: number;
  children: ReactNode;
}) {
  return (
    <svg className="kg-blocks-art" viewBox="0 0 360 250" role="img" aria-label={label}>
      <defs>
        <linearGradient id={skyId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e6f7f4" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <circle cx="180" cy="120" r="112" fill={`url(#${skyId})`} />
      <g fill="#fff" opacity="0.95">
        <ellipse cx="70" cy="58" rx="26" ry="10" />
        <ellipse cx="88" cy="52" rx="18" ry="11" />
        <ellipse cx="292" cy={rightCloudY} rx="22" ry="8" />
        <ellipse cx="306" cy={rightCloudY - 6} rx="14" ry="9" />
      </g>
      <ellipse cx="180" cy="226" rx="138" ry="10" fill="#d5ece8" />
      {children}
    </svg>
  );
}
