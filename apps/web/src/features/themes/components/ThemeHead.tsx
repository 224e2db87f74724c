import '../themes.i18n';
import { LockOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TProps = {
  title: ReactNode;
  sub: ReactNode;
  onBack: () => void;
  backTestId?: string;
  /** the theme's content is locked: say why nothing can change (DECISIONS 44) */
  locked?: boolean;
};

/** The head of every theme page: the theme, a line under it, 返回, and the lock when there is one. */
export function ThemeHead({ title, sub, onBack, backTestId, locked }: TProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="kg-theme-content__head">
        <div>
          <h2 className="kg-theme-content__title">{title}</h2>
          <span className="kg-muted">{sub}</span>
        </div>
        <Button onClick={onBack} data-testid={backTestId}>
          {t('themes.back')}
        </Button>
      </div>
      {locked && (
        <Alert
          className="kg-theme-content__lock"
          type="warning"
          showIcon
          icon={<LockOutlined />}
          message={t('themes.lockedHint')}
          data-testid="theme-content-locked"
        />
      )}
    </>
  );
}
