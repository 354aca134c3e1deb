import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { precompress } from '../../packages/web-common/src/precompress/plugin.ts';
import { PUSH_WORKER_FILE, pushWorker } from '../../packages/web-common/src/push-worker/plugin.ts';
import { PHONE_BASE } from '../../packages/contract/src/app-paths.ts';
import { PICTOGRAM_DRAWINGS_PATH } from '../../packages/contract/src/pictogram-paths.ts';

const BASE = PHONE_BASE;

export default defineConfig({
  base: BASE,
  plugins: [
    react(),
    pushWorker(),
    VitePWA({
      registerType: 'autoUpdate',
      // A separate registerSW.js file: the server's CSP allows no inline script.
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: BASE,
        name: 'Plan dan',
        short_name: 'Plan dan',
        description: 'Moji zadaci za danas, korak po korak.',
        lang: 'hr',
        start_url: BASE,
        scope: BASE,
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#F5FFFA',
        theme_color: '#1f4f82',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Any page of the app opens offline from the cached shell; the API is never cached, but for the step pictures, pictograms and voices below.
        navigateFallback: `${BASE}index.html`,
        navigateFallbackAllowlist: [/^\/plan-dan\/m\//],
        navigateFallbackDenylist: [/^\/api\//],
        runtimeCaching: [
          {
            // The manager's step pictures and video posters, kept for the steps opened offline (fetched ahead by
            // step-pictures-offline.ts). Each is stored under a key of its own that never changes, so the same path is
            // the same picture whatever its link's hourly signature. Videos are too large to keep.
            urlPattern: ({ url }) =>
              (url.pathname.startsWith('/api/v1/files/pictures/') && !/\.(mp4|webm)$/.test(url.pathname)) ||
              url.pathname.startsWith('/api/v1/files/previews/pictures/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'step-pictures',
              matchOptions: { ignoreSearch: true },
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The drawings of the open tasks' and steps' pictograms (fetched ahead by step-pictures-offline.ts). Public and
            // unsigned: the whole address is the key, as its query is the look ('?look=contrast'), a drawing of its own.
            urlPattern: ({ url }) => url.pathname.startsWith(PICTOGRAM_DRAWINGS_PATH) && url.pathname.endsWith('.svg'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'step-pictograms',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The carer's recorded voices of the open tasks' steps (fetched ahead by step-pictures-offline.ts), kept the
            // same way: by path, whatever the signature. The phone fetches a voice whole before playing it (lib/speech.ts),
            // so no Range request needs answering from here.
            urlPattern: ({ url }) => url.pathname.startsWith('/api/v1/files/voices/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'step-voices',
              matchOptions: { ignoreSearch: true },
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        // Shows the push notifications and opens their screen on a tap (shared with the manager app).
        importScripts: [PUSH_WORKER_FILE],
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    // One stylesheet, in the order of the imports, as before the screens loaded on demand: a screen's rules
    // never come after (and so over) the shared ones. Parsing it is a small part of the start.
    cssCodeSplit: false,
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
