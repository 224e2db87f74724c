import { useTranslation } from 'react-i18next';
import { StandalonePage } from '../../components/StandalonePage';
import { UnderConstruction } from './UnderConstruction';

/** The standalone /404 page: no shell, no tab (A02). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StandalonePage testId="page-404" brandName={t('app.name')}>
      <UnderConstruction />
    </StandalonePage>
  );
}
