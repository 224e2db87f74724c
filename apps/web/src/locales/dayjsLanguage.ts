import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/zh-cn';
import type { i18n as TI18n } from 'i18next';
import type { TLanguage } from './types';

/** English is dayjs's own locale. */
const DAYJS_LOCALE: Record<TLanguage, string> = { 'zh-CN': 'zh-cn', en: 'en', es: 'es' };

let following = false;

/**
 * Makes dayjs (dates in pages, antd's pickers, reports) speak the interface's language now
 * and after every switch. Called by what uses dates (the app behind the login, the print
 * page), not by i18n itself: the login page loads without dayjs.
 */
export function followLanguageInDayjs(i18n: TI18n) {
  if (following) return;
  following = true;
  const apply = (language: string) => dayjs.locale(DAYJS_LOCALE[language as TLanguage] ?? 'zh-cn');
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}
