import path from 'node:path';
import { loadDotEnv, parseEnv } from '../config.ts';
import { BackupProblem, formatBytes, type Manifest } from './backup-files.ts';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

/**
 * `npm run backup -- <target folder>` and `npm run restore -- <backup folder> [<data folder>] [--force]`,
 * with the server's configuration (the environment, then .env): DATA_DIR says where the data is.
 * Every problem is one line on stderr and exit code 1, never a stack.
 */
const USAGE = {
  backup: 'npm run backup -- <new folder for the backup>',
  restore: 'npm run restore -- <backup folder> [<data folder, default DATA_DIR>] [--force]',
};
const POSTGRES_PROCEDURE =
  'With DATABASE_URL set the data is in PostgreSQL: back it up with pg_dump and copy DATA_DIR (or the S3 bucket) after it, as README.md "Backup and restore" describes.';

async function main(command: string | undefined, args: string[]): Promise<void> {
  if (command !== 'backup' && command !== 'restore') throw new BackupProblem(`Unknown command ${command ?? ''}: backup or restore.`);
  const flags = args.filter((arg) => arg.startsWith('-'));
  const paths = args.filter((arg) => !arg.startsWith('-'));
  const allowed = command === 'restore' ? ['--force'] : [];
  const unknownFlag = flags.find((flag) => !allowed.includes(flag));
  if (unknownFlag) throw new BackupProblem(`Unknown option ${unknownFlag}. Usage: ${USAGE[command]}`);
  const [first, second, ...rest] = paths;
  if (!first || rest.length > 0 || (command === 'backup' && second)) throw new BackupProblem(`Usage: ${USAGE[command]}`);

  loadDotEnv();
  const env = parseEnv();
  if (env.DATABASE_URL) throw new BackupProblem(POSTGRES_PROCEDURE);
  const log = (line: string) => console.log(line);
  // npm runs scripts in the repository's folder; the folders given are meant from where it was typed.
  const given = (folder: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);

  if (command === 'backup') {
    const target = given(first);
    const manifest = await createBackup({ dataDir: path.resolve(env.DATA_DIR), target, log });
    console.log(`Backup of ${path.resolve(env.DATA_DIR)} written to ${target}: ${summary(manifest)}.`);
    return;
  }
  const dataDir = second ? given(second) : path.resolve(env.DATA_DIR);
  const manifest = await restoreBackup({ backup: given(first), dataDir, force: flags.includes('--force'), log });
  console.log(`Restored the backup of ${manifest.createdAt} into ${dataDir}: ${summary(manifest)}.`);
  console.log(`Start the server with DATA_DIR=${dataDir}; it migrates the database as usual.`);
}

function summary(manifest: Manifest) {
  const stored = manifest.files.filter((file) => file.path.startsWith('files/'));
  const bytes = stored.reduce((sum, file) => sum + file.size, 0);
  const database = manifest.files.find((file) => file.path === 'plan-dan.sqlite')!;
  const secrets = manifest.files.filter((file) => !file.path.includes('/') && file.path !== 'plan-dan.sqlite').map((file) => file.path);
  return `database ${formatBytes(database.size)}, ${stored.length} files (${formatBytes(bytes)}), secrets: ${secrets.join(', ') || 'none (given in the configuration)'}`;
}

const [command, ...args] = process.argv.slice(2);
main(command, args).catch((error: unknown) => {
  // Our own problems are sentences; anything else (a full disk, a permission) is named by its message.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`plan-dan ${command ?? ''}: ${message}`);
  process.exitCode = 1;
});
