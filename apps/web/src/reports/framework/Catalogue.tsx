import '../reports.i18n';
import { useTranslation } from 'react-i18next';
import type { TPagePlan } from './pagination';
import { ReportPage } from './ReportPage';

type TProps = { page: number; total: number; running?: string; entries: TPagePlan['catalogue'] };

/** 目录: the titled sections with the page each starts on, from the page plan (never typed in). */
export function Catalogue({ page, total, running, entries }: TProps) {
  const { t } = useTranslation();
  return (
    <ReportPage page={page} total={total} running={running} testId="report-catalogue">
      <div className="kg-catalogue">
        <h2 className="kg-catalogue__title">{t('reports.page.catalogue')}</h2>
        {/* A Latin line under a Chinese title; a language whose title is already Latin has none. */}
        {t('reports.page.catalogueLabel') && (
          <div className="kg-catalogue__label">{t('reports.page.catalogueLabel')}</div>
        )}
        <ol className="kg-catalogue__list">
          {entries.map((entry, index) => (
            <li key={entry.key} className="kg-catalogue__entry" data-testid="report-catalogue-entry">
              <span className="kg-catalogue__no">{String(index + 1).padStart(2, '0')}</span>
              <span className="kg-catalogue__name">{entry.title}</span>
              <span className="kg-catalogue__dots" aria-hidden="true" />
              <span className="kg-catalogue__page" data-testid="report-catalogue-page">
                {entry.page}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </ReportPage>
  );
}
