import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/600.css';
import './styles/global.css';
import './styles/plain.css';
import './styles/login.css';
import './styles/shell.css';
import './styles/pages.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/AppRouter';
import { AppProviders } from './app/providers/AppProviders';
import { i18nReady } from './locales/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Chinese is in the bundle; an English or Spanish user's common texts arrive first.
void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);
