import '../profile.i18n';
import { BankOutlined, CheckCircleFilled, UserOutlined } from '@ant-design/icons';
import type { TProfile } from '@kg/contracts';
import { Avatar, Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../../app/navName';

/** The person behind the session and every identity they hold, the current one marked. */
export function AccountCard({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const name = profile.uRealName.trim() || profile.uLoginName;
  const current = profile.Identities.find((identity) => identity.uID === profile.CurrentUID);
  return (
    <Card className="kg-card kg-profile__account" title={t('profile.account')} data-testid="profile-account">
      <div className="kg-profile__person">
        <Avatar size={64} className="kg-profile__avatar" icon={name ? undefined : <UserOutlined />}>
          {name.slice(-1)}
        </Avatar>
        <div className="kg-profile__person-text">
          <Typography.Title level={4} className="kg-profile__name">
            {name}
          </Typography.Title>
          {current && (
            <Typography.Text type="secondary">
              {current.SchoolName} · {roleLabel(current.IdentityName, t)}
            </Typography.Text>
          )}
        </div>
      </div>
      <Descriptions
        column={1}
        size="small"
        className="kg-profile__fields"
        items={[
          {
            key: 'login',
            label: t('profile.loginName'),
            children: <span data-testid="profile-login-name">{profile.uLoginName}</span>,
          },
          {
            key: 'name',
            label: t('profile.realName'),
            children: <span data-testid="profile-real-name">{profile.uRealName || t('common.none')}</span>,
          },
          {
            key: 'phone',
            label: t('profile.phone'),
            children: <span data-testid="profile-phone">{profile.Phone || t('profile.noPhone')}</span>,
          },
        ]}
      />

      <div className="kg-profile__section-head">
        <Typography.Text strong>{t('profile.identities')}</Typography.Text>
        <Typography.Text type="secondary" className="kg-profile__hint">
          {t('profile.identitiesHint')}
        </Typography.Text>
      </div>
      <ul className="kg-profile__identities" data-testid="profile-identities">
        {profile.Identities.map((identity) => {
          const isCurrent = identity.uID === profile.CurrentUID;
          return (
            <li
              key={identity.uID}
              className={isCurrent ? 'kg-identity-card kg-identity-card--current' : 'kg-identity-card'}
              data-testid={`profile-identity-${identity.uID}`}
              data-current={isCurrent}
            >
              <span className="kg-identity-card__icon">
                <BankOutlined />
              </span>
              <span className="kg-identity-card__text">
                <span className="kg-identity-card__school">{identity.SchoolName}</span>
                <span className="kg-identity-card__role">{roleLabel(identity.IdentityName, t)}</span>
              </span>
              {isCurrent && (
                <Tag color="green" icon={<CheckCircleFilled />} data-testid="profile-identity-current">
                  {t('profile.current')}
                </Tag>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
