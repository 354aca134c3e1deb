import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { registerManagerViaApi } from '../fixtures/api';
import { startOwnServer, type OwnServer } from '../fixtures/own-server';
import { buildManager, sarajevoDay } from '../fixtures/test-data';
import { ManagerApi } from '../fixtures/work-api';
import { CalendarTab } from '../page-models/calendar-tab';
import { EmployeePage } from '../page-models/employee-page';
import { EmployeesPage } from '../page-models/employees-page';
import { LoginPage } from '../page-models/login-page';
import { TasksTab } from '../page-models/tasks-tab';

/**
 * Zadaci loads the open tasks and those finished in the last days; 'Prikaži starije' the older finished ones
 * by pages of 20; Kalendar the year's counts and a day's tasks. A task finishes at the server's "now", so
 * this test has its own server (on the shared PostgreSQL database when the run uses one) whose clock it
 * moves three weeks back while the employee finishes the old tasks.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

interface Planned {
  name: string;
  kind: 'old' | 'recent' | 'open';
  dueDate: string;
  dueTime: string;
  priority: boolean;
}

/** 37 finished weeks ago, 8 finished just now, 4 open; due dates spread across 2029–2031. */
function plan(): Planned[] {
  const tasks: Planned[] = [];
  const add = (name: string, kind: Planned['kind'], index: number, priority = false) =>
    tasks.push({
      name,
      kind,
      dueDate: `${2029 + (index % 3)}-${pad((index % 12) + 1)}-${pad(1 + ((index * 7) % 28))}`,
      dueTime: `${pad(7 + (index % 12))}:${index % 2 ? '30' : '00'}`,
      priority,
    });
  for (let i = 1; i <= 37; i++) add(`Stari ${pad(i)}`, 'old', i);
  for (let i = 1; i <= 8; i++) add(`Nedavni ${i}`, 'recent', 40 + i);
  for (let i = 1; i <= 4; i++) add(`Otvoreni ${i}`, 'open', 50 + i, i <= 2);
  return tasks;
}

/** Due date, then time, then creation order: the server's order of a current list and of a day. */
const byDue = (a: Planned & { id: number }, b: Planned & { id: number }) =>
  a.dueDate.localeCompare(b.dueDate) || a.dueTime.localeCompare(b.dueTime) || a.id - b.id;

