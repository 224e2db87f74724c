import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The friendly face of a ChunkLoadError (A53) or any page crash. */
export function PageError({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('chunk.title')}
      subTitle={t('chunk.text')}
      data-testid="page-error"
      data-error={error.name}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          {t('chunk.reload')}
        </Button>
      }
    />
  );
}
