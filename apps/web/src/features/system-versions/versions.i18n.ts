import { namespace } from '../../locales/namespace';

/** 版本记录: the version list. */
const zhCN = {
  title: '版本记录',
  subtitle: '平台的每一次更新都记录在这里',
  latest: '最新',
  empty: '暂无版本记录',
};

/** The Chinese texts ship with the page; English and Spanish are fetched when chosen. */
export type TVersionsTexts = typeof zhCN;

export const versionsTexts = namespace('versions', {
  'zh-CN': zhCN,
  en: () => import('./versions.i18n.en'),
  es: () => import('./versions.i18n.es'),
});
