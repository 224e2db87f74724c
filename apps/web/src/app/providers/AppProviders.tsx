import type { ReactNode } from 'react';
import { Toaster } from '../toast/Toaster';

/**
 * What every screen shares: the root toasts. antd's providers and the query cache are not
 * here: they come with the app behind the login (AppArea), so the login page loads without
 * them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <Toaster />
      {children}
    </>
  );
}
