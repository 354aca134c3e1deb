import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { UNFINISHED_UPLOAD_LIFETIME_MS } from '../src/modules/materials/material-uploads.routes.ts';
import { createS3Storage } from '../src/platform/s3-storage.ts';
import { createDiskStorage } from '../src/platform/storage.ts';
import type { TestApp } from './helpers.ts';

/**
 * Changes to tus uploads made behind the server's back, in the store the app uses (on disk or in
 * S3), for what a request cannot do: a server that stopped at a chosen moment, an upload begun long ago.
 */

const uploadIdOf = (location: string) => location.split('/').pop()!;

/** All of an upload's bytes, written where tus writes them but without a request: as if the server stopped right after the last one. */
export async function writeAllBytes(app: TestApp, location: string, data: Buffer): Promise<void> {
  const storage = app.config.s3 ? await createS3Storage(app.config.s3) : createDiskStorage(path.join(app.config.dataDir, 'files'));
  try {
    await storage.uploadStore({ expirationMs: UNFINISHED_UPLOAD_LIFETIME_MS }).datastore.write(Readable.from([data]), uploadIdOf(location), 0);
  } finally {
    await storage.close();
  }
}

/** Moves an upload's start back by some hours, in the state tus keeps beside it (<id>.json on disk, <id>.info in S3). */
export async function beganHoursAgo(app: TestApp, location: string, hours: number): Promise<void> {
  const began = (state: { creation_date: string }) => ({ ...state, creation_date: new Date(Date.now() - hours * 60 * 60 * 1000).toISOString() });
  const id = uploadIdOf(location);
  if (!app.bucket) {
    const file = path.join(app.config.dataDir, 'files', 'uploads', `${id}.json`);
    writeFileSync(file, JSON.stringify(began(JSON.parse(readFileSync(file, 'utf8')) as { creation_date: string })));
    return;
  }
  const { client, settings } = app.bucket;
  const info = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: `${id}.info` }));
  const state = JSON.parse(await info.Body!.transformToString()) as { creation_date: string };
  await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: `${id}.info`, Body: JSON.stringify(began(state)), Metadata: info.Metadata }));
}
