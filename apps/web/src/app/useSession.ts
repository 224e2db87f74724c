import { useSyncExternalStore } from 'react';
import { sessionStore, type TSessionSnapshot } from '../api/session';

/** The stored session (token, user, menu tree), re-rendering on every change. */
export function useSession(): TSessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
}
