import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appTheme } from '../../app/providers/theme';
import { printRoutes } from './printRoutes';

/**
 * One report on the print page: its own router at the report's address and its own query
 * cache, so nothing of the report printed before it survives; mounted afresh for each one.
 */
export function PrintApp({ url }: { url: string }) {
  const [router] = useState(() => createMemoryRouter(printRoutes, { initialEntries: [url] }));
  const [queries] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queries}>
      <ConfigProvider theme={appTheme} button={{ autoInsertSpace: false }}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
