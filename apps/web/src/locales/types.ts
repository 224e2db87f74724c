import type { TErrorTexts } from './errors.i18n';
import type zhCN from './zh-CN';

/** Same keys as the Chinese dictionary, any text: keeps en/es complete at compile time. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** en and es also translate every error code (`errors.<code>`); Chinese shows the server's msg. */
export type TDictionary = Widen<typeof zhCN & { errors: TErrorTexts }>;

export const LANGUAGES = ['zh-CN', 'en', 'es'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'lang';
