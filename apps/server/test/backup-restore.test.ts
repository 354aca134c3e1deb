import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChatMessage, Employee, Material, TaskWithSteps } from '@plan-dan/contract';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createBackup } from '../src/backup/backup.ts';
import { restoreBackup } from '../src/backup/restore.ts';
import { addEmployee, addTask, loginEmployee, registerAndLogin } from './helpers.ts';
import { buildNoisyJpeg, buildPng, sha256, tusUpload } from './uploads.ts';

/**
 * `npm run backup` and `npm run restore` on SQLite, as their real command line, against a real
 * server writing all the while: the restored data folder, under a new app, answers the API with
 * the data as it was, the same bytes of every photo and material, and the tokens issued before.
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const CLI = path.join(REPO_ROOT, 'apps/server/src/backup/cli.ts');
const scratch = mkdtempSync(path.join(tmpdir(), 'plan-dan-backup-test-'));
const folder = (name: string) => path.join(scratch, name);
type Auth = Record<string, string>;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the command as `npm run backup|restore -- …` does, with DATA_DIR (and no DATABASE_URL unless given). */
async function runCli(args: string[], env: Record<string, string> = {}) {
  const { DATABASE_URL: _ownDatabase, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: REPO_ROOT, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

/** An app as `npm start` makes it from DATA_DIR alone (its secrets read from there), on SQLite. */
async function startApp(dataDir: string): Promise<App & { origin: string }> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT_MAX: '1000', CHAT_SEND_LIMIT_MAX: '10000' });
  const app = await buildApp({ ...config, webDistDir: undefined, employeeDistDir: undefined });
  const origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
  return { ...app, origin };
}

