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
export const AppShell = lazy(
  withChunkTimeout(() => import('../layout/AppShell').then((m) => ({ default: m.AppShell }))),
);
export const NotFoundPage = lazy(
  withChunkTimeout(() =>
    import('../../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
  ),
);
export const UnknownPath = lazy(
  withChunkTimeout(() => import('./UnknownPath').then((m) => ({ default: m.UnknownPath }))),
);
