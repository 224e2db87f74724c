import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isSessionUsable } from '../../api/session';
import { useSession } from '../useSession';
import { documentTitle } from './documentTitle';
import { targetTitle } from './routeTitle';

/**
 * Sets the document title as each navigation commits, before the browser paints (A12), inside
 * the app behind the login (the login page sets its own: it loads without the page registry).
 */
export function TitleSync() {
  const { pathname } = useLocation();
  const { tree } = useSession();
  const { t } = useTranslation();
  useLayoutEffect(() => {
    document.title = documentTitle(targetTitle(pathname, tree, t, isSessionUsable()), t);
  }, [pathname, tree, t]);
  return null;
}
