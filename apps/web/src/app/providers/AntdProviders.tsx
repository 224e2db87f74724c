import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { followLanguageInDayjs } from '../../locales/dayjsLanguage';
import appI18n from '../../locales/i18n';
import type { TLanguage } from '../../locales/types';
import { AntdBridge } from './AntdBridge';
import { appTheme } from './theme';
import { useReducedMotion } from './useReducedMotion';

// dayjs (pages' dates, antd's pickers) is needed from here on, not on the login page.
followLanguageInDayjs(appI18n);

/** Chinese comes with antd; English and Spanish arrive when someone switches to them. */
const ANTD_LOCALES: Record<TLanguage, () => Promise<Locale>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  en: () => import('antd/locale/en_US').then((m) => m.default),
  es: () => import('antd/locale/es_ES').then((m) => m.default),
};

/** antd's texts (pagination, date pickers, empty states) in the interface's language. */
function useAntdLocale(language: string): Locale {
  const [loaded, setLoaded] = useState<{ language: string; locale: Locale }>({
    language: 'zh-CN',
    locale: zhCN,
  });
  useEffect(() => {
    const load = ANTD_LOCALES[language as TLanguage] ?? ANTD_LOCALES['zh-CN'];
    let current = true;
    void load().then((locale) => {
      if (current) setLoaded({ language, locale });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loaded.locale;
}

/** With reduced motion, dialogs, menus and toasts appear at once instead of zooming in. */
const STILL_THEME = { ...appTheme, token: { ...appTheme.token, motion: false } };

/**
 * antd's theme, locale and App context, around everything that uses antd: the app behind the
 * login (AppArea) and the login page's dialogs. The login page itself is drawn without antd,
 * so that it loads light (issue 16: under 150 kB of scripts).
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = useAntdLocale(i18n.language);
  const theme = useReducedMotion() ? STILL_THEME : appTheme;
  return (
    <ConfigProvider
      locale={locale}
      theme={theme}
      // Exact strings matter (SPEC: 返 回, 确定): antd must not insert spaces itself.
      button={{ autoInsertSpace: false }}
      // Dialogs do not close on a backdrop click (SPEC §9).
      modal={{ mask: { closable: false } }}
    >
      {/* Toasts sit 120 px from the top (SPEC §9), as the root Toaster's. */}
      <AntdApp message={{ top: 120, maxCount: 3 }} notification={{ placement: 'topRight', top: 76 }}>
        <AntdBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
