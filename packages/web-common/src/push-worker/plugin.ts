import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Where the service worker script lands in each app's build, beside index.html. */
export const PUSH_WORKER_FILE = 'push-sw.js';

const source = () => readFileSync(new URL('./push-sw.js', import.meta.url), 'utf8');

/**
 * Puts the notification service worker script (push-sw.js) into the app's build, and serves it in
 * development: the phone's service worker imports it, the manager app registers it alone.
 */
export function pushWorker(): Plugin {
  return {
    name: 'plan-dan-push-worker',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER_FILE, source: source() });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.split('?')[0]?.endsWith(`/${PUSH_WORKER_FILE}`)) return next();
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(source());
      });
    },
  };
}
