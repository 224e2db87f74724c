import '../reports.i18n';
import { useTranslation } from 'react-i18next';
import { FootprintCard, FootprintSheet } from './FootprintSheet';
import type { TFootprintPage } from './footprintTypes';

type TProps = { page: TFootprintPage & { kind: 'catalogue' }; total: number; child: string; name: string };

/** G52: 目录, the muluList entries (Title, Page) from the page plan. */
export function CatalogueSheet({ page, total, child, name }: TProps) {
  const { t } = useTranslation();
  const label = t('reports.growingFootprint.catalogueLabel');
  return (
    <FootprintSheet page={page} total={total} child={child}>
      <FootprintCard className="kg-fp-catalogue">
        {!page.continued && (
          <div className="kg-fp-catalogue__intro">
            {label && <span className="kg-fp-catalogue__label">{label}</span>}
            <span>{t('reports.growingFootprint.catalogueIntro', { name })}</span>
          </div>
        )}
        {page.muluList.length === 0 ? (
          <p className="kg-fp-empty">{t('reports.growingFootprint.catalogueEmpty')}</p>
        ) : (
          <ol className="kg-fp-catalogue__list" data-testid="fp-catalogue">
            {page.muluList.map((entry, i) => (
              <li
                key={`${entry.Page}-${entry.Title}`}
                className="kg-fp-catalogue__entry"
                data-testid="fp-catalogue-entry"
              >
                <span className="kg-fp-catalogue__no">{String(page.firstNo + i).padStart(2, '0')}</span>
                <span className="kg-fp-catalogue__name">{entry.Title}</span>
                <span className="kg-fp-catalogue__dots" aria-hidden="true" />
                <span className="kg-fp-catalogue__page">{entry.Page}</span>
              </li>
            ))}
          </ol>
        )}
      </FootprintCard>
    </FootprintSheet>
  );
}
