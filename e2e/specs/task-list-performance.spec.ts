import { sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';

const TASKS = 2_000;
const SEED_CONCURRENCY = 16;

declare global {
  interface Window {
    longTasks: number[];
    firstCardAt: Promise<number>;
  }
}

// A trace records the page at every step; with thousands of elements that would be most of the time measured.
test.use({ trace: 'off', screenshot: 'off' });

/**
 * Not a timed assertion: it records how the Zadaci and Kalendar tabs cope with an employee holding
 * 2,000 tasks (seeded through the real API) and reports the figures as annotations. It does assert
 * the shape: one request for the current list (every task here is open), one for the calendar year's
 * counts, and a first page of cards instead of all of them.
 */
test('the task tab renders 2,000 tasks from one request without freezing, the calendar from one more', async ({
  page,
  loggedInManager,
  managerApi,
  employeePage,
  tasksTab,
  calendarTab,
}) => {
  test.setTimeout(240_000);
  expect(loggedInManager.id).toBeGreaterThan(0);
  const employee = await managerApi.createEmployee({ name: 'Mnogo', surname: 'Zadataka' });

  const seedStart = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < TASKS) {
      const index = next++;
      await managerApi.createTask(employee.id, {
        taskName: `Zadatak ${index + 1}`,
        description: `Opis zadatka broj ${index + 1}, dovoljno dug da liči na pravi opis posla.`,
        dueDate: sarajevoDay((index % 400) - 200),
        dueTime: `${String(8 + (index % 10)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
        priority: index % 3 === 0,
        subtasks: [
          { description: `Prvi korak zadatka ${index + 1}`, needPhoto: index % 10 === 0 },
          { description: `Drugi korak zadatka ${index + 1}` },
        ],
      });
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  const seedMs = Date.now() - seedStart;

  const eventStreams: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/task-events/')) eventStreams.push(pathname);
  });
  await employeePage.goto(employee.id);
  await expect(employeePage.heading('Mnogo Zadataka')).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.longTasks.push(entry.duration))).observe({ type: 'longtask' });
  });
  const taskRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    // Every task call (the list, steps, photos) except the events stream, which is counted below.
    if (pathname.startsWith('/api/v1/task') && !pathname.startsWith('/api/v1/task-events/')) {
      taskRequests.push(`${request.method()} ${pathname}${search}`);
    }
  });

  // Timed inside the page: the first card is noticed by a MutationObserver, not by polling from the test.
  await page.evaluate(() => {
    window.firstCardAt = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('[role="tabpanel"] article')) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  const listUrl = `/api/v1/task/${employee.id}?include=subtasks&status=current`;
  const listResponse = page.waitForResponse((response) => response.url().endsWith(listUrl));
  const clickedAt = await page.evaluate(() => performance.now());
  await employeePage.tab('Zadaci').click();
  const response = await listResponse;
  // Generous waits: this records the time, it does not judge it (the machine may be busy).
  await expect(tasksTab.priority.getByRole('article').first()).toBeVisible({ timeout: 60_000 });
  await expect(tasksTab.normal.getByRole('article').first()).toBeVisible({ timeout: 60_000 });
  const shownAt = await page.evaluate(() => window.firstCardAt);
  const request = await page.evaluate((url) => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith(url)) as PerformanceResourceTiming;
    return { start: entry.startTime, end: entry.responseEnd };
  }, listUrl);
  // How long the page waits for the next frame once the cards are there: a frozen page would wait long.
  const nextFrameMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        requestAnimationFrame(() => resolve(performance.now() - start));
      }),
  );
  const body = (await response.body()).length;
  const longTasksOnOpen = await page.evaluate(() => window.longTasks.splice(0));

  expect(taskRequests).toEqual([`GET ${listUrl}`]);
  const firstPage = await tasksTab.priority.getByRole('article').count();
  expect(firstPage).toBeLessThan(TASKS / 3);
  await expect(tasksTab.priority.getByRole('button', { name: /^Prikaži još \(\d+\)$/ })).toBeVisible();

  // Scrolling to the end of the priority list renders the next page.
  const beforeScroll = await page.evaluate(() => performance.now());
  await tasksTab.priority.getByRole('button', { name: /^Prikaži još/ }).scrollIntoViewIfNeeded();
  await expect.poll(() => tasksTab.priority.getByRole('article').count(), { timeout: 60_000 }).toBeGreaterThan(firstPage);
  const nextPageMs = (await page.evaluate(() => performance.now())) - beforeScroll;
  const longTasksOnScroll = await page.evaluate(() => window.longTasks.splice(0));

  // The calendar reads only the year's counts per day (computed by the server), not the tasks.
  const calendarClickedAt = await page.evaluate(() => performance.now());
  await employeePage.tab('Kalendar').click();
  await expect(calendarTab.grid).toBeVisible({ timeout: 60_000 });
  await expect(calendarTab.grid.getByRole('button', { name: /, \d+ zadat/ }).first()).toBeVisible({ timeout: 60_000 });
  const calendarMs = (await page.evaluate(() => performance.now())) - calendarClickedAt;
  const longTasksOnCalendar = await page.evaluate(() => window.longTasks.splice(0));

  const max = (values: number[]) => (values.length ? Math.max(...values) : 0);
  const figures = [
    `seeded ${TASKS} tasks with 2 steps each through the API in ${(seedMs / 1000).toFixed(1)} s`,
    `list answer: ${(body / 1024).toFixed(0)} KiB in one request`,
    `Zadaci tab: click to first cards ${(shownAt - clickedAt).toFixed(0)} ms: the tab's code and the request until ${(request.end - clickedAt).toFixed(0)} ms (request ${(request.end - request.start).toFixed(0)} ms), cards ${(shownAt - request.end).toFixed(0)} ms after the answer; next frame after ${nextFrameMs.toFixed(0)} ms; ${firstPage} priority cards on the first page`,
    `long tasks while opening: ${longTasksOnOpen.length}, longest ${max(longTasksOnOpen).toFixed(0)} ms`,
    `next page on scroll: ${nextPageMs.toFixed(0)} ms, longest task ${max(longTasksOnScroll).toFixed(0)} ms`,
    `Kalendar tab: ${calendarMs.toFixed(0)} ms, longest task ${max(longTasksOnCalendar).toFixed(0)} ms`,
    `requests to /api/v1/task…: ${taskRequests.length}`,
  ];
  for (const description of figures) test.info().annotations.push({ type: '2,000 tasks', description });
  const year = sarajevoDay(0).slice(0, 4);
  expect(taskRequests).toEqual([`GET ${listUrl}`, `GET /api/v1/task-calendar/${employee.id}?year=${year}`]);
  // One stream of task events, opened with the page and kept open across the tabs.
  expect(eventStreams).toEqual([`/api/v1/task-events/${employee.id}`]);
});
