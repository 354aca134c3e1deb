import { existsSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD_RESET_MINUTES } from '@plan-dan/contract';
import { DATABASE_FILE } from '../../backup/backup-files.ts';
import { loadDotEnv, parseEnv, publicUrlOf } from '../../config.ts';
import { createDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createPasswordResetRepository } from './password-reset.repository.ts';
import { createResetLinks } from './password-reset.service.ts';

/**
 * `npm run reset-password -- <e-mail or username>`: for the operator, when no mail can be sent (no
 * SMTP_URL) or it did not arrive. Makes a new reset link for the manager (an older one dies) and prints
 * it, to be handed over in person; no mail is sent. Reads the server's configuration (the environment,
 * then .env) for the database and PUBLIC_URL. A problem is one line on stderr and exit code 1.
 */
class CliProblem extends Error {}

async function main(args: string[]): Promise<void> {
  const [login, ...rest] = args;
  if (!login?.trim() || rest.length > 0 || login.startsWith('-')) throw new CliProblem('Usage: npm run reset-password -- <e-mail or username>');
  loadDotEnv();
  const env = parseEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  // Without a database there is no account: nothing is created in a folder that holds none.
  if (!env.DATABASE_URL && !existsSync(path.join(dataDir, DATABASE_FILE))) throw new CliProblem(`No Plan dan database in ${dataDir} (DATA_DIR).`);
  const { db, dialect } = createDatabase({ dataDir, databaseUrl: env.DATABASE_URL, databasePreparedStatements: false });
  try {
    // A database the server has not started on since an update may lack the table of links.
    await migrateToLatest(db, dialect);
    const repository = createPasswordResetRepository(db);
    const links = createResetLinks(repository, { publicUrl: publicUrlOf(env), findManager: repository.managerByLogin });
    const made = await links.linkFor(login);
    if (!made) throw new CliProblem(`No manager has the username or e-mail address ${login.trim()}.`);
    console.log(`A new password link for ${made.username} (${made.email}), valid for ${PASSWORD_RESET_MINUTES} minutes and once:`);
    console.log(made.link);
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // Our own problems are sentences; anything else (an unreachable database) is named by its message.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`plan-dan reset-password: ${message}`);
  process.exitCode = 1;
});
