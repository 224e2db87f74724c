import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark';
import { UnderConstruction } from './UnderConstruction';

/** The standalone /404 page: no shell, no tab (A02). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="kg-standalone" data-testid="page-404">
      <div className="kg-standalone__brand">
        <BrandMark size={32} />
        <span>{t('app.name')}</span>
      </div>
      <div className="kg-standalone__card">
        <UnderConstruction />
      </div>
    </main>
  );
}
