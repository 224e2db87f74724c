import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routing/AppRoutes';
import { NavigationBridge } from './routing/NavigationBridge';
import { TitleSync } from './routing/TitleSync';

/** History mode with base '/' (A01). */
export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigationBridge />
      <TitleSync />
      <AppRoutes />
    </BrowserRouter>
  );
}
