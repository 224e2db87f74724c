import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppRoutes } from './routing/AppRoutes';
import { NavigationBridge } from './routing/NavigationBridge';
import { UnsavedChangesProvider } from './unsaved/UnsavedChanges';

function Root() {
  return (
    <UnsavedChangesProvider>
      <NavigationBridge />
      <AppRoutes />
    </UnsavedChangesProvider>
  );
}

/**
 * History mode with base '/' (A01). A data router with one catch-all route around the
 * route table: it is what lets a page with unsaved edits hold a navigation (useBlocker).
 */
const router = createBrowserRouter([{ path: '*', element: <Root /> }]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
