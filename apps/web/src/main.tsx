import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { logout } from './app/auth';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { reloadForNewVersion } from '@plan-dan/web-common/error-boundary';
import { ErrorBoundary } from './components/error-boundary';
import { setUnauthorizedHandler } from './lib/api-client';

setUnauthorizedHandler(logout);
// A screen's file is gone after a new version was deployed: loading the page again brings the new one.
window.addEventListener('vite:preloadError', () => reloadForNewVersion());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
    </AppProviders>
  </StrictMode>,
);
