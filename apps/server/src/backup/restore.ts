import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { BackupProblem, copyWithChecksum, DATABASE_FILE, FILES_FOLDER, readManifest, SECRET_FILES, type Manifest } from './backup-files.ts';

export interface RestoreOptions {
  /** A folder made by createBackup. */
  backup: string;
  /** The DATA_DIR to restore into: new or empty, unless `force`. */
  dataDir: string;
  /** Replace the Plan dan data in a DATA_DIR that has some (not while a server uses it). */
  force?: boolean;
  log?: (line: string) => void;
}

/** What a restore replaces in a DATA_DIR: everything a backup holds, and the database's side files. */
const REPLACED = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, FILES_FOLDER, ...SECRET_FILES];

/**
 * Restores a backup into a DATA_DIR. Every file is checked against the manifest's size and SHA-256
 * while it is copied into a folder beside the data, and only when all match is anything in DATA_DIR
 * touched: a damaged backup changes nothing. The server migrates the restored database on start as
 * usual (a backup made by a newer Plan dan is refused: this one could not read it).
 */
export async function restoreBackup({ backup, dataDir, force = false, log = () => {} }: RestoreOptions): Promise<Manifest> {
  const manifest = await readManifest(backup);
  const existing = existsSync(dataDir) ? await readdir(dataDir).catch(() => undefined) : [];
  if (existing === undefined) throw new BackupProblem(`${dataDir} is not a folder.`);
  if (existing.length > 0 && !force) {
    throw new BackupProblem(`${dataDir} is not empty: restore into a new folder, or add --force to replace the Plan dan data in it (with the server stopped).`);
  }
  if (force) assertNotInUse(path.join(dataDir, DATABASE_FILE));

  const createdDataDir = existing.length === 0 && !existsSync(dataDir);
  const staging = path.join(dataDir, `.restore-${randomBytes(4).toString('hex')}`);
  await mkdir(staging, { recursive: true });
  try {
    for (const file of manifest.files) {
      const from = path.join(backup, ...file.path.split('/'));
      if (!existsSync(from)) throw new BackupProblem(`The backup is incomplete: ${file.path} is missing.`);
      const copied = await copyWithChecksum(from, path.join(staging, ...file.path.split('/')), SECRET_FILES.some((name) => name === file.path) ? 0o600 : 0o644);
      if (copied.size !== file.size || copied.sha256 !== file.sha256) {
        throw new BackupProblem(`The backup is damaged: ${file.path} does not match its checksum in the manifest.`);
      }
    }
    log(`${manifest.files.length} files checked against the manifest`);
    for (const name of REPLACED) await rm(path.join(dataDir, name), { recursive: true, force: true });
    for (const name of await readdir(staging)) await rename(path.join(staging, name), path.join(dataDir, name));
    await rm(staging, { recursive: true, force: true });
    return manifest;
  } catch (error) {
    await rm(createdDataDir ? dataDir : staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Refuses a database some process has open. Leaving WAL mode needs the only connection to the file:
 * SQLite answers SQLITE_BUSY while a server has it open. The file is about to be replaced anyway.
 */
function assertNotInUse(database: string) {
  if (!existsSync(database)) return;
  const connection = new SqliteDatabase(database, { fileMustExist: true });
  try {
    connection.pragma('busy_timeout = 0');
    connection.pragma('journal_mode = delete');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') throw new BackupProblem(`A server is using ${database}: stop it first, then restore.`);
    throw error;
  } finally {
    connection.close();
  }
}
