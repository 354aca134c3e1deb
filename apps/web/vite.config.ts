import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from '../../packages/web-common/src/precompress/plugin.ts';
import { prerender } from '../../packages/web-common/src/prerender/plugin.ts';
import { pushWorker } from '../../packages/web-common/src/push-worker/plugin.ts';
import { WEB_BASE } from '../../packages/contract/src/app-paths.ts';

export default defineConfig({
  base: WEB_BASE,
  // push-sw.js: the manager's small service worker, only for notifications.
  // login.html: the login screen's markup, painted before the script arrives (the server sends it for /plan-dan/login).
  plugins: [react(), pushWorker(), prerender({ entry: 'src/prerender.tsx', pages: [{ file: 'login.html', location: '/plan-dan/login' }] }), precompress()],
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports has modulepreload; the polyfill would cost the login route.
    modulePreload: { polyfill: false },
    // Everything the login route needs in one file: otherwise modules shared with lazy screens are cut
    // into small chunks, and the first visit pays a request and a gzip frame for each.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
