import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { logout } from './app/auth';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';

setUnauthorizedHandler(logout);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
