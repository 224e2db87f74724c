import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/BrandMark';

type TProps = {
  status: '404' | 'warning';
  title: string;
  text: string;
  testId: string;
  extra?: ReactNode;
};

/** The roster's own not-found and failure states: standalone, like the page itself. */
export function RosterMessage({ status, title, text, testId, extra }: TProps) {
  const { t } = useTranslation();
  return (
    <main className="kg-standalone" data-testid="page-roster">
      <div className="kg-standalone__brand">
        <BrandMark size={32} />
        <span>{t('app.name')}</span>
      </div>
      <div className="kg-standalone__card">
        <Result status={status} title={title} subTitle={text} extra={extra} data-testid={testId} />
      </div>
    </main>
  );
}
