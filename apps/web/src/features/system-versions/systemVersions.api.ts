import type { TSystemVersion } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';

export const systemVersionKeys = { list: ['system-versions', 'list'] as const };

/** Releases, newest first. */
export function findSystemVersions(signal?: AbortSignal): Promise<TSystemVersion[]> {
  return http.get<TSystemVersion[]>('/api/SystemVersion/GetList', undefined, { signal });
}

export function useSystemVersions(enabled = true) {
  return useQuery({
    queryKey: systemVersionKeys.list,
    queryFn: ({ signal }) => findSystemVersions(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
