import type { TChangePasswordRequest, TEnvelope, TProfile } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';

/** The page of the 个人中心 entry in the navigation tree. */
export const PROFILE_PATH = '/User/Profile';

export const profileKeys = { mine: ['profile', 'mine'] as const };

export function useProfile() {
  return useQuery({
    queryKey: profileKeys.mine,
    queryFn: ({ signal }) => http.get<TProfile>('/api/user/GetProfile', undefined, { signal }),
  });
}

/**
 * The raw envelope, without the client's toast: a refusal (原密码错误, …) is shown on the
 * form field it concerns instead.
 */
export function changePassword(body: TChangePasswordRequest): Promise<TEnvelope<null>> {
  return http.send<null>('POST', '/api/user/ChangePassword', { body, silent: true });
}
