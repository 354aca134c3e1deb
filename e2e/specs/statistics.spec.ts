import { readFile } from 'node:fs/promises';
import type { TaskWithSteps } from '@plan-dan/contract';
import { expectNoAxeViolations } from '../fixtures/axe';
import { enGbDate, sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import type { EmployeeApi, ManagerApi, NewTask } from '../fixtures/work-api';
import { StatisticsTab } from '../page-models/statistics-tab';

const ZONE = 'Europe/Sarajevo';
const STEPS = [{ description: 'Pripremiti' }, { description: 'Završiti' }];

/** 'YYYY-MM-DD HH:mm:ss', the wall clock in the app's zone. */
function sarajevoDateTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

const hhmmss = (seconds: number) =>
  [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60].map((part) => String(part).padStart(2, '0')).join(':');
const percent = (part: number, total: number) => new Intl.NumberFormat('hr', { style: 'percent', maximumFractionDigits: 1 }).format(part / total);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A finished task as the test knows it from its own seed and the timestamps the API recorded. */
interface Run {
  taskName: string;
  due: string;
  start: string;
  end: string;
  /** Whole seconds from start to end. */
  seconds: number;
  endDate: string;
  onTime: boolean;
}

function runOf(task: TaskWithSteps): Run {
  const due = `${task.dueDate} ${task.dueTime}`;
  const end = sarajevoDateTime(task.end!);
  return {
    taskName: task.taskName,
    due,
    start: task.start!,
    end: task.end!,
    seconds: Math.round((Date.parse(task.end!) - Date.parse(task.start!)) / 1000),
    endDate: end.slice(0, 10),
    onTime: end <= `${due}:00`,
  };
}

const meanSeconds = (runs: Run[]) => Math.round(runs.reduce((sum, run) => sum + Date.parse(run.end) - Date.parse(run.start), 0) / runs.length / 1000);

/** Creates tasks with two steps each, as the manager would; the phone then starts and ticks them. */
async function createTasks(managerApi: ManagerApi, employeeId: number, tasks: NewTask[]) {
  const created = [];
  for (const task of tasks) created.push(await managerApi.createTask(employeeId, { subtasks: STEPS, ...task }));
  const all = await managerApi.tasks(employeeId);
  return created.map((task) => all.find((listed) => listed.id === task.id)!);
}

async function tickAll(phone: EmployeeApi, task: TaskWithSteps) {
  for (const step of task.subtasks) await phone.tickStep(step.id);
}

test.describe('Statistika', () => {
  test('shows the figures of the finished tasks as the seed gives them, pages the table, a chosen task and the CSV', async ({
    page,
    signedInManager,
    managerApi,
  }) => {
    test.setTimeout(60_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Haris', surname: 'Delić' });
    const phone = await managerApi.employeeSession(employee.id);
    const today = sarajevoDay(0);
    const [yesterday, tomorrow] = [sarajevoDay(-1), sarajevoDay(1)];

    // Seven names, nine runs: due yesterday finishes late, due tomorrow on time.
    const quick = await createTasks(managerApi, employee.id, [
      { taskName: 'Zaliti cvijeće', dueDate: tomorrow },
      { taskName: 'Čišćenje sobe', dueDate: yesterday },
      { taskName: 'Šetnja psa', dueDate: tomorrow, dueTime: '08:15' },
      { taskName: 'Kupovina', dueDate: tomorrow },
      { taskName: 'Složiti veš', dueDate: yesterday, dueTime: '07:30' },
      { taskName: 'Ćevapi za ručak', dueDate: tomorrow },
      { taskName: 'Zaliti cvijeće', dueDate: tomorrow, dueTime: '18:00' },
    ]);
    for (const task of quick) await phone.startTask(task.id);
    await sleep(1_000);
    for (const task of quick) await tickAll(phone, task);
    // The task to look at closely: its second step takes clearly longest, in both runs.
    const dishes = await createTasks(managerApi, employee.id, [
      { taskName: 'Oprati suđe', dueDate: yesterday, subtasks: [{ description: 'Skupiti suđe' }, { description: 'Oprati i posušiti' }] },
      { taskName: 'Oprati suđe', dueDate: tomorrow, subtasks: [{ description: 'Skupiti suđe' }, { description: 'Oprati i posušiti' }] },
    ]);
    for (const task of dishes) {
      await phone.startTask(task.id);
      await phone.tickStep(task.subtasks[0]!.id);
      await sleep(1_200);
      await phone.tickStep(task.subtasks[1]!.id);
    }
    // Not started, not finished: counts nowhere.
    await managerApi.createTask(employee.id, { taskName: 'Nezapočet zadatak', dueDate: tomorrow, subtasks: STEPS });

    const runs = (await managerApi.tasks(employee.id))
      .filter((task) => task.done !== null && task.end !== null)
      .map(runOf)
      .sort((a, b) => a.end.localeCompare(b.end));
    expect(runs).toHaveLength(9);
    const onTime = runs.filter((run) => run.onTime).length;
    const late = runs.length - onTime;
    expect([onTime, late]).toEqual([6, 3]);
    const runsOf = (name: string) => runs.filter((run) => run.taskName === name);

    const tab = new StatisticsTab(page);
    await tab.goto(employee.id);

    // The headline figures.
    await expect(tab.average).toHaveText(hhmmss(meanSeconds(runs)));
    await expect(tab.finished).toHaveText('9');

    // The month: today's point, the axis from 0 to 10 in steps of 2; the drawing and its table.
    await expect(tab.monthChart.locator('svg').first()).toBeVisible();
    await expect(tab.yAxisLabels(tab.monthChart)).toHaveText(['0', '2', '4', '6', '8', '10']);
    const finishedToday = runs.filter((run) => run.endDate === today).length;
    await expect(tab.chartValue(tab.monthChart, enGbDate(today))).toHaveText(String(finishedToday));
    const daysInMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).getUTCDate();
    await expect(tab.chartRows(tab.monthChart)).toHaveCount(daysInMonth);
    await tab.showTable(tab.monthChart).click();
    await expect(tab.showTable(tab.monthChart)).toHaveAttribute('aria-pressed', 'true');
    await expect(tab.chartValue(tab.monthChart, enGbDate(today))).toBeVisible();

    // On time and late, counts and shares written out.
    await expect(tab.deadline('Na vrijeme')).toHaveText(`Na vrijeme${onTime} (${percent(onTime, runs.length)})`);
    await expect(tab.deadline('Kašnjenje')).toHaveText(`Kašnjenje${late} (${percent(late, runs.length)})`);

    // The table: Croatian alphabetical order, five a page, from page 1, each name's runs and mean time.
    const row = (name: string, number: number) => [String(number), name, String(runsOf(name).length), hhmmss(meanSeconds(runsOf(name)))];
    const firstPage = ['Čišćenje sobe', 'Ćevapi za ručak', 'Kupovina', 'Oprati suđe', 'Složiti veš'];
    await tab.expectPage(1, 2);
    await expect(tab.previousPage).toBeDisabled();
    for (const [index, name] of firstPage.entries()) {
      await expect(tab.taskRows.nth(index).getByRole('cell')).toHaveText(row(name, index + 1), { useInnerText: true });
    }
    await expect(tab.taskRows).toHaveCount(5);

    await tab.nextPage.click();
    await tab.expectPage(2, 2);
    await expect(tab.nextPage).toBeDisabled();
    await expect(tab.taskRows).toHaveCount(2);
    await expect(tab.taskRows.nth(0).getByRole('cell')).toHaveText(row('Šetnja psa', 6), { useInnerText: true });
    await expect(tab.taskRows.nth(1).getByRole('cell')).toHaveText(row('Zaliti cvijeće', 7), { useInnerText: true });
    await tab.previousPage.click();
    await tab.expectPage(1, 2);
    await expect(tab.taskRows.getByRole('button')).toHaveText(firstPage);

    // Choosing a task by keyboard: Tab reaches the next row's name, Enter chooses it.
    await tab.taskButton('Kupovina').focus();
    await page.keyboard.press('Tab');
    await expect(tab.taskButton('Oprati suđe')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tab.taskButton('Oprati suđe')).toHaveAttribute('aria-current', 'true');
    await expect(tab.taskButton('Kupovina')).not.toHaveAttribute('aria-current');

    // Its time on each date (in order), the hourly axis from 0, and the steps with the longest named.
    const chart = tab.runsChart('Oprati suđe');
    await expect(tab.chartRows(chart)).toHaveText(runsOf('Oprati suđe').map((run) => `${enGbDate(run.endDate)}${hhmmss(run.seconds)}`));
    await expect(tab.yAxisLabels(chart)).toHaveText(['00:00', '01:00']);
    await expect(tab.steps('Oprati suđe')).toHaveCount(2);
    await expect(tab.steps('Oprati suđe').nth(0)).toContainText('Skupiti suđe');
    await expect(tab.steps('Oprati suđe').nth(0)).toContainText('2 izvršenja');
    await expect(tab.steps('Oprati suđe').nth(0)).not.toContainText('najduže traje');
    await expect(tab.steps('Oprati suđe').nth(1)).toContainText('Oprati i posušiti');
    await expect(tab.steps('Oprati suđe').nth(1)).toContainText('najduže traje');
    await expect(tab.steps('Oprati suđe').nth(1)).toContainText(/00:00:0[12] · 2 izvršenja/);

    await expectNoAxeViolations(page, 'Statistika with a task chosen and the month as a table');

    // The CSV: UTF-8 with its byte order mark, a header, one row per finished task, oldest first.
    const [download] = await Promise.all([page.waitForEvent('download'), tab.download.click()]);
    expect(download.suggestedFilename()).toBe(`statistika-haris-delic-${today}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines).toEqual([
      'Naziv zadatka;Datum;Rok;Završeno;Na vrijeme;Trajanje (sekunde)',
      ...runs.map((run) => [run.taskName, run.endDate, run.due, sarajevoDateTime(run.end), run.onTime ? 'Da' : 'Ne', run.seconds].join(';')),
      '',
    ]);

    // A task finished while the tab is open shows without a reload (the page's task events).
    const [shopping] = await createTasks(managerApi, employee.id, [{ taskName: 'Kupovina', dueDate: tomorrow }]);
    await phone.startTask(shopping!.id);
    await tickAll(phone, shopping!);
    await expect(tab.finished).toHaveText('10');
    await expect(tab.chartValue(tab.monthChart, enGbDate(today))).toHaveText(String(finishedToday + 1));
    await expect(tab.deadline('Na vrijeme')).toHaveText(`Na vrijeme${onTime + 1} (${percent(onTime + 1, 10)})`);
    await expect(tab.taskRows.nth(2).getByRole('cell').nth(2)).toHaveText('2');

    // On a phone the table keeps '#' and the name, with the runs and the mean time under the name.
    await page.setViewportSize({ width: 390, height: 844 });
    const cleaning = runsOf('Čišćenje sobe');
    await expect(tab.taskRows.first().getByRole('cell')).toHaveText(['1', `Čišćenje sobe 1 izvršenje · ${hhmmss(meanSeconds(cleaning))}`], {
      useInnerText: true,
    });
  });

  test('an employee with nothing finished sees a friendly note instead of empty charts', async ({ page, signedInManager, managerApi }) => {
    expect(signedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Lejla', surname: 'Čaušević' });
    const [task] = await createTasks(managerApi, employee.id, [{ taskName: 'Započet, nezavršen', dueDate: sarajevoDay(1) }]);
    const phone = await managerApi.employeeSession(employee.id);
    await phone.startTask(task!.id);
    await phone.tickStep(task!.subtasks[0]!.id);

    const tab = new StatisticsTab(page);
    await tab.goto(employee.id);
    await expect(tab.emptyState).toBeVisible();
    await expect(tab.emptyState).toContainText('Kad Lejla Čaušević završi prvi zadatak');
    await expect(tab.panel.getByRole('figure')).toHaveCount(0);
    await expect(tab.tasks).toHaveCount(0);
    await expect(tab.download).toHaveCount(0);
    await expectNoAxeViolations(page, 'Statistika without finished tasks');
  });

  test('the mean time per difficulty carries the original’s labels; a difficulty without a timed task is left out', async ({
    page,
    signedInManager,
    managerApi,
  }) => {
    expect(signedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Dino', surname: 'Hodžić' });
    // No difficulty, easy and hard; none of medium: its figure stays out.
    const seeded = [
      { taskName: 'Bez težine', dueDate: sarajevoDay(0) },
      { taskName: 'Lagan', dueDate: sarajevoDay(0), difficulty: 'easy' },
      { taskName: 'Težak', dueDate: sarajevoDay(0), difficulty: 'hard' },
    ] as NewTask[];
    const tasks = await createTasks(managerApi, employee.id, seeded);
    const phone = await managerApi.employeeSession(employee.id);
    for (const task of tasks) {
      await phone.startTask(task.id);
      await tickAll(phone, task);
    }

    const tab = new StatisticsTab(page);
    await tab.goto(employee.id);
    const section = tab.panel.getByRole('region', { name: 'Prosječno vrijeme po težini zadatka' });
    const figures = section.getByRole('listitem');
    await expect(figures).toHaveCount(2);
    await expect(figures.nth(0)).toContainText('Lagani');
    await expect(figures.nth(0)).toContainText(/\d{2}:\d{2}:\d{2}/);
    await expect(figures.nth(0)).toContainText('Zadataka s izmjerenim vremenom: 1');
    await expect(figures.nth(1)).toContainText('Teški');
    await expect(section.getByText('Srednje teški')).toHaveCount(0);
    await expectNoAxeViolations(page, 'Statistika with difficulties');
  });

  test("the planned time ('Trajanje') stands beside the time taken: in the table, the chosen task and its steps", async ({
    page,
    signedInManager,
    managerApi,
  }) => {
    expect(signedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Sara', surname: 'Begić' });
    const seeded = [
      {
        taskName: 'Planirani posao',
        dueDate: sarajevoDay(0),
        durationMinutes: 10,
        subtasks: [{ description: 'Pripremiti', durationMinutes: 3 }, { description: 'Završiti' }],
      },
      { taskName: 'Bez plana', dueDate: sarajevoDay(0) },
    ] as NewTask[];
    const tasks = await createTasks(managerApi, employee.id, seeded);
    const phone = await managerApi.employeeSession(employee.id);
    for (const task of tasks) {
      await phone.startTask(task.id);
      await tickAll(phone, task);
    }

    const tab = new StatisticsTab(page);
    await tab.goto(employee.id);
    // The table is what a person waits for; it comes with the one request of the tab.
    await tab.taskButton('Planirani posao').waitFor();
    await expect(tab.tasks.getByRole('columnheader', { name: 'Planirano' })).toBeVisible();
    await expect(tab.taskRows.filter({ hasText: 'Planirani posao' }).getByRole('cell', { name: '00:10:00' })).toHaveCount(1);
    await expect(tab.taskRows.filter({ hasText: 'Bez plana' }).getByRole('cell', { name: 'nije planirano' })).toHaveCount(1);

    await tab.taskButton('Planirani posao').click();
    // Ticked at once: the mean taken is seconds (a minute at most), said calmly beside the plan.
    await expect(tab.detail('Planirani posao').getByText(/^Planirano 10 min · prosječno \d+ (s|min)$/)).toBeVisible();
    await expect(tab.steps('Planirani posao').filter({ hasText: 'Pripremiti' })).toContainText('planirano 3 min');
    await expect(tab.steps('Planirani posao').filter({ hasText: 'Završiti' })).not.toContainText('planirano');
    await expectNoAxeViolations(page, 'Statistika with planned times');
  });
});
