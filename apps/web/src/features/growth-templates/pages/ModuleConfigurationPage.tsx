import '../growthConfiguration.i18n';
import { Button, Card, Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readConfigurationInfo } from '../components/ConfigRules';
import { ConfigWorkspace } from '../components/ConfigWorkspace';
import '../components/ConfigPage.css';

/**
 * 模块配置 (screen 9, F36-F46): /configuration?info=<escaped JSON {type, title, id, TypeText,
 * tempId, status}> (F08). Background, plate, and the content of the module's type.
 */
export default function ModuleConfigurationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const info = useMemo(() => readConfigurationInfo(search), [search]);
  if (!info)
    return (
      <Card className="kg-card">
        <Result
          status="warning"
          title={t('growthConfiguration.badLinkTitle')}
          subTitle={t('growthConfiguration.badLinkText')}
          extra={
            <Button type="primary" onClick={() => navigate('/GrowthTemplate')}>
              {t('growthConfiguration.toTemplates')}
            </Button>
          }
          data-testid="config-bad-link"
        />
      </Card>
    );
  // Another module is another form: nothing typed for the previous one carries over.
  return <ConfigWorkspace key={info.id} info={info} />;
}
