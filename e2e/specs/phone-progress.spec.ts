import { expect, test, type APIRequestContext, type Request } from '@playwright/test';
import type { TaskWithSteps } from '@plan-dan/contract';
import { expectNoAxeViolations } from '../fixtures/axe';
import { EmployeeApi, stepPhotos } from '../fixtures/work-api';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneTestData, sarajevoToday } from '../page-models/phone-test-data';

test.use(PHONE);

const DAY = 24 * 60 * 60 * 1000;
const finishedName = (n: number) => `Gotovo ${String(n).padStart(2, '0')}`;
/** The names from `from` down to `to`: newest first, the order 'Napredak' shows them in. */
const newestFirst = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => finishedName(from - index));

/** Creates `count` stepless tasks as the manager and finishes them as the employee, one after another (so their ends are in id order). */
async function finishedTasks(manager: PhoneTestData, request: APIRequestContext, employeeId: number, token: string, count: number) {
  // One after another: ids, and so ends that tie, in the order of the names.
  const created: TaskWithSteps[] = [];
  for (let n = 1; n <= count; n++) created.push(await manager.createTask(employeeId, { taskName: finishedName(n), dueTime: '08:00' }));
  const headers = { Authorization: `Bearer ${token}` };
  for (const task of created) {
    for (const action of ['start', 'finish']) {
      const response = await request.put(`/api/v1/task/${action}/${task.id}`, { headers });
      expect(response.status(), await response.text()).toBe(200);
    }
  }
  return created;
}

