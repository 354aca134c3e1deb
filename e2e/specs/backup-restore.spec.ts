import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { registerManagerViaApi } from '../fixtures/api';
import { startOwnServer } from '../fixtures/own-server';
import { buildManager } from '../fixtures/test-data';
import { ManagerApi } from '../fixtures/work-api';
import { EmployeePage } from '../page-models/employee-page';
import { EmployeesPage } from '../page-models/employees-page';
import { LoginPage } from '../page-models/login-page';
import { TasksTab } from '../page-models/tasks-tab';

/**
 * `npm run backup` of a running server, `npm run restore` into a fresh data folder, a new server on it:
 * the manager logs in and finds the employee and the task as they were at the backup, and not the
 * task added after it. Both servers are on SQLite in folders of their own.
 */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/**
 * The command as `npm run backup|restore -- …` runs it, on SQLite like the servers here: the PostgreSQL
 * run of the suite sets DATABASE_URL, and with it the command rightly points to pg_dump instead.
 */
const { DATABASE_URL: _sharedDatabase, ...inheritedEnv } = process.env;
const planDan = (args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, ['--import', 'tsx', 'apps/server/src/backup/cli.ts', ...args], { cwd: REPO_ROOT, env: { ...inheritedEnv, ...env } });

test('a backup restored into a fresh data folder shows the same employee and task after logging in', async ({ browser, playwright }) => {
  test.setTimeout(180_000);
  const scratch = mkdtempSync(path.join(tmpdir(), 'plan-dan-backup-e2e-'));
  const dataDir = path.join(scratch, 'data');
  const backup = path.join(scratch, 'backup');
  const restored = path.join(scratch, 'restored');
  try {
    const manager = buildManager();
    const original = await startOwnServer({ DATA_DIR: dataDir });
    try {
      const request = await playwright.request.newContext({ baseURL: original.origin });
      const registered = await registerManagerViaApi(request, manager);
      const api = await ManagerApi.login(request, registered.username, manager.password);
      const employee = await api.createEmployee({ name: 'Lejla', surname: 'Kovač', kidMale: false });
      await api.createTask(employee.id, { taskName: 'Složiti police', dueDate: '2031-03-10', priority: true, subtasks: [{ description: 'Uzeti kutije' }] });

      const made = await planDan(['backup', backup], { DATA_DIR: dataDir });
      expect(made.stdout).toContain(`written to ${backup}`);
      await api.createTask(employee.id, { taskName: 'Poslije kopije', dueDate: '2031-03-11', priority: true });
      await request.dispose();
    } finally {
      await original.stop();
    }

    const restoring = await planDan(['restore', backup, restored]);
    expect(restoring.stdout).toContain(`into ${restored}`);
    const server = await startOwnServer({ DATA_DIR: restored });
    const context = await browser.newContext({ baseURL: `${server.origin}/plan-dan/` });
    try {
      const page = await context.newPage();
      const loginPage = new LoginPage(page);
      await loginPage.goto();
      await loginPage.login(manager.email, manager.password);
      const employees = new EmployeesPage(page);
      await expect(employees.card('Lejla Kovač')).toBeVisible();
      await employees.open('Lejla Kovač');
      const employeePage = new EmployeePage(page);
      await expect(employeePage.heading('Lejla Kovač')).toBeVisible();
      await expect(employeePage.detail('Ime')).toHaveText('Lejla');
      await employeePage.openTab('Zadaci');
      const tasks = new TasksTab(page);
      // Due in 2031: 'Sve' shows every day the list holds.
      await tasks.showView('Sve');
      const shelves = tasks.card('priority', 'Složiti police');
      await expect(shelves.title).toBeVisible();
      await expect(shelves.step('Uzeti kutije')).toBeVisible();
      await expect(tasks.taskNames('priority')).toHaveText(['Složiti police']);
    } finally {
      await context.close();
      await server.stop();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
