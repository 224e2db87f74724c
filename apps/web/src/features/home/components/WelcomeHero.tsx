import { BankOutlined, CalendarOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../../app/navName';
import { schoolNow } from '../../../app/schoolDay';
import { useSession } from '../../../app/useSession';
import { greetingPeriod } from '../greeting';

/** A sunny greeting: who is signed in, at which school, and today's date. */
export function WelcomeHero() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  // the school's clock: its date and the greeting's hour, whatever zone the browser is in
  const now = schoolNow();
  const name = user?.uRealName?.trim() || t('app.defaultUserName');
  return (
    <section className="kg-hero" data-testid="home-welcome" lang={i18n.language}>
      <div className="kg-hero__text">
        <h2 className="kg-hero__greeting">
          {t('home.greeting', { period: t(`home.${greetingPeriod(now.hour())}`), name })}
        </h2>
        <div className="kg-hero__meta">
          {user?.SchoolName && (
            <span>
              <BankOutlined /> {user.SchoolName}
            </span>
          )}
          <span>
            <CalendarOutlined /> {t('home.today', { date: now.format(t('home.dateFormat')) })}
          </span>
        </div>
        {Boolean(user?.RoleNames?.length) && (
          <div className="kg-hero__roles">
            <span className="kg-hero__roles-label">{t('home.roles')}</span>
            {user?.RoleNames.map((role) => (
              <Tag key={role} variant="filled" className="kg-hero__tag">
                {roleLabel(role, t)}
              </Tag>
            ))}
          </div>
        )}
      </div>
      <svg className="kg-hero__art" viewBox="0 0 220 140" aria-hidden="true">
        <circle cx="170" cy="36" r="22" fill="#ffd66b" />
        <circle cx="170" cy="36" r="34" fill="#ffd66b" opacity="0.2" />
        <rect x="20" y="96" width="26" height="34" rx="6" fill="#ffffff" opacity="0.45" />
        <rect x="54" y="76" width="26" height="54" rx="6" fill="#ffffff" opacity="0.6" />
        <rect x="88" y="56" width="26" height="74" rx="6" fill="#ffffff" opacity="0.8" />
        <path d="M150 130 v-34" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
        <path d="M150 104 c0 -14 9 -22 25 -22 c0 16 -9 22 -25 22z" fill="#d9fbe9" />
        <path d="M150 112 c0 -11 -8 -19 -21 -19 c0 13 8 19 21 19z" fill="#ffffff" />
      </svg>
    </section>
  );
}
