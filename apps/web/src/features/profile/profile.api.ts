import { API, type TChangePasswordRequest } from '@kg/contracts';
import { http } from '../../api/http';
import { useEndpoint } from '../../api/queries';

/** The page of the 个人中心 entry in the navigation tree. */
export const PROFILE_PATH = '/User/Profile';

export function useProfile() {
  return useEndpoint(API.profile.get, undefined);
}

/**
 * The raw envelope, without the client's toast: a refusal (原密码错误, …) is shown on the
 * form field it concerns instead.
 */
export function changePassword(body: TChangePasswordRequest) {
  return http.sendTo(API.profile.changePassword, body, { silent: true });
}
