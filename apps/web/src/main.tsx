import './app/styles.css';
import { reloadForNewVersion } from '@plan-dan/web-common/error-boundary';
import { startApp } from '@plan-dan/web-common/hydration';
import { AppRoot } from './app/app-root';
import { logout } from './app/auth';
import { AppRouter } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';

setUnauthorizedHandler(logout);
// A screen's file is gone after a new version was deployed: loading the page again brings the new one.
window.addEventListener('vite:preloadError', () => reloadForNewVersion());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

startApp(
  container,
  <AppRoot>
    <AppRouter />
  </AppRoot>,
);
