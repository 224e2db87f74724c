import type { TMenuForm, TMenuRow } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { useSaving } from '../../api/useSaving';

const BASE = '/api/permission';

export const menuKeys = { tree: (name: string) => ['menus', 'tree', name] as const };

/** GetTreeTable: every navigation entry as a tree. */
export function useMenuTree(name: string) {
  return useQuery({
    queryKey: menuKeys.tree(name),
    queryFn: ({ signal }) => http.get<TMenuRow[]>(`${BASE}/GetTreeTable`, { Name: name }, { signal }),
  });
}

export const useSaveMenu = () =>
  useSaving((body: TMenuForm & { Id?: number }) =>
    body.Id ? http.post<null>(`${BASE}/Update`, body) : http.post<{ Id: number }>(`${BASE}/Add`, body),
  );

/** B15: the id travels in the query string. */
export const useDeleteMenu = () => useSaving((id: number) => http.del<null>(`${BASE}/Delete`, { id }));
