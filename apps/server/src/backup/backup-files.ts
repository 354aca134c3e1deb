import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { JWT_SECRET_FILE, VAPID_KEYS_FILE } from '../config.ts';
import { migrations } from '../db/migrations/index.ts';

/**
 * A backup is a folder laid out like DATA_DIR (so a restore is a verified copy), with manifest.json
 * written last: a folder without one is no backup (an interrupted run leaves only `<target>.partial-…`).
 */
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'plan-dan.sqlite';
export const FILES_FOLDER = 'files';
/** Generated secrets travel with the data: tokens and signed links need the JWT secret, push subscriptions the VAPID keys. */
export const SECRET_FILES = [JWT_SECRET_FILE, VAPID_KEYS_FILE] as const;
const FORMAT = 'plan-dan-backup';
const FORMAT_VERSION = 1;

/** A problem the person running the command can fix: printed as it is, without a stack. */
export class BackupProblem extends Error {}

export interface CopiedFile {
  /** Relative to the backup's folder (and to DATA_DIR), with / between folders. */
  path: string;
  size: number;
  sha256: string;
}

const copiedFileSchema = z.object({
  // Relative, inside the folder: a damaged or hostile manifest must not send a restore elsewhere.
  path: z
    .string()
    .min(1)
    .refine((value) => !path.posix.isAbsolute(value) && !value.split('/').some((part) => part === '..' || part === '' || part === '.'), 'not a path inside the backup'),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  sqliteVersion: z.string(),
  /** The migrations the database has run: a restore refuses a backup made by a newer Plan dan. */
  migrations: z.array(z.string()),
  files: z.array(copiedFileSchema),
  /** Files the database refers to that were not in DATA_DIR/files when the backup was made (see backup.ts). */
  missingFiles: z.array(z.string()),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function newManifest(fields: Omit<Manifest, 'format' | 'version' | 'createdAt'>): Manifest {
  return { format: FORMAT, version: FORMAT_VERSION, createdAt: new Date().toISOString(), ...fields };
}

/** The backup's manifest, or a BackupProblem saying why `folder` is not a backup this version can restore. */
export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupProblem(`${folder} is not a Plan dan backup: it has no ${MANIFEST_FILE}.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupProblem(`${path.join(folder, MANIFEST_FILE)} is damaged (not JSON).`);
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) {
    const where = manifest.error.issues[0]!.path.join('.');
    throw new BackupProblem(`${path.join(folder, MANIFEST_FILE)} is not a manifest this version of Plan dan reads (at "${where}").`);
  }
  const unknown = manifest.data.migrations.filter((name) => !(name in migrations));
  if (unknown.length > 0) {
    throw new BackupProblem(`The backup was made by a newer Plan dan (its database has migration ${unknown[0]}): update Plan dan, then restore.`);
  }
  return manifest.data;
}

/** Copies `from` to `to` (which must not exist), answering the size and SHA-256 of the bytes copied. */
export async function copyWithChecksum(from: string, to: string, mode = 0o644): Promise<{ size: number; sha256: string }> {
  await mkdir(path.dirname(to), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(
    createReadStream(from),
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(to, { flags: 'wx', mode }),
  );
  return { size, sha256: hash.digest('hex') };
}

/** Size and SHA-256 of a file. */
export async function checksumOf(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