async function employeeToken(request: APIRequestContext, api: ManagerApi, employeeId: number): Promise<string> {
  const response = await request.post('/api/v1/token/mobile', { data: { phoneLoginString: await api.loginCode(employeeId) } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { jwtToken: string }).jwtToken;
}

/** The employee starts and finishes a task without steps, as the phone does. */
async function finish(request: APIRequestContext, token: string, taskId: number) {
  for (const action of ['start', 'finish']) {
    const response = await request.put(`/api/v1/task/${action}/${taskId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status(), await response.text()).toBe(200);
  }
}

let server: OwnServer;
let clockDir: string;
let clockFile: string;
/** Moves the own server's clock (the preload re-reads the file within 20 ms). */
const setServerClock = async (offsetMs: number) => {
  writeFileSync(clockFile, String(offsetMs));
  await sleep(100);
};

test.beforeAll(async () => {
  // startOwnServer waits up to a minute for the server (migrations on a busy machine).
  test.setTimeout(90_000);
  clockDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-clock-'));
  clockFile = path.join(clockDir, 'offset');
  writeFileSync(clockFile, '0');
  server = await startOwnServer({
    NODE_OPTIONS: `--import ${pathToFileURL(path.join(import.meta.dirname, '../fixtures/shifted-clock.mjs')).href}`,
    PLAN_DAN_TEST_CLOCK_OFFSET_FILE: clockFile,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
});
test.afterAll(async () => {
  await server?.stop();
  if (clockDir) rmSync(clockDir, { recursive: true, force: true });
});

test('Zadaci shows the current tasks first, older finished ones by pages; Kalendar counts per year and lists a day; changes arrive live', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: server.origin });
  const manager = await registerManagerViaApi(request, buildManager());
  const planned = plan();

  // Three weeks ago: the employee and every task are created, and the old ones finished (in order, 01 first).
  await setServerClock(-21 * DAY_MS);
  const pastApi = await ManagerApi.login(request, manager.username, manager.password);
  const employee = await pastApi.createEmployee({ name: 'Dugo', surname: 'Radi' });
  const tasks: (Planned & { id: number })[] = [];
  for (const task of planned) {
    const created = await pastApi.createTask(employee.id, {
      taskName: task.name,
      dueDate: task.dueDate,
      dueTime: task.dueTime,
      priority: task.priority,
    });
    tasks.push({ ...task, id: created.id });
  }
  const pastToken = await employeeToken(request, pastApi, employee.id);
  for (const task of tasks.filter((t) => t.kind === 'old')) await finish(request, pastToken, task.id);

  // Now: the recent ones are finished.
  await setServerClock(0);
  const api = await ManagerApi.login(request, manager.username, manager.password);
  const token = await employeeToken(request, api, employee.id);
  for (const task of tasks.filter((t) => t.kind === 'recent')) await finish(request, token, task.id);

  const context = await browser.newContext({ baseURL: `${server.origin}/plan-dan/` });
  const page = await context.newPage();
  const doneRequests: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === `/api/v1/task/${employee.id}` && url.searchParams.get('status') === 'done') doneRequests.push(url.search);
  });
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.login(manager.username, manager.password);
  await expect(new EmployeesPage(page).heading).toBeVisible();
  const employeePage = new EmployeePage(page);
  const tasksTab = new TasksTab(page);
  await employeePage.goto(employee.id, 'zadaci');
  // Due in 2029–2031: 'Sve' shows every day the list holds.
  await tasksTab.showView('Sve');

  // First the open tasks and those finished in the last days, by due date; none of the old ones. The finished
  // ones are folded away under 'Završeni zadaci (8)', after the open ones.
  const current = tasks.filter((t) => t.kind !== 'old').sort(byDue);
  const shown = [...current.filter((t) => t.kind === 'open'), ...current.filter((t) => t.kind === 'recent')];
  await expect(tasksTab.finished('normal').locator('summary')).toHaveText('Završeni zadaci (8)');
  await tasksTab.openFinished('normal');
  await expect(tasksTab.taskNames('priority')).toHaveText(shown.filter((t) => t.priority).map((t) => t.name));
  await expect(tasksTab.taskNames('normal')).toHaveText(shown.filter((t) => !t.priority).map((t) => t.name));
  await expect(page.getByRole('article', { name: /^Stari / })).toHaveCount(0);
  await expect(tasksTab.older).toHaveCount(0);
  expect(doneRequests).toEqual([]);

  // Older finished ones, newest end first: the first page holds the 8 recent ones (already shown) and 12 old.
  const oldNewestFirst = tasks
    .filter((t) => t.kind === 'old')
    .reverse()
    .map((t) => t.name);
  await tasksTab.showOlder.click();
  await expect(tasksTab.taskNames('older')).toHaveText(oldNewestFirst.slice(0, 12));
  await tasksTab.showOlder.click();
  await expect(tasksTab.taskNames('older')).toHaveText(oldNewestFirst.slice(0, 32));
  await tasksTab.showOlder.click();
  await expect(tasksTab.taskNames('older')).toHaveText(oldNewestFirst);
  await expect(tasksTab.noOlder).toBeVisible();
  await expect(tasksTab.showOlder).toHaveCount(0);
  const idOf = (name: string) => tasks.find((t) => t.name === name)!.id;
  expect(doneRequests).toEqual([
    '?include=subtasks&status=done&limit=20',
    `?include=subtasks&status=done&limit=20&before=${idOf(oldNewestFirst[11]!)}`,
    `?include=subtasks&status=done&limit=20&before=${idOf(oldNewestFirst[31]!)}`,
  ]);
  await expect(tasksTab.card('older', 'Stari 20').done).toBeVisible();
  await expectNoAxeViolations(page, 'Zadaci with older finished tasks');

  // A task deleted from the older ones leaves the list at once.
  await tasksTab.card('older', 'Stari 20').askToDelete();
  await tasksTab.confirmDialog.getByRole('button', { name: 'Obriši' }).click();
  await expect(tasksTab.toast('Zadatak je obrisan: „Stari 20”.')).toBeVisible();
  await expect(tasksTab.taskNames('older')).toHaveText(oldNewestFirst.filter((name) => name !== 'Stari 20'));

  // The phone finishes an open task: its card says so without a reload.
  const openNormal = current.find((t) => t.kind === 'open' && !t.priority)!;
  await expect(tasksTab.card('normal', openNormal.name).done).toHaveCount(0);
  await finish(request, token, openNormal.id);
  await expect(tasksTab.card('normal', openNormal.name).done).toBeVisible();

  // Kalendar: the marks of each year the calendar moves to, and a chosen day's tasks by time.
  const calendarTab = new CalendarTab(page);
  const remaining = tasks.filter((t) => t.name !== 'Stari 20');
  const thisYear = Number(sarajevoDay(0).slice(0, 4));
  await employeePage.tab('Kalendar').click();
  await expect(calendarTab.grid).toBeVisible();
  const monthNames = ['Siječanj', 'Veljača', 'Ožujak', 'Travanj', 'Svibanj', 'Lipanj', 'Srpanj', 'Kolovoz', 'Rujan', 'Listopad', 'Studeni', 'Prosinac'];
  const countName = (n: number) => (n === 1 ? '1 zadatak' : n < 5 ? `${n} zadatka` : `${n} zadataka`);
  let shownYear = thisYear;
  // 2029-04-22 (three old and an open one), 2030-02-08 (four old at one time), 2031-03-15, 2031-06-08.
  const probes = ['Otvoreni 1', 'Stari 01', 'Stari 02', 'Nedavni 1'].map((name) => tasks.find((t) => t.name === name)!);
  for (const probe of probes) {
    const [year, month, day] = probe.dueDate.split('-').map(Number) as [number, number, number];
    while (shownYear !== year) {
      await (shownYear < year ? calendarTab.nextYear : calendarTab.previousYear).click();
      shownYear += shownYear < year ? 1 : -1;
    }
    await calendarTab.month(monthNames[month - 1]!).click();
    const sameDay = remaining.filter((t) => t.dueDate === probe.dueDate).sort(byDue);
    const sameMonth = remaining.filter((t) => t.dueDate.startsWith(probe.dueDate.slice(0, 8)));
    await expect(calendarTab.day(day)).toHaveAccessibleName(new RegExp(`, ${countName(sameDay.length)}$`));
    // Every marked day of the month, and no other.
    await expect(calendarTab.grid.getByRole('button', { name: / zadat/ })).toHaveCount(new Set(sameMonth.map((t) => t.dueDate)).size);
    await calendarTab.day(day).click();
    await expect(calendarTab.panelTasks).toHaveText(sameDay.map((t) => `${t.dueTime}${t.name}`));
    await calendarTab.day(day).click();
    await expect(calendarTab.panel).toHaveCount(0);
  }
  expect(new Set(planned.map((t) => t.dueDate.slice(0, 4)))).toEqual(new Set(['2029', '2030', '2031']));

  await context.close();
  await request.dispose();
});
