import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  CreateEmployeeRequest,
  CreateManagerRequest,
  CreateTaskRequest,
  Employee,
  LoggedInEmployee,
  LoggedInManager,
  Step,
  Task,
  TaskWithSteps,
} from '@plan-dan/contract';
import { Migrator } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { DATABASE_FILE } from '../src/backup/backup-files.ts';
import type { AppConfig } from '../src/config.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { createTestBucket, testStorage, type TestBucket } from './s3.ts';

export interface TestApp extends App {
  /** What the app was built with, e.g. to start a second instance on the same database. */
  config: AppConfig;
  /** The app's bucket when its files are in S3. */
  bucket?: TestBucket;
  close(): Promise<void>;
}

/**
 * A real app on a real, empty database: a fresh SQLite file, or, when DATABASE_URL
 * is set, a fresh PostgreSQL schema that is dropped afterwards. Its files are on disk in its data
 * folder, or, when STORAGE=s3 (or `storage: 's3'`), in a fresh bucket on the run's S3 server.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, { storage = testStorage() }: { storage?: 'disk' | 's3' } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (databaseUrl && schema) await runOnPostgres(databaseUrl, `create schema ${schema}`);
  const bucket = storage === 's3' ? await createTestBucket() : undefined;

  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    databaseSchema: schema,
    publicUrl: 'http://localhost:3000',
    jwtSecret: randomBytes(32).toString('hex'),
    timezone: 'Europe/Sarajevo',
    loginRateLimitMax: 1000,
    chatSendLimitMax: 1000,
    logLevel: 'silent',
    checkResponses: true,
    webDistDir: undefined,
    s3: bucket?.settings,
    ...overrides,
  };
  startOnMigratedCopy(config);
  const app = await buildApp(config);

  return {
    ...app,
    config,
    bucket,
    async close() {
      await app.server.close();
      if (databaseUrl && schema) await runOnPostgres(databaseUrl, `drop schema ${schema} cascade`);
      await bucket?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * On SQLite, a new app's database file starts as a copy of the run's migrated one (global-setup.ts), which
 * is what the migrations make of an empty file; the app's start still runs them, and finds them done.
 * Not when the folder has a database already (a second instance on the same data).
 */
function startOnMigratedCopy(config: AppConfig) {
  const migrated = config.databaseUrl ? undefined : inject('migratedSqliteDir');
  const file = path.join(config.dataDir, DATABASE_FILE);
  if (migrated && !existsSync(file)) copyFileSync(path.join(migrated, DATABASE_FILE), file);
}

