import { ReloadOutlined, WarningFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The friendly face of a ChunkLoadError (A53) or any page crash. It is in the first bundle (it
 * must show when a chunk does not arrive), so it draws antd's Result status="warning" layout
 * with its own CSS (pages.css, .kg-page-error) instead of antd's Result, whose module carries
 * the large 403/404/500 illustrations.
 */
export function PageError({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <div className="kg-page-error" data-testid="page-error" data-error={error.name} role="alert">
      <div className="kg-page-error__icon">
        <WarningFilled />
      </div>
      <div className="kg-page-error__title">{t('chunk.title')}</div>
      <div className="kg-page-error__subtitle">{t('chunk.text')}</div>
      <div className="kg-page-error__extra">
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          {t('chunk.reload')}
        </Button>
      </div>
    </div>
  );
}
