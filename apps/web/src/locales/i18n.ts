import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/es';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en';
import es from './es';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, type TLanguage } from './types';
import zhCN from './zh-CN';

const DAYJS_LOCALE: Record<TLanguage, string> = { 'zh-CN': 'zh-cn', en: 'en', es: 'es' };

/** The stored choice, or Chinese: the product is Chinese-first (Q01). */
export function storedLanguage(): TLanguage {
  const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as TLanguage) : 'zh-CN';
}

const initial = storedLanguage();

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, en: { translation: en }, es: { translation: es } },
  lng: initial,
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  initAsync: false,
});
dayjs.locale(DAYJS_LOCALE[initial]);
document.documentElement.lang = initial;

export function changeLanguage(lang: TLanguage) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  dayjs.locale(DAYJS_LOCALE[lang]);
  document.documentElement.lang = lang;
  void i18n.changeLanguage(lang);
}

export default i18n;
