import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  AbortMultipartUploadCommand,
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import type { S3Settings } from '../src/config.ts';

const START_TIMEOUT_MS = 120_000;

/** The run's S3 server (test/global-setup.ts), once it answers; an error saying why when it cannot. */
async function s3Server() {
  const provided = inject('s3');
  if ('error' in provided) throw new Error(`No S3 server for the S3 tests: ${provided.error}`);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await fetch(`${provided.endpoint}/healthcheck`).then((answer) => answer.ok, () => false))) {
    if (Date.now() > deadline) throw new Error(`The S3 server (Swift) did not answer at ${provided.endpoint}; its logs are in ${provided.root}/log`);
    await sleep(200);
  }
  return provided;
}

export interface TestBucket {
  settings: S3Settings;
  /** A client of the bucket's server, to look at what the app stored. */
  client: S3Client;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  /** Removes what is in the bucket, and the bucket. */
  drop(): Promise<void>;
}

/** A fresh, empty bucket on the run's S3 server: each app in S3 tests gets its own. */
export async function createTestBucket(): Promise<TestBucket> {
  const { endpoint, region, accessKeyId, secretAccessKey } = await s3Server();
  const settings: S3Settings = {
    endpoint,
    bucket: `plan-dan-test-${randomBytes(6).toString('hex')}`,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
    checksums: 'WHEN_REQUIRED',
  };
  const client = new S3Client({
    endpoint,
    region,
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A Swift just started may still answer 503 for a moment: retried with growing pauses.
    maxAttempts: 8,
  });
  const Bucket = settings.bucket;
  await client.send(new CreateBucketCommand({ Bucket }));
  const keys = async () => {
    const found: string[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket })) found.push(...(page.Contents ?? []).map((object) => object.Key!));
    return found.sort();
  };
  return {
    settings,
    client,
    keys,
    async drop() {
      const uploads = (await client.send(new ListMultipartUploadsCommand({ Bucket }))).Uploads ?? [];
      await Promise.all(uploads.map(({ Key, UploadId }) => client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))));
      await Promise.all((await keys()).map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
      await client.send(new DeleteBucketCommand({ Bucket })).catch(() => undefined);
      client.destroy();
    },
  };
}

/** The storage the whole API suite runs on: `STORAGE=s3` puts every test app's files in S3. */
export function testStorage(): 'disk' | 's3' {
  const storage = process.env.STORAGE ?? 'disk';
  if (storage !== 'disk' && storage !== 's3') throw new Error(`STORAGE is ${storage}: disk or s3`);
  return storage;
}
