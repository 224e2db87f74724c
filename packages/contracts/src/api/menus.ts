import { z } from 'zod';
import { endpoint } from '../endpoint';
import { MENU_MESSAGES, ZMenuForm, ZMenuRow, ZMenuTreeQuery, ZUpdateMenuRequest } from '../menus';
import { Permission } from '../permissions';
import { idsQuery } from '../users';

const manage = Permission.menuManage;

/** Menu management (B13): the navigation tree itself, for the platform administrator. */
export const menusApi = {
  tree: endpoint({
    method: 'GET',
    path: '/api/permission/GetTreeTable',
    access: manage,
    summary: 'Every navigation entry as a tree table (search by name or path)',
    query: ZMenuTreeQuery,
    response: z.array(ZMenuRow),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/permission/Add',
    access: manage,
    summary: 'Add a menu, page, button or external link',
    body: ZMenuForm,
    response: z.object({ Id: z.number().int() }),
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/permission/Update',
    access: manage,
    summary: 'Edit an entry (built-in ones too)',
    body: ZUpdateMenuRequest,
    response: z.null(),
    resource: 'menu',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/permission/Delete',
    access: manage,
    summary:
      'Delete entries without children: ids in the query (?id=1 or ?ids=1,2, B15); built-in ones never',
    query: idsQuery(MENU_MESSAGES.selectToDelete),
    response: z.null(),
    resource: 'menu',
  }),
};
