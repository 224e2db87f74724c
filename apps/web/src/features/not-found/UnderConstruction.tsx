import { HomeOutlined, TeamOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink';
import { BlocksIllustration } from './BlocksIllustration';

/** The under-construction notice (A02): inside the shell for menu entries not built yet, and on /404. */
export function UnderConstruction() {
  const { t } = useTranslation();
  return (
    <div className="kg-construction" data-testid="under-construction">
      <BlocksIllustration />
      <Typography.Title level={3} className="kg-construction__title">
        {t('notFound.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="kg-construction__text">
        {t('notFound.text')}
      </Typography.Paragraph>
      <Space wrap>
        <ButtonLink to="/User/Users" type="primary" icon={<TeamOutlined />} data-testid="notfound-back">
          {t('notFound.back')}
        </ButtonLink>
        <ButtonLink to="/" icon={<HomeOutlined />} data-testid="notfound-home">
          {t('notFound.home')}
        </ButtonLink>
      </Space>
    </div>
  );
}
