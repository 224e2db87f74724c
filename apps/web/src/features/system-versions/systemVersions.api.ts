import { API } from '@kg/contracts';
import { useEndpoint } from '../../api/queries';

/** Releases, newest first. */
export function useSystemVersions(enabled = true) {
  return useEndpoint(API.systemVersions.list, undefined, { enabled, staleTime: 5 * 60_000 });
}
