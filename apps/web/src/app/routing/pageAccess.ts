import { DISTRICT_PARENT_ID, pagePath, type TNavigationNode, type TUserInfo } from '@kg/contracts';
import { findRouteNode, normalizePath } from '../navTree';
import { HOME_PATH, pageFor } from './registry';

/** 用户管理: the target of the /404 page's link (A02), for those who may open it. */
export const USERS_PATH = pagePath('users');

/** Where a user starts: a district account its data board (B05), everyone else the home page (A03). */
export function homePathFor(user: Pick<TUserInfo, 'ParentId'> | null): string {
  return user?.ParentId === DISTRICT_PARENT_ID ? '/newCharts' : HOME_PATH;
}

/** Whether the user's navigation tree gives them this page. */
export const mayOpen = (tree: TNavigationNode[], path: string) => Boolean(findRouteNode(tree, path));

/**
 * A page this app has but the user's tree does not give them (a teacher at /User/Users): it
 * shows 无权访问 rather than /404, whose link back to 用户管理 would lead such a user in a loop.
 * Paths the app does not know stay unknown (/404, A02).
 */
export function isForbiddenPath(tree: TNavigationNode[], path: string): boolean {
  if (normalizePath(path) === normalizePath(HOME_PATH)) return false;
  return Boolean(pageFor(path)) && !mayOpen(tree, path);
}
