import { BulbOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { QuickEntries } from '../components/QuickEntries';
import { WelcomeHero } from '../components/WelcomeHero';

/** /indexHome: a welcome and the way into each page; the school dashboard (L) comes later. */
export default function IndexHomePage() {
  const { t } = useTranslation();
  return (
    <div className="kg-home" data-testid="page-index-home">
      <WelcomeHero />
      <QuickEntries />
      <Alert
        type="info"
        showIcon
        icon={<BulbOutlined />}
        title={t('home.tipTitle')}
        description={t('home.tipText')}
        className="kg-home__tip"
      />
    </div>
  );
}
