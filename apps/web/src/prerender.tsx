import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { AppRoutes, BASENAME } from './app/router';

/** Run at build time (see vite.config.ts): the markup the browser shows before the script has loaded. */
export function render(location: string): string {
  return renderToString(
    <AppRoot>
      <StaticRouter basename={BASENAME} location={location}>
        <AppRoutes />
      </StaticRouter>
    </AppRoot>,
  );
}
