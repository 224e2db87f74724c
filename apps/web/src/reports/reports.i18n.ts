import { namespace } from '../locales/namespace';
import { reportsZhCN } from './i18n/zh-CN';

/** Texts of the A4 reports, their PDF export and batch dialog (one file per language). */
export const reportsTexts = namespace('reports', {
  'zh-CN': reportsZhCN,
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
