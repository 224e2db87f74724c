import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonNamespace, FEATURE_NAMESPACES, loadInChosenLanguage, namespaceBackend } from './namespace';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, type TLanguage } from './types';
import zhCN from './zh-CN';

/** The stored choice, or Chinese: the product is Chinese-first (Q01). */
export function storedLanguage(): TLanguage {
  const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as TLanguage) : 'zh-CN';
}

/**
 * The shell's and the common texts: Chinese ships with the first page, English and Spanish
 * are fetched when chosen. Every feature brings its own namespace with its lazy page.
 */
export const commonTexts = commonNamespace({
  'zh-CN': zhCN,
  en: () => import('./en'),
  es: () => import('./es'),
});

const initial = storedLanguage();
/** The language chosen: during a switch i18n.language is still the old one until the new texts are in. */
let chosen: TLanguage = initial;

/** Resolves when the common texts of the chosen language are there (main.tsx renders then). */
export const i18nReady = i18n
  .use(namespaceBackend((names) => loadInChosenLanguage(i18n, names, () => chosen)))
  .use(initReactI18next)
  .init({
    resources: { 'zh-CN': { common: zhCN } },
    partialBundledLanguages: true,
    lng: initial,
    supportedLngs: LANGUAGES,
    load: 'currentOnly',
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    // A feature's keys keep their top-level name (t('classes.title') from any component):
    // a key not in common is looked up in the feature namespaces registered so far.
    fallbackNS: FEATURE_NAMESPACES,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
document.documentElement.lang = initial;

export function changeLanguage(lang: TLanguage) {
  chosen = lang;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  document.documentElement.lang = lang;
  void i18n.changeLanguage(lang);
}

export default i18n;
