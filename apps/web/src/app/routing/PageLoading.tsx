import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="kg-page-loading" data-testid="page-loading">
      <Spin size="large" description={t('app.loading')} />
    </div>
  );
}
