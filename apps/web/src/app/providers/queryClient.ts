import { QueryClient } from '@tanstack/react-query';

/**
 * The signed-in app's query cache, made anew each time the app opens after the login page:
 * nothing cached for one person can show for the next who signs in on this browser.
 * Retries and error toasts belong to the http client, so queries do not retry again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
