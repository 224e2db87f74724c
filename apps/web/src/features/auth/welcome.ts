import type { TUserInfo } from '@kg/contracts';

export type TWelcomeUser = Pick<TUserInfo, 'uRealName' | 'SchoolName'>;

let queued: TWelcomeUser | null = null;

/**
 * The login page has no antd, so the welcome notice (antd's notification) is said by the app
 * once it opens: the login queues it here, PendingWelcome shows it.
 */
export function queueWelcome(user: TWelcomeUser) {
  queued = user;
}

/** The queued welcome, once. */
export function takeWelcome(): TWelcomeUser | null {
  const user = queued;
  queued = null;
  return user;
}
