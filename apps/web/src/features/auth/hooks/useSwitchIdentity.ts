import type { TIdentity } from '@kg/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { saveNavigation, saveTokens, saveUser } from '../../../api/session';
import { getNavigation, getUserInfo, switchIdentity } from '../auth.api';
import { useWelcomeNotice } from './useWelcomeNotice';

/**
 * Moves the signed-in person to another of their identities (issue 14 item 10): the server
 * issues a token for it (the old session ends), then the user and the menu of the new
 * school replace the old ones, as a login would. Nothing cached of the old school survives.
 */
export function useSwitchIdentity() {
  const queryClient = useQueryClient();
  const welcome = useWelcomeNotice();
  return async (identity: TIdentity) => {
    saveTokens(await switchIdentity({ uID: identity.uID }));
    const user = await getUserInfo();
    const root = await getNavigation(user.uID);
    queryClient.clear();
    saveUser(user);
    saveNavigation(root);
    welcome(user);
    return user;
  };
}
