/** The spec's storage keys (A35, SPEC §3 "Auth data stored locally"). */
export const STORAGE_KEYS = {
  token: 'Token',
  tokenExpire: 'TokenExpire',
  refreshTime: 'refreshtime',
  user: 'user',
  navigationBar: 'NavigationBar',
  router: 'router',
  loginUrl: 'loginurl',
  rememberedName: 'rememberedName',
  /** the branded title last seen for /hxlogin; survives logout on purpose */
  hxLoginTitle: 'hxLoginTitle',
} as const;

/** Tab history lives in session storage so it is per browser tab (A49). */
export const TABS_KEY = 'tabs';
