import { HomeOutlined, TeamOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { homePathFor, mayOpen, USERS_PATH } from '../../app/routing/pageAccess';
import { useSession } from '../../app/useSession';
import { ButtonLink } from '../../components/ButtonLink';
import { BlocksIllustration } from './BlocksIllustration';

/**
 * The under-construction notice (A02): inside the shell for menu entries not built yet, and on
 * /404. Its link back to 用户管理 is for those who may open it; anyone else would land on
 * /404 again, so they get only the way to their own home (issue 14 item 3).
 */
export function UnderConstruction() {
  const { t } = useTranslation();
  const { tree, user } = useSession();
  const showUsers = mayOpen(tree, USERS_PATH);
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
        {showUsers && (
          <ButtonLink to={USERS_PATH} type="primary" icon={<TeamOutlined />} data-testid="notfound-back">
            {t('notFound.back')}
          </ButtonLink>
        )}
        <ButtonLink
          to={homePathFor(user)}
          type={showUsers ? 'default' : 'primary'}
          icon={<HomeOutlined />}
          data-testid="notfound-home"
        >
          {t('notFound.home')}
        </ButtonLink>
      </Space>
    </div>
  );
}
