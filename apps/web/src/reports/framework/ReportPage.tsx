import '../reports.i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TProps = {
  /** cover and back cover fill the page; content pages get the running header and number */
  kind?: 'cover' | 'content' | 'back';
  page: number;
  total: number;
  /** the running header's text (school · class · report) */
  running?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
};

/**
 * One A4 sheet: 210 × 297 mm, fixed, nothing spills over (overflow hidden), and a page break
 * after it. The same box is the on-screen preview and the printed page.
 */
export function ReportPage({ kind = 'content', page, total, running, className, testId, children }: TProps) {
  const { t } = useTranslation();
  return (
    <section
      className={['kg-a4', `kg-a4--${kind}`, className].filter(Boolean).join(' ')}
      data-testid={testId ?? 'report-page'}
      data-page={page}
    >
      {kind === 'content' && running && <div className="kg-a4__running">{running}</div>}
      <div className="kg-a4__body">{children}</div>
      {kind === 'content' && (
        <div className="kg-a4__number" data-testid="report-page-number">
          {t('reports.page.number', { page, total })}
        </div>
      )}
    </section>
  );
}

/** A section's heading at the top of its first page. */
export function SectionHeading({ title, sub }: { title: string; sub?: ReactNode }) {
  return (
    <header className="kg-a4-heading">
      <h2 className="kg-a4-heading__title">{title}</h2>
      {sub && <div className="kg-a4-heading__sub">{sub}</div>}
    </header>
  );
}
