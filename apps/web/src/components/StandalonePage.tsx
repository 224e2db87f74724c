import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark';

/**
 * A page outside the shell (/404, 无权访问, the district landing): the brand above one card in
 * the middle of the screen.
 */
export function StandalonePage({
  testId,
  brandName,
  className,
  cardClassName,
  children,
}: {
  testId: string;
  /** the name beside the brand mark (the app's, or the platform's for district accounts) */
  brandName: string;
  /** extra classes on the page and on its card */
  className?: string;
  cardClassName?: string;
  children: ReactNode;
}) {
  return (
    <main className={className ? `kg-standalone ${className}` : 'kg-standalone'} data-testid={testId}>
      <div className="kg-standalone__brand">
        <BrandMark size={32} />
        <span>{brandName}</span>
      </div>
      <div className={cardClassName ? `kg-standalone__card ${cardClassName}` : 'kg-standalone__card'}>
        {children}
      </div>
    </main>
  );
}
