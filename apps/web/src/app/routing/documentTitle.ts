import type { TFunction } from 'i18next';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTextKey } from '../../locales/resources';

/** `<title> - 幼儿成长评价平台` (A12). */
export function documentTitle(title: string, t: TFunction): string {
  return title ? `${title}${t('app.titleSuffix')}` : t('app.name');
}

/** A page outside the app's TitleSync (the login pages) titles itself, before the paint. */
export function useDocumentTitle(key: TTextKey) {
  const { t } = useTranslation();
  useLayoutEffect(() => {
    document.title = documentTitle(t(key), t);
  }, [key, t]);
}
