import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../locales/i18n';
import type { TLanguage } from '../../locales/types';

/** Language names are written in their own language, so anyone can find theirs. */
const LABELS: Record<TLanguage, string> = { 'zh-CN': '中文', en: 'English', es: 'Español' };

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { i18n, t } = useTranslation();
  const current = (i18n.language as TLanguage) in LABELS ? (i18n.language as TLanguage) : 'zh-CN';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: (Object.keys(LABELS) as TLanguage[]).map((lang) => ({
          key: lang,
          label: <span data-testid={`lang-${lang}`}>{LABELS[lang]}</span>,
        })),
        onClick: ({ key }) => changeLanguage(key as TLanguage),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        data-testid="language-switch"
        aria-label={t('app.language')}
      >
        {!compact && LABELS[current]}
      </Button>
    </Dropdown>
  );
}