/** The phone's requests for task lists and single tasks' steps, to see that each screen loads only what it shows. */
function recordTaskRequests(phone: PhoneApp, employeeId: number) {
  const lists: URL[] = [];
  const steps: string[] = [];
  phone.page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/v1/task/${employeeId}`) lists.push(url);
    if (url.pathname.startsWith('/api/v1/task/sub/') && request.method() === 'GET') steps.push(url.pathname);
  });
  return { lists, steps };
}

test("'Napredak' shows finished tasks 20 at a time, newest first, and follows the manager's changes live", async ({ page, request }) => {
  test.setTimeout(180_000);
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Haris' });
  await manager.createTask(employee.id, { taskName: 'Otvoren danas', dueTime: '23:50' });
  await manager.createTask(employee.id, { taskName: 'Otvoren od jučer', dueDate: sarajevoToday(new Date(Date.now() - DAY)), priority: true });
  const tomorrow = await manager.createTask(employee.id, { taskName: 'Otvoren sutra', dueDate: sarajevoToday(new Date(Date.now() + DAY)) });
  const photoTask = await manager.createTask(employee.id, {
    taskName: 'Provjera slike',
    dueTime: '23:55',
    subtasks: [{ description: 'Slikati uredan stol', needPhoto: true }],
  });
  const phone = new PhoneApp(page);
  const requests = recordTaskRequests(phone, employee.id);

  await phone.loginWithCode(await manager.loginCode(employee.id), 'Haris');
  const token = await phone.employeeToken();
  const finished = await finishedTasks(manager, request, employee.id, token, 45);

  await test.step('home shows the open tasks of today and earlier, none of the finished ones', async () => {
    await phone.openHome();
    await expect(phone.group('Prioritetni zadaci').getByRole('heading', { level: 3 })).toHaveText(['Otvoren od jučer']);
    await expect(phone.group('Manje prioritetni zadaci').getByRole('heading', { level: 3 })).toHaveText(['Otvoren danas', 'Provjera slike']);
    await expect(page.getByRole('main')).not.toContainText('Gotovo');
  });

  await test.step('the task screen still opens an open task due later, as a notification would', async () => {
    await page.goto(`m/zadatak/${tomorrow.id}`);
    await expect(phone.heading).toHaveText('Otvoren sutra');
    await expect(phone.startButton).toBeVisible();
  });

  await test.step("'Napredak' shows the newest 20, then 20 more, then the rest, then no button", async () => {
    await phone.goToProgress();
    await expect(phone.progressTaskNames).toHaveText(newestFirst(45, 26));
    await expect(phone.showOlderButton).toBeVisible();
    const box = (await phone.showOlderButton.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    expect(box.width).toBeGreaterThanOrEqual(48);
    await expectNoAxeViolations(page, 'progress with the button for older tasks');

    await phone.showOlderButton.click();
    await expect(phone.progressTaskNames).toHaveText(newestFirst(45, 6));
    await expect(phone.showOlderButton).toBeVisible();
    await phone.showOlderButton.click();
    await expect(phone.progressTaskNames).toHaveText(newestFirst(45, 1));
    await expect(phone.showOlderButton).toHaveCount(0);
    await expect(phone.taskCard(finishedName(1))).toContainText(/Završeno: \d\d\.\d\d\.\d{4}\. u \d\d:\d\d/);
  });

  await test.step("a task finished by the manager's approval comes first at once, a deleted one goes", async () => {
    const employeeApi = new EmployeeApi(request, token);
    await employeeApi.startTask(photoTask.id);
    await employeeApi.sendPhoto(photoTask.subtasks[0]!.id, stepPhotos.first);
    await manager.decideStep(photoTask.subtasks[0]!.id, true);
    await expect(phone.progressTaskNames).toHaveText(['Provjera slike', ...newestFirst(45, 1)]);
    await expect(phone.showOlderButton).toHaveCount(0);

    await manager.removeTask(finished.at(-1)!.id);
    await expect(phone.progressTaskNames).toHaveText(['Provjera slike', ...newestFirst(44, 1)]);
  });

  await test.step('an older finished task opens from Napredak', async () => {
    await page.getByRole('link', { name: finishedName(1), exact: true }).click();
    await expect(phone.heading).toHaveText(finishedName(1));
    await expect(page.getByText('Zadatak je završen. Bravo!')).toBeVisible();
  });

  await test.step('a task that is gone says so plainly', async () => {
    await page.goto(`m/zadatak/${finished.at(-1)!.id}`);
    await expect(phone.heading).toHaveText('Ovaj zadatak više nije na popisu.');
    await expect(page.getByRole('link', { name: 'Otvori Napredak' })).toBeVisible();
    await expectNoAxeViolations(page, 'task not in the list');
    await page.getByRole('link', { name: 'Otvori Napredak' }).click();
    await expect(phone.heading).toHaveText('Završeni zadaci');
    await expect(phone.progressTaskNames.first()).toHaveText('Provjera slike');
  });

  await test.step('every list the phone asked for was the current one or a page of finished ones, never all tasks, never one task at a time', () => {
    expect(requests.lists.length).toBeGreaterThan(0);
    const kinds = requests.lists.map((url) => url.searchParams.get('status'));
    expect(kinds.filter((kind) => kind !== 'current' && kind !== 'done')).toEqual([]);
    expect(kinds).toContain('current');
    expect(kinds).toContain('done');
    expect(requests.lists.every((url) => url.searchParams.get('include') === 'subtasks')).toBe(true);
    expect(requests.steps).toEqual([]);
  });
});

test("'Prikaži starije' stays a large, whole button at the largest font size", async ({ page, request }) => {
  test.setTimeout(120_000);
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Lejla', kidMale: false });
  await manager.updateLook(employee.id, { fontSize: 72 });
  const phone = new PhoneApp(page);
  await phone.loginWithCode(await manager.loginCode(employee.id), 'Lejla');
  await finishedTasks(manager, request, employee.id, await phone.employeeToken(), 21);

  await phone.goToProgress();
  await expect(phone.progressTaskNames).toHaveText(newestFirst(21, 2));
  await phone.showOlderButton.scrollIntoViewIfNeeded();
  await expect(phone.showOlderButton).toBeInViewport();
  expect(await phone.smallTouchTargets()).toEqual([]);
  expect(await phone.horizontalOverflow()).toEqual([]);
  const button = await phone.showOlderButton.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const text = element.querySelector('span')!.getBoundingClientRect();
    return { fontSize: Number.parseFloat(getComputedStyle(element).fontSize), left: box.left, right: box.right, textLeft: text.left, textRight: text.right };
  });
  expect(button.fontSize).toBeGreaterThanOrEqual(72 * 0.75);
  expect(button.textLeft).toBeGreaterThanOrEqual(button.left);
  expect(button.textRight).toBeLessThanOrEqual(button.right);

  await phone.showOlderButton.click();
  await expect(phone.progressTaskNames).toHaveText(newestFirst(21, 1));
  await expect(phone.showOlderButton).toHaveCount(0);
});
