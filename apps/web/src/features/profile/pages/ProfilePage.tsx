import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountCard } from '../components/AccountCard';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { useProfile } from '../profile.api';

/** 个人中心: who I am, where I work, and my password. Never a tab (meta NoTabPage). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();

  let account = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (profile.data) account = <AccountCard profile={profile.data} />;
  else if (profile.isError) {
    account = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.loadFailed')}>
        <Button icon={<ReloadOutlined />} onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </Button>
      </Empty>
    );
  }

  return (
    <div className="kg-profile" data-testid="page-profile">
      <Row gutter={[18, 18]}>
        <Col xs={24} lg={11} xl={10}>
          {profile.data ? account : <Card className="kg-card">{account}</Card>}
        </Col>
        <Col xs={24} lg={13} xl={14}>
          <ChangePasswordForm />
        </Col>
      </Row>
    </div>
  );
}
