import { endpoint } from '../endpoint';
import { ZNavigationNode, ZNavigationQuery } from '../navigation';

/** The caller's navigation (the menu, the routes and the buttons it may use). */
export const navigationApi = {
  bar: endpoint({
    method: 'GET',
    path: '/api/permission/GetNavigationBar',
    access: 'authenticated',
    summary:
      "The caller's navigation tree (uid, when given, must be the caller's own identity; another answers 404)",
    query: ZNavigationQuery,
    response: ZNavigationNode,
  }),
};
