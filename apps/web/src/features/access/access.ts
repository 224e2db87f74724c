import { API, IdentityDigit, type TOption } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { queryKeyOf } from '../../api/queries';
import { saveNavigation } from '../../api/session';
import { useSession } from '../../app/useSession';
import { getNavigation } from '../auth/auth.api';

/** The caller is the platform administrator (role digit 0): may pick any school. */
export function useIsPlatformAdmin(): boolean {
  const { user } = useSession();
  return Boolean(user?.UserIdentity.includes(IdentityDigit.platformAdmin));
}

/** Every school, for the platform administrator's school picker. */
export function useSchoolOptions(enabled: boolean) {
  const input = { PageIndex: 1, PageSize: 200 };
  return useQuery({
    queryKey: queryKeyOf(API.schools.page, input),
    queryFn: ({ signal }) => http.request(API.schools.page, input, { signal }),
    select: (page): TOption[] => page.data.map(({ Id, Name }) => ({ Id, Name })),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * Reloads the caller's navigation tree after a change to menus or roles, so the side
 * menu and toolbars follow at once (the server already applies it to every request).
 */
export async function reloadNavigation(uid: number): Promise<void> {
  try {
    saveNavigation(await getNavigation(uid));
  } catch {
    // Shown by the client; the next sign-in loads it anyway.
  }
}
