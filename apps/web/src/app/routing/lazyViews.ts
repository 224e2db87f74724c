import { lazy } from 'react';
import { withChunkTimeout } from './lazyPage';

/**
 * The views around the pages, each in its own chunk so that a screen loads only its own code:
 * the login page never downloads the shell (and the antd components it uses), the shell never
 * the login form. A chunk that does not arrive becomes a ChunkLoadError, as for the pages.
 */
export const LoginPage = lazy(
  withChunkTimeout(() =>
    import('../../features/auth/pages/LoginPage').then((m) => ({ default: m.LoginPage })),
  ),
);
/** One download of a chunk, shared by its route and an early start; a failure may be retried. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

const loadArea = once(() => import('./AppArea'));
const loadShell = once(() => import('../layout/AppShell'));

/** Everything behind the login, with antd (the login page has none). */
export const AppArea = lazy(withChunkTimeout(loadArea));

export const AppShell = lazy(withChunkTimeout(() => loadShell().then((m) => ({ default: m.AppShell }))));

/**
 * Starts fetching the shell while a login is under way, so that it is there when the login
 * lands (the welcome notice, shown as the login ends, is not spent on a loading screen).
 */
export function preloadShell() {
  for (const load of [loadArea, loadShell]) {
    load().catch(() => {
      // The route's own load reports it (ChunkLoadError) if it fails again.
    });
  }
}
export const NotFoundPage = lazy(
  withChunkTimeout(() =>
    import('../../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
  ),
);
export const UnknownPath = lazy(
  withChunkTimeout(() => import('./UnknownPath').then((m) => ({ default: m.UnknownPath }))),
);
