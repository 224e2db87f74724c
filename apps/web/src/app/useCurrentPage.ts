import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findRouteNode, normalizePath } from './navTree';
import { routeTitle } from './routing/routeTitle';
import { useSession } from './useSession';

/** What the shell needs to know about the page on screen: title and route meta flags. */
export function useCurrentPage() {
  const { pathname, search } = useLocation();
  const { tree } = useSession();
  const { t } = useTranslation();
  return useMemo(() => {
    const node = findRouteNode(tree, pathname);
    return {
      key: normalizePath(pathname),
      pathname,
      fullPath: pathname + search,
      node,
      title: routeTitle(pathname, tree, t),
      showTitle: node?.meta?.showTitle ?? true,
      keepAlive: node?.meta?.keepAlive ?? false,
      noTab: node?.meta?.NoTabPage ?? false,
    };
  }, [pathname, search, tree, t]);
}
