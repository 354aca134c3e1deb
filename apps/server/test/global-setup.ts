import type { TestProject } from 'vitest/node';
import { launchS3TestServer, type S3TestServer } from '../../../scripts/s3-test-server.mjs';

/** The S3 server of this test run, or why there is none (the S3 tests then fail with it). */
export type ProvidedS3 = { endpoint: string; region: string; accessKeyId: string; secretAccessKey: string; root: string } | { error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    s3: ProvidedS3;
  }
}

/**
 * One real S3 server (Swift) for the whole run, started before the first test and stopped after the
 * last. The tests do not wait for it to start: those that use S3 wait for it (test/s3.ts), the rest
 * run meanwhile. S3 is part of the product, so every run starts it, whatever the storage of the apps.
 */
export default async function setup(project: TestProject) {
  let server: S3TestServer | undefined;
  try {
    server = await launchS3TestServer({ log: (line) => console.log(line) });
    const { endpoint, region, accessKeyId, secretAccessKey, root } = server;
    project.provide('s3', { endpoint, region, accessKeyId, secretAccessKey, root });
  } catch (error) {
    project.provide('s3', { error: error instanceof Error ? error.message : String(error) });
  }
  return async () => server?.stop();
}