async function runOnPostgres(databaseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let sequence = 0;

export function buildManager(overrides: Partial<CreateManagerRequest> = {}): CreateManagerRequest {
  sequence += 1;
  return {
    name: 'Ana',
    surname: 'Kovačević',
    email: `ana.${sequence}.${randomBytes(3).toString('hex')}@example.com`,
    password: 'tajna-lozinka',
    kidMale: false,
    dateOfBirth: '1985-04-12',
    ...overrides,
  };
}

/** Registers and logs in a manager through the API, as a user would. */
export async function registerAndLogin(app: App, overrides: Partial<CreateManagerRequest> = {}) {
  const input = buildManager(overrides);
  const created = await app.server.inject({ method: 'POST', url: '/api/v1/manager/create', payload: input });
  if (created.statusCode !== 201) throw new Error(`register failed: ${created.body}`);
  const login = await app.server.inject({
    method: 'POST',
    url: '/api/v1/manager/login',
    payload: { username: input.email, password: input.password },
  });
  const user = login.json<LoggedInManager>();
  return { input, user, auth: { authorization: `Bearer ${user.jwtToken}` } };
}

export function buildEmployee(overrides: Partial<CreateEmployeeRequest> = {}): CreateEmployeeRequest {
  sequence += 1;
  return {
    name: 'Marko',
    surname: 'Marić',
    email: `marko.${sequence}.${randomBytes(3).toString('hex')}@example.com`,
    password: 'lozinka-zaposlenika',
    kidMale: true,
    dateOfBirth: '2004-09-01',
    qualities: 'Precizan',
    preferences: null,
    special: '',
    ...overrides,
  };
}

/** Adds an employee as the given manager and returns the created record. */
export async function addEmployee(app: App, auth: Record<string, string>, overrides: Partial<CreateEmployeeRequest> = {}) {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/v1/child/create',
    headers: auth,
    payload: buildEmployee(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`add employee failed: ${response.body}`);
  return response.json<Employee>();
}

/** Logs the employee's phone in the way the QR link does: the manager's code, exchanged once. */
export async function loginEmployee(app: App, managerAuth: Record<string, string>, employeeId: number) {
  const settings = await app.server.inject({ method: 'GET', url: `/api/v1/account/settings/${employeeId}`, headers: managerAuth });
  const login = await app.server.inject({
    method: 'POST',
    url: '/api/v1/token/mobile',
    payload: { phoneLoginString: settings.json().phoneLoginString },
  });
  if (login.statusCode !== 200) throw new Error(`employee login failed: ${login.body}`);
  const employee = login.json<LoggedInEmployee>();
  return { employee, auth: { authorization: `Bearer ${employee.jwtToken}` } };
}

export function buildTask(employeeId: number, overrides: Partial<CreateTaskRequest> = {}): CreateTaskRequest {
  return {
    taskName: 'Složiti police',
    description: 'Složiti robu na police u skladištu',
    dueDate: '2030-05-20',
    dueTime: '09:30',
    priority: true,
    child: { id: employeeId },
    subtasks: [
      { description: 'Uzeti kutije', needPhoto: false },
      { description: 'Poslikati složene police', needPhoto: true },
    ],
    ...overrides,
  };
}

export async function addTask(app: App, auth: Record<string, string>, employeeId: number, overrides: Partial<CreateTaskRequest> = {}) {
  const response = await app.server.inject({ method: 'POST', url: '/api/v1/task', headers: auth, payload: buildTask(employeeId, overrides) });
  if (response.statusCode !== 201) throw new Error(`add task failed: ${response.body}`);
  return response.json<Task>();
}

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A manager with one employee whose phone is logged in. */
export async function managerWithEmployee(app: App) {
  const manager = await registerAndLogin(app);
  const employee = await addEmployee(app, manager.auth);
  const phone = await loginEmployee(app, manager.auth, employee.id);
  return { manager, employee, phone };
}

/** The first step of one of the employee's tasks, as the manager's list with steps answers it. */
export async function firstStepOf(app: App, auth: Record<string, string>, employeeId: number, taskId: number): Promise<Step> {
  const response = await app.server.inject({ method: 'GET', url: `/api/v1/task/${employeeId}?include=subtasks`, headers: auth });
  if (response.statusCode !== 200) throw new Error(`task list failed: ${response.body}`);
  return response.json<TaskWithSteps[]>().find((t) => t.id === taskId)!.subtasks[0]!;
}

/** A manager with an employee (phone logged in) and one task: its first step. */
export async function managerWithStep(app: App) {
  const ctx = await managerWithEmployee(app);
  const task = await addTask(app, ctx.manager.auth, ctx.employee.id);
  const step = await firstStepOf(app, ctx.manager.auth, ctx.employee.id, task.id);
  return { ...ctx, task, step };
}

/** Every stored file's key, on disk or in the bucket, sorted. */
export async function storedFiles(app: TestApp): Promise<string[]> {
  if (app.bucket) return (await app.bucket.keys()).sort();
  const root = path.join(app.config.dataDir, 'files');
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Every stored file of the employee's step pictures and their previews (on disk or in the bucket). */
export async function storedPictureFiles(app: TestApp, employeeId: number): Promise<string[]> {
  const prefixes = [`pictures/${employeeId}/`, `previews/pictures/${employeeId}/`];
  return (await storedFiles(app)).filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}

/** The storage key a signed link points at. */
export const keyOf = (url: string) => decodeURIComponent(new URL(url, 'http://x').pathname.replace('/api/v1/files/', ''));

/**
 * Takes the app's database back to the schema right after migration `name` (the later migrations' own
 * downs, with the rows in place), then to the latest again (their ups); answers what was taken back, newest first.
 */
export async function migrateBackAndForth(app: TestApp, name: string): Promise<string[][]> {
  const migrator = new Migrator({
    db: app.db,
    ...(app.config.databaseSchema ? { migrationTableSchema: app.config.databaseSchema } : {}),
    provider: { getMigrations: async () => migrations },
  });
  const back = await migrator.migrateTo(name);
  if (back.error) throw back.error;
  await migrateToLatest(app.db, app.config.databaseUrl ? 'postgres' : 'sqlite', app.config.databaseSchema);
  return (back.results ?? []).map((result) => [result.migrationName, result.direction, result.status]);
}
