import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  BackupProblem,
  checksumOf,
  copyWithChecksum,
  DATABASE_FILE,
  FILES_FOLDER,
  MANIFEST_FILE,
  newManifest,
  SECRET_FILES,
  type CopiedFile,
  type Manifest,
} from './backup-files.ts';

/** Snapshots taken at most, should files the database refers to keep being deleted during the copy. */
const MAX_SNAPSHOTS = 5;

export interface BackupOptions {
  /** The server's DATA_DIR. */
  dataDir: string;
  /** A folder that does not exist yet (or is empty). */
  target: string;
  /** Progress lines for the person running it. */
  log?: (line: string) => void;
  /** Tests only: runs after each snapshot of the database, before the files are copied. */
  afterSnapshot?: (snapshot: number) => Promise<void>;
}

/**
 * A consistent copy of a SQLite DATA_DIR, safe while the server runs and writes:
 *
 * 1. The database first, with `VACUUM INTO`: one read transaction, so a snapshot of one moment, that
 *    never blocks the server's writers (WAL) and never starts over (the backup API restarts whenever
 *    another connection writes).
 * 2. Then DATA_DIR/files. The server writes a file before any row points to it, so every file the
 *    snapshot refers to was there before the snapshot; files uploaded later are copied too and are
 *    harmless extras nobody refers to (unfinished uploads are swept by the server after a day).
 * 3. A file is deleted only after its row (deleting a photo or a material, a step's new photo). A
 *    file the snapshot refers to but that was deleted before the copy reached it is the one gap: the
 *    backup checks each referred file was copied, and if one is not it takes a new snapshot (in
 *    which the row is gone too) and copies what is new. A file missing after one snapshot whose row
 *    is still in the next was lost before (its deletion would have removed the row first): named in
 *    the manifest and the output, not waited for.
 * 4. The generated secrets, then manifest.json with every file's size and SHA-256, and the folder
 *    is renamed into place: a backup is complete exactly when it has a manifest.
 */
export async function createBackup({ dataDir, target, log = () => {}, afterSnapshot }: BackupOptions): Promise<Manifest> {
  const database = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(database)) throw new BackupProblem(`There is no Plan dan database in ${dataDir} (${DATABASE_FILE}); is DATA_DIR right?`);
  if (isInside(path.resolve(target), path.resolve(dataDir, FILES_FOLDER))) throw new BackupProblem(`The backup cannot go inside ${path.join(dataDir, FILES_FOLDER)}, which it copies.`);
  if (existsSync(target) && (await readdir(target).catch(() => ['not a folder'])).length > 0) {
    throw new BackupProblem(`${target} already exists and is not empty: give a new folder for the backup.`);
  }
  const staging = `${path.resolve(target)}.partial-${randomBytes(4).toString('hex')}`;
  await mkdir(staging, { recursive: true });
  try {
    const source = new SqliteDatabase(database, { fileMustExist: true });
    source.pragma('busy_timeout = 5000');
    const sqliteVersion = (source.prepare('select sqlite_version() as version').get() as { version: string }).version;
    const copied = new Map<string, CopiedFile>();
    let snapshot: { file: CopiedFile; migrations: string[]; referred: string[] } | undefined;
    let missing: string[] = [];
    try {
      for (let attempt = 1; attempt <= MAX_SNAPSHOTS; attempt++) {
        snapshot = await snapshotDatabase(source, path.join(staging, DATABASE_FILE));
        log(`database snapshot ${attempt}: ${snapshot.referred.length} files referred to`);
        await afterSnapshot?.(attempt);
        await copyFilesFolder(path.join(dataDir, FILES_FOLDER), staging, copied);
        const missedBefore = new Set(missing);
        missing = snapshot.referred.filter((key) => !copied.has(`${FILES_FOLDER}/${key}`));
        const newlyMissing = missing.filter((key) => !missedBefore.has(key));
        if (newlyMissing.length === 0) break;
        if (attempt < MAX_SNAPSHOTS) log(`${newlyMissing.length} of them not found (deleted during the copy?): taking a new snapshot`);
      }
    } finally {
      source.close();
    }
    for (const name of SECRET_FILES) {
      if (existsSync(path.join(dataDir, name))) {
        copied.set(name, { path: name, ...(await copyWithChecksum(path.join(dataDir, name), path.join(staging, name), 0o600)) });
      }
    }
    if (missing.length > 0) log(`warning: the database refers to ${missing.length} files that are not in ${path.join(dataDir, FILES_FOLDER)}: ${missing.join(', ')}`);
    const manifest = newManifest({
      sqliteVersion,
      migrations: snapshot!.migrations,
      files: [snapshot!.file, ...copied.values()],
      missingFiles: missing,
    });
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // An empty folder named as the target is replaced (rename does that); a non-empty one was refused above.
    if (existsSync(target)) await rmdir(target);
    await rename(staging, target);
    return manifest;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** The database as of one moment, copied to `to`, with the migrations it has run and the storage keys its rows refer to. */
async function snapshotDatabase(source: SqliteDatabase.Database, to: string) {
  await rm(to, { force: true });
  source.prepare('vacuum into ?').run(to);
  const copy = new SqliteDatabase(to, { readonly: true, fileMustExist: true });
  try {
    const migrations = copy.prepare('select name from kysely_migration order by name').pluck().all() as string[];
    const referred = copy
      .prepare(
        `select storage_key from task_photos
         union select storage_key from materials
         union select picture_key from subtasks where picture_key is not null
         union select picture_preview_key from subtasks where picture_preview_key is not null
         union select picture_key from task_routine_step_pictures
         union select picture_preview_key from task_routine_step_pictures where picture_preview_key is not null
         union select preview_key from materials where preview_key is not null`,
      )
      .pluck()
      .all() as string[];
    return { migrations, referred, file: { path: DATABASE_FILE, ...(await checksumOf(to)) } };
  } finally {
    copy.close();
  }
}

/**
 * Copies the files under `folder` that are not in `copied` yet into `staging/files/`, adding them to
 * `copied`. Skips the storage's half-written `.partial` files and files deleted while it runs.
 */
async function copyFilesFolder(folder: string, staging: string, copied: Map<string, CopiedFile>) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
    const relative = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const name = `${FILES_FOLDER}/${relative}`;
    if (copied.has(name)) continue;
    try {
      copied.set(name, { path: name, ...(await copyWithChecksum(path.join(folder, relative), path.join(staging, name))) });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      // Deleted after the listing: a leftover half-copy may remain.
      await rm(path.join(staging, name), { force: true });
    }
  }
}

function isInside(child: string, parent: string) {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
