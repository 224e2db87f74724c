import { API, type TMenuForm } from '@kg/contracts';
import { http } from '../../api/http';
import { useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';

/** GetTreeTable: every navigation entry as a tree. */
export function useMenuTree(name: string) {
  return useEndpoint(API.menus.tree, { Name: name });
}

/** An entry shows in the menu tree, in the roles' permission tree and in the navigation. */
const MENU_WRITES = ['menus', 'roles', 'navigation'] as const;

export const useSaveMenu = () =>
  useSaving(
    (body: TMenuForm & { Id?: number }) =>
      body.Id
        ? http.request(API.menus.update, { ...body, Id: body.Id }).then(() => null)
        : http.request(API.menus.add, body),
    MENU_WRITES,
  );

/** B15: the id travels in the query string. */
export const useDeleteMenu = () =>
  useSaving((id: number) => http.request(API.menus.remove, { id: String(id) }), MENU_WRITES);
