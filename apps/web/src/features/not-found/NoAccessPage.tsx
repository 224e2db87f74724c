import { HomeOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { homePathFor } from '../../app/routing/pageAccess';
import { useSession } from '../../app/useSession';
import { ButtonLink } from '../../components/ButtonLink';
import { StandalonePage } from '../../components/StandalonePage';
import { LockIllustration } from './LockIllustration';

/**
 * 无权访问: a page of this app the user's roles do not give them (a teacher opening
 * /User/Users). Shown at the address asked for, standalone like /404, with a way to the
 * user's own home instead of a link they could not follow either (issue 14 item 3).
 */
export function NoAccessPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <StandalonePage testId="page-no-access" brandName={t('app.name')}>
      <div className="kg-construction">
        <LockIllustration />
        <Typography.Title level={3} className="kg-construction__title">
          {t('notFound.forbidden.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="kg-construction__text">
          {t('notFound.forbidden.text')}
        </Typography.Paragraph>
        <ButtonLink
          to={homePathFor(user)}
          type="primary"
          icon={<HomeOutlined />}
          data-testid="no-access-home"
        >
          {t('notFound.home')}
        </ButtonLink>
      </div>
    </StandalonePage>
  );
}
