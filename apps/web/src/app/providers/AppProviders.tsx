import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '../../locales/types';
import { AntdBridge } from './AntdBridge';
import { appTheme } from './theme';
import { useReducedMotion } from './useReducedMotion';

const ANTD_LOCALES = { 'zh-CN': zhCN, en: enUS, es: esES } satisfies Record<TLanguage, unknown>;

/** Retries and error toasts belong to the http client, so queries do not retry again. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/** With reduced motion, dialogs, menus and toasts appear at once instead of zooming in. */
const STILL_THEME = { ...appTheme, token: { ...appTheme.token, motion: false } };

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = ANTD_LOCALES[i18n.language as TLanguage] ?? zhCN;
  const theme = useReducedMotion() ? STILL_THEME : appTheme;
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={locale}
        theme={theme}
        // Exact strings matter (SPEC: 返 回, 确定): antd must not insert spaces itself.
        button={{ autoInsertSpace: false }}
        // Dialogs do not close on a backdrop click (SPEC §9).
        modal={{ mask: { closable: false } }}
      >
        {/* Toasts sit 120 px from the top (SPEC §9). */}
        <AntdApp message={{ top: 120, maxCount: 3 }} notification={{ placement: 'topRight', top: 76 }}>
          <AntdBridge />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
