import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each file builds its own app on its own database; files run in parallel.
    pool: 'forks',
    // At least 4 at once: a file spends much of its time waiting on its database, its S3 bucket and its
    // sockets, so even 2 CPUs keep 4 busy (vitest's default, a CPU less than the machine has, is 1 there).
    maxWorkers: Math.max(4, availableParallelism() - 1),
    // A real S3 server (Swift) for the run: the S3 tests, and every app when STORAGE=s3.
    globalSetup: ['test/global-setup.ts'],
  },
});
