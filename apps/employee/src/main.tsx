import './app/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { reloadForNewVersion } from '@plan-dan/web-common/error-boundary';
import { ErrorBoundary } from './components/error-boundary';
import { StoredLookStyles } from './features/look/look-styles';
import { setUnauthorizedHandler } from './lib/api-client';
import { keepQueryCache, restoreQueryCache } from './lib/persisted-cache';
import { queryClient } from './lib/query-client';
import { endSession } from './lib/session';
import { afterNextPaint } from './lib/after-first-paint';
import { warmUpVoices } from './lib/speech';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';

// A refused token (code renewed by the manager, employee removed, token changed) ends the session;
// the session gate then shows the start screen with a note to scan a new code.
setUnauthorizedHandler(() => endSession('expired'));
// A screen's file is gone after a new version was deployed: loading the page again brings the new one.
window.addEventListener('vite:preloadError', () => reloadForNewVersion());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

keepQueryCache(queryClient);
// The first date in the app's zone loads the zone's data and builds its formatter (a long task of its own
// on a slow phone): done while the saved lists are read, rather than inside the first render.
const zoneReady = new Promise<void>((resolve) =>
  setTimeout(() => {
    inAppZone();
    resolve();
  }, 0),
);
// The last tasks saved on the phone are in the cache before the first screen: offline it shows them.
void Promise.all([restoreQueryCache(queryClient), zoneReady]).finally(() => {
  // Here rather than with the script: React's event listeners are set up in a task of their own.
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree at once (Lighthouse's measure: one long task of most of a second on a slow phone).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <ErrorBoundary look={<StoredLookStyles />}>
            <AppRouter />
          </ErrorBoundary>
        </AppProviders>
      </StrictMode>,
    ),
  );
  // Voices load late on some phones; asked for once the first screen is there.
  void afterNextPaint().then(warmUpVoices);
});
