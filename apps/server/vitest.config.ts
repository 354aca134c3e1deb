import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each file builds its own app on its own database; files run in parallel.
    pool: 'forks',
    // A real S3 server (Swift) for the run: the S3 tests, and every app when STORAGE=s3.
    globalSetup: ['test/global-setup.ts'],
  },
});
