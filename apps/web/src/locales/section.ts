import type { Widen } from './types';

/**
 * A feature's texts in all three languages, kept beside the feature. The dictionaries
 * mount it under one key; en and es must have every key the Chinese texts have.
 */
export function section<T>(zhCN: T, en: Widen<T>, es: Widen<T>) {
  return { 'zh-CN': zhCN, en, es } as const;
}
