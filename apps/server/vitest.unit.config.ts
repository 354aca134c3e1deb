import { defineConfig } from 'vitest/config';

/**
 * The services' unit tests (*.service.spec.ts beside each service): their rules with the room's parts in
 * memory, no database, no server. The API tests (vitest.config.ts) run the same rules through the server.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts'],
  },
});