async function get<T>(app: App, url: string, headers: Auth): Promise<T> {
  const response = await app.server.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

async function bytesAt(app: App, url: string): Promise<string> {
  const response = await app.server.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode}`);
  return sha256(response.rawPayload);
}

/** The employee starts the task (steps wait for that) and gets its step that needs a photo. */
async function startedPhotoStep(app: App, employeeId: number, taskId: number, phoneAuth: Auth) {
  const started = await app.server.inject({ method: 'PUT', url: `/api/v1/task/start/${taskId}`, headers: phoneAuth });
  if (started.statusCode !== 200) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const tasks = await get<TaskWithSteps[]>(app, `/api/v1/task/${employeeId}?include=subtasks`, phoneAuth);
  return tasks.find((task) => task.id === taskId)!.subtasks.find((step) => step.needPhoto)!;
}

async function uploadPhoto(app: App, subtaskId: number, auth: Auth, photo: Buffer) {
  const response = await app.server.inject({
    method: 'POST',
    url: `/api/v1/task/sub/${subtaskId}/photo`,
    headers: { ...auth, 'content-type': 'image/jpeg' },
    payload: photo,
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`photo: ${response.statusCode} ${response.body}`);
}

async function sendMessage(app: App, employeeId: number, auth: Auth, text: string) {
  const response = await app.server.inject({ method: 'POST', url: `/api/v1/chat/${employeeId}/messages`, headers: auth, payload: { text } });
  if (response.statusCode !== 201) throw new Error(`message: ${response.statusCode} ${response.body}`);
  return response.json<ChatMessage>();
}

/**
 * What the API shows of an employee's tasks, each photo link replaced by the SHA-256 of the bytes
 * behind it (links are signed with an expiry, the bytes must be the same).
 */
async function tasksAsShown(app: App, employeeId: number, auth: Auth) {
  const tasks = await get<TaskWithSteps[]>(app, `/api/v1/task/${employeeId}?include=subtasks`, auth);
  for (const task of tasks) {
    for (const step of task.subtasks) {
      if (step.photo) step.photo.downloadURL = await bytesAt(app, step.photo.downloadURL);
    }
  }
  return tasks;
}

async function materialsAsShown(app: App, auth: Auth) {
  const materials = await get<Material[]>(app, '/api/v1/materials', auth);
  return Promise.all(
    materials.map(async (material) => ({
      ...material,
      downloadURL: await bytesAt(app, material.downloadURL),
      previewURL: material.previewURL && (await bytesAt(app, material.previewURL)),
    })),
  );
}

// Skipped on PostgreSQL: `npm run backup` is for SQLite; PostgreSQL is backed up with pg_dump (README).
describe.skipIf(!!process.env.DATABASE_URL)('backup and restore of a running server on SQLite', () => {
  let original: App & { origin: string };
  let restored: (App & { origin: string }) | undefined;
  beforeAll(async () => {
    original = await startApp(folder('data'));
  });
  afterAll(async () => {
    await original?.server.close();
    await restored?.server.close();
  });

  it('restores into a fresh folder what the backup saw, byte for byte, while writes went on', { timeout: 240_000 }, async () => {
    // What there is before the backup: a manager, two employees, tasks with steps and a step photo, a material, chat.
    const manager = await registerAndLogin(original);
    const marko = await addEmployee(original, manager.auth, { name: 'Marko' });
    const iva = await addEmployee(original, manager.auth, { name: 'Iva', kidMale: false });
    const phone = await loginEmployee(original, manager.auth, marko.id);
    const shelves = await addTask(original, manager.auth, marko.id, { taskName: 'Složiti police' });
    await addTask(original, manager.auth, iva.id, { taskName: 'Zaliti cvijeće', subtasks: [{ description: 'Uzeti kantu', needPhoto: false }] });
    const photoStep = await startedPhotoStep(original, marko.id, shelves.id, phone.auth);
    const shelvesPhoto = await buildNoisyJpeg();
    await uploadPhoto(original, photoStep.id, phone.auth, shelvesPhoto);
    const materialBytes = await buildPng(640, 480);
    await tusUpload(original.origin, materialBytes, { token: manager.user.jwtToken, title: 'Kako složiti police' });
    await sendMessage(original, marko.id, manager.auth, 'Dobro jutro, Marko!');
    await sendMessage(original, marko.id, phone.auth, 'Dobro jutro!');

    const before = {
      employees: await get<Employee[]>(original, `/api/v1/manager/children/${manager.user.id}`, manager.auth),
      marko: await tasksAsShown(original, marko.id, manager.auth),
      iva: await tasksAsShown(original, iva.id, manager.auth),
      materials: await materialsAsShown(original, manager.auth),
      chat: await get<ChatMessage[]>(original, `/api/v1/chat/${marko.id}/messages`, manager.auth),
    };
    expect(before.marko.find((task) => task.id === shelves.id)!.subtasks[1]!.photo!.downloadURL).toBe(sha256(shelvesPhoto));
    expect(before.materials.map((material) => material.downloadURL)).toEqual([sha256(materialBytes)]);

    // The backup runs while tasks, step photos and messages keep coming in.
    const backup = folder('backup');
    let backupRunning = true;
    const photosSent = new Map<number, string>();
    let writesDuringBackup = 0;
    const writer = (async () => {
      for (let round = 1; backupRunning; round++) {
        const task = await addTask(original, manager.auth, marko.id, { taskName: `Za vrijeme kopije ${round}` });
        const step = await startedPhotoStep(original, marko.id, task.id, phone.auth);
        const photo = await buildNoisyJpeg();
        await uploadPhoto(original, step.id, phone.auth, photo);
        photosSent.set(step.id, sha256(photo));
        await sendMessage(original, marko.id, phone.auth, `Poruka ${round}`);
        writesDuringBackup += 1;
      }
    })();
    const made = await runCli(['backup', backup], { DATA_DIR: folder('data') });
    backupRunning = false;
    await writer;
    expect(made).toMatchObject({ code: 0, stderr: '' });
    expect(made.stdout).toMatch(/written to .*backup: database .*, \d+ files .*secrets: jwt-secret, vapid-keys.json/);
    expect(writesDuringBackup).toBeGreaterThan(0);

    // Made after the backup: not in it.
    await addTask(original, manager.auth, marko.id, { taskName: 'Poslije kopije' });
    await sendMessage(original, marko.id, manager.auth, 'Poslije kopije');

    const restoredDir = folder('restored');
    const restoring = await runCli(['restore', backup, restoredDir]);
    expect(restoring).toMatchObject({ code: 0, stderr: '' });
    expect(restoring.stdout).toContain(`into ${restoredDir}`);
    restored = await startApp(restoredDir);

    // The tokens issued before the backup still work: the sessions and the JWT secret came along.
    expect(await get(restored, `/api/v1/manager/children/${manager.user.id}`, manager.auth)).toEqual(before.employees);
    expect(await tasksAsShown(restored, iva.id, manager.auth)).toEqual(before.iva);
    const markoTasks = await tasksAsShown(restored, marko.id, phone.auth);
    expect(markoTasks.filter((task) => before.marko.some((seen) => seen.id === task.id))).toEqual(before.marko);
    expect(await materialsAsShown(restored, manager.auth)).toEqual(before.materials);
    const chat = await get<ChatMessage[]>(restored, `/api/v1/chat/${marko.id}/messages?limit=100`, manager.auth);
    expect(chat.filter((message) => before.chat.some((seen) => seen._id === message._id))).toEqual(before.chat);

    // Writes during the backup are there whole or not at all, and every photo the restored data refers to is there, as sent.
    const later = markoTasks.filter((task) => task.taskName.startsWith('Za vrijeme kopije'));
    for (const task of later) expect(task.subtasks).toHaveLength(2);
    for (const step of later.flatMap((task) => task.subtasks).filter((s) => s.photo)) expect(step.photo!.downloadURL).toBe(photosSent.get(step.id));
    // Nothing made after the backup.
    expect(markoTasks.map((task) => task.taskName)).not.toContain('Poslije kopije');
    expect(chat.map((message) => message.text)).not.toContain('Poslije kopije');
    // The VAPID key travelled too: push subscriptions made before still match the server's key.
    expect(await get(restored, '/api/v1/push/public-key', manager.auth)).toEqual(await get(original, '/api/v1/push/public-key', manager.auth));
  });

  it('takes a new snapshot when a file the database refers to is deleted during the copy', { timeout: 60_000 }, async () => {
    const manager = await registerAndLogin(original);
    const employee = await addEmployee(original, manager.auth);
    const phone = await loginEmployee(original, manager.auth, employee.id);
    const task = await addTask(original, manager.auth, employee.id, { taskName: 'Obrisan za vrijeme kopije' });
    const step = await startedPhotoStep(original, employee.id, task.id, phone.auth);
    await uploadPhoto(original, step.id, phone.auth, await buildNoisyJpeg());

    const lines: string[] = [];
    const manifest = await createBackup({
      dataDir: folder('data'),
      target: folder('backup-with-deletion'),
      log: (line) => lines.push(line),
      // Right after the first snapshot, before the copy: the task goes, its photo's file with it.
      afterSnapshot: async (snapshot) => {
        if (snapshot !== 1) return;
        const removed = await original.server.inject({ method: 'DELETE', url: `/api/v1/task/${task.id}`, headers: manager.auth });
        expect(removed.statusCode).toBe(204);
      },
    });
    // The second snapshot no longer refers to the photo: one file fewer, and every one of them copied.
    const referred = (snapshot: number) => Number(lines.find((line) => line.startsWith(`database snapshot ${snapshot}:`))?.match(/(\d+) files/)?.[1]);
    expect(lines).toEqual([
      `database snapshot 1: ${referred(1)} files referred to`,
      '1 of them not found (deleted during the copy?): taking a new snapshot',
      `database snapshot 2: ${referred(1) - 1} files referred to`,
    ]);
    expect(manifest.missingFiles).toEqual([]);
    const copy = new SqliteDatabase(path.join(folder('backup-with-deletion'), 'plan-dan.sqlite'), { readonly: true });
    try {
      expect(copy.prepare('select count(*) from tasks where id = ?').pluck().get(task.id)).toBe(0);
      expect(copy.prepare('select count(*) from task_photos where subtask_id = ?').pluck().get(step.id)).toBe(0);
    } finally {
      copy.close();
    }
  });

  it('names files that were missing before the backup started, and still finishes', { timeout: 60_000 }, async () => {
    const dataDir = folder('lost-file');
    const app = await startApp(dataDir);
    try {
      const manager = await registerAndLogin(app);
      const employee = await addEmployee(app, manager.auth);
      const phone = await loginEmployee(app, manager.auth, employee.id);
      const task = await addTask(app, manager.auth, employee.id);
      const step = await startedPhotoStep(app, employee.id, task.id, phone.auth);
      await uploadPhoto(app, step.id, phone.auth, await buildNoisyJpeg());
      const sqlite = new SqliteDatabase(path.join(dataDir, 'plan-dan.sqlite'), { readonly: true });
      const key = sqlite.prepare('select storage_key from task_photos').pluck().get() as string;
      sqlite.close();
      unlinkSync(path.join(dataDir, 'files', key));

      const lines: string[] = [];
      const manifest = await createBackup({ dataDir, target: folder('lost-file-backup'), log: (line) => lines.push(line) });
      expect(manifest.missingFiles).toEqual([key]);
      // Still referred to by the second snapshot: lost before the backup, so no third one.
      expect(lines).toEqual([
        'database snapshot 1: 1 files referred to',
        '1 of them not found (deleted during the copy?): taking a new snapshot',
        'database snapshot 2: 1 files referred to',
        `warning: the database refers to 1 files that are not in ${path.join(dataDir, 'files')}: ${key}`,
      ]);
    } finally {
      await app.server.close();
    }
  });

  it('replaces the data of a folder only with --force, and never while a server uses it', { timeout: 60_000 }, async () => {
    const backup = folder('backup');
    // The original server still has its database open.
    await expect(restoreBackup({ backup, dataDir: folder('data'), force: true })).rejects.toThrow(`A server is using ${path.join(folder('data'), 'plan-dan.sqlite')}: stop it first`);
    // A stopped one's data is replaced; what else the folder holds stays.
    const stopped = folder('stopped');
    const app = await startApp(stopped);
    await registerAndLogin(app, { email: 'druga.kopija@example.com' });
    await app.server.close();
    writeFileSync(path.join(stopped, 'notes.txt'), 'moje bilješke');
    await expect(restoreBackup({ backup, dataDir: stopped })).rejects.toThrow('is not empty: restore into a new folder, or add --force');
    await restoreBackup({ backup, dataDir: stopped, force: true });
    expect(readFileSync(path.join(stopped, 'notes.txt'), 'utf8')).toBe('moje bilješke');
    expect(readFileSync(path.join(stopped, 'jwt-secret'), 'utf8')).toBe(readFileSync(path.join(backup, 'jwt-secret'), 'utf8'));
    const sqlite = new SqliteDatabase(path.join(stopped, 'plan-dan.sqlite'), { readonly: true });
    try {
      expect(sqlite.prepare("select count(*) from managers where email = 'druga.kopija@example.com'").pluck().get()).toBe(0);
    } finally {
      sqlite.close();
    }
  });
});

describe('the commands answer bad input with one line and exit code 1, never a stack', () => {
  /** A small real backup to spoil. */
  let backup: string;
  beforeAll(async () => {
    const dataDir = folder('small');
    const app = await startApp(dataDir);
    await registerAndLogin(app);
    await app.server.close();
    backup = folder('small-backup');
    await createBackup({ dataDir, target: backup });
  }, 60_000);

  const expectRefusal = (result: { code: number | null; stdout: string; stderr: string }, message: string) => {
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  };

  it('backup: no target, PostgreSQL, no database, a target with something in it', { timeout: 60_000 }, async () => {
    const [usage, postgres] = await Promise.all([
      runCli(['backup'], { DATA_DIR: folder('small') }),
      runCli(['backup', folder('pg-backup')], { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/plan_dan' }),
    ]);
    expectRefusal(usage, 'Usage: npm run backup -- <new folder for the backup>');
    expectRefusal(postgres, 'With DATABASE_URL set the data is in PostgreSQL: back it up with pg_dump');
    await expect(createBackup({ dataDir: folder('empty-data'), target: folder('nowhere-backup') })).rejects.toThrow(`There is no Plan dan database in ${folder('empty-data')}`);
    await expect(createBackup({ dataDir: folder('small'), target: backup })).rejects.toThrow(`${backup} already exists and is not empty`);
  });

  it('restore: not a backup, a damaged one, one from a newer version, a folder with data', { timeout: 60_000 }, async () => {
    await expect(restoreBackup({ backup: folder('small'), dataDir: folder('r1') })).rejects.toThrow(`${folder('small')} is not a Plan dan backup: it has no manifest.json`);

    const damaged = folder('damaged-backup');
    await createBackup({ dataDir: folder('small'), target: damaged });
    const database = path.join(damaged, 'plan-dan.sqlite');
    const bytes = readFileSync(database);
    bytes[bytes.length - 100]! ^= 0xff;
    writeFileSync(database, bytes);
    mkdirSync(folder('full'));
    writeFileSync(path.join(folder('full'), 'plan-dan.sqlite'), '');
    const [damagedRestore, fullRestore] = await Promise.all([runCli(['restore', damaged, folder('r2')]), runCli(['restore', backup, folder('full')])]);
    expectRefusal(damagedRestore, 'The backup is damaged: plan-dan.sqlite does not match its checksum in the manifest.');
    // Nothing is left behind of the refused restore.
    expect(existsSync(folder('r2'))).toBe(false);
    expectRefusal(fullRestore, `${folder('full')} is not empty: restore into a new folder, or add --force`);

    const newer = folder('newer-backup');
    await createBackup({ dataDir: folder('small'), target: newer });
    const manifest = JSON.parse(readFileSync(path.join(newer, 'manifest.json'), 'utf8')) as { migrations: string[] };
    manifest.migrations.push('2099-01-01-0001-from-the-future');
    writeFileSync(path.join(newer, 'manifest.json'), JSON.stringify(manifest));
    await expect(restoreBackup({ backup: newer, dataDir: folder('r3') })).rejects.toThrow('The backup was made by a newer Plan dan');
  });
});
