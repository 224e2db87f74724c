import type { TNavigationNode } from '@kg/contracts';
import type { TFunction } from 'i18next';
import type { TTextKey } from '../../locales/resources';
import { navName } from '../navName';
import { findRouteNode, normalizePath } from '../navTree';
import { isForbiddenPath } from './pageAccess';
import { HOME_PATH } from './registry';

/** Titles of the routes that do not come from the navigation tree. */
const STATIC_TITLES: Record<string, TTextKey> = {
  // '/' only redirects to the home page; titling it so avoids a flash of another title.
  '/': 'home.pageTitle',
  '/login': 'auth.pageTitle',
  '/hxlogin': 'auth.hxPageTitle',
  '/404': 'notFound.title',
  '/newcharts': 'newCharts.title',
  [normalizePath(HOME_PATH)]: 'home.pageTitle',
};

/** The title of a route: the tree's meta.title first, then the built-in pages' own. */
export function routeTitle(pathname: string, tree: TNavigationNode[], t: TFunction): string {
  const node = findRouteNode(tree, pathname);
  if (node) return navName(node.meta?.title || node.name, t);
  const key = STATIC_TITLES[normalizePath(pathname)];
  return key ? t(key) : '';
}

const PUBLIC_PATHS = new Set(['/login', '/hxlogin']);

/**
 * The title of the page the user will actually see: a guarded path without a session
 * shows the login page, a page the user may not open 无权访问, an unknown path the 404 page. Setting it on the first render
 * avoids a flash of a wrong title while the redirect runs.
 */
export function targetTitle(
  pathname: string,
  tree: TNavigationNode[],
  t: TFunction,
  sessionUsable: boolean,
): string {
  const key = normalizePath(pathname);
  if (!sessionUsable && !PUBLIC_PATHS.has(key)) return routeTitle('/login', tree, t);
  if (isForbiddenPath(tree, pathname)) return t('notFound.forbidden.title');
  return routeTitle(pathname, tree, t) || t('notFound.title');
}
