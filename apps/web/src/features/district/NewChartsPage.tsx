import { AreaChartOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/useSession';
import { StandalonePage } from '../../components/StandalonePage';
import { useLogout } from '../auth/hooks/useLogout';

/**
 * Where district accounts (ParentId -1) land after login (B05). Their cross-school charts
 * are a later issue; until then this page says so plainly instead of showing fake numbers.
 */
export default function NewChartsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const logout = useLogout();
  return (
    <StandalonePage
      testId="page-new-charts"
      brandName={t('app.platformTitle')}
      className="kg-standalone--district"
      cardClassName="kg-district"
    >
      <AreaChartOutlined className="kg-district__icon" />
      <Typography.Title level={2}>{t('newCharts.title')}</Typography.Title>
      {user?.SchoolName && <Typography.Text strong>{user.SchoolName}</Typography.Text>}
      <Typography.Paragraph type="secondary" className="kg-district__text">
        {t('newCharts.text')}
      </Typography.Paragraph>
      <Button icon={<LogoutOutlined />} onClick={logout} data-testid="district-logout">
        {t('newCharts.logout')}
      </Button>
    </StandalonePage>
  );
}
