import '../growthConfiguration.i18n';
import { Button, Card, Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readStaticQuery } from '../components/StatRows';
import { StatView } from '../components/StatView';
import '../components/ConfigPage.css';
import '../components/StatView.css';

/**
 * 典型行为观察统计 (screen 6, F47-F51): /templateStatic?TempId&TempDetailId&CycleId&StudyYearId
 * &GradeId&GradeNameS&ClassName&ClassId (F35).
 */
export default function TemplateStaticPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = useMemo(() => readStaticQuery(search), [search]);
  if (!query)
    return (
      <Card className="kg-card">
        <Result
          status="warning"
          title={t('growthConfiguration.badLinkTitle')}
          subTitle={t('growthConfiguration.stats.badLink')}
          extra={
            <Button type="primary" onClick={() => navigate('/GrowthTemplate')}>
              {t('growthConfiguration.toTemplates')}
            </Button>
          }
          data-testid="stat-bad-link"
        />
      </Card>
    );
  return <StatView key={search} query={query} />;
}
