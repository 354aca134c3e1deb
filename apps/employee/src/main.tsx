import './app/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { reloadForNewVersion } from '@plan-dan/web-common/error-boundary';
import { ErrorBoundary } from './components/error-boundary';
import { setUnauthorizedHandler } from './lib/api-client';
import { keepQueryCache, restoreQueryCache } from './lib/persisted-cache';
import { queryClient } from './lib/query-client';
import { endSession } from './lib/session';
import { warmUpVoices } from './lib/speech';

// A refused token (code renewed by the manager, employee removed, token changed) ends the session;
// the session gate then shows the start screen with a note to scan a new code.
setUnauthorizedHandler(() => endSession('expired'));
warmUpVoices();
// A screen's file is gone after a new version was deployed: loading the page again brings the new one.
window.addEventListener('vite:preloadError', () => reloadForNewVersion());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const root = createRoot(container);
keepQueryCache(queryClient);
// The last tasks saved on the phone are in the cache before the first screen: offline it shows them.
void restoreQueryCache(queryClient).finally(() =>
  // As a transition the first render yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree at once (Lighthouse's measure: one long task of most of a second on a slow phone).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <ErrorBoundary>
            <AppRouter />
          </ErrorBoundary>
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
