import { endpoint } from '../endpoint';
import { ZNavigationNode, ZNavigationQuery } from '../navigation';

/** The caller's navigation (the menu, the routes and the buttons it may use). */
export const navigationApi = {
  bar: endpoint({
    method: 'GET',
    path: '/api/permission/GetNavigationBar',
    access: 'authenticated',
    summary:
      "The caller's navigation tree (the uid parameter is accepted and ignored: it is always the caller)",
    query: ZNavigationQuery,
    response: ZNavigationNode,
  }),
};
