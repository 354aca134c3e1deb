import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneTestData } from '../page-models/phone-test-data';

const PHOTO = path.join(import.meta.dirname, '../fixtures/phone-step-photo.jpg');
const SAVED_LINE = 'Spremljeno je na mobitelu. Poslat ćemo kad se veza vrati.';
const CONFLICT_LINE = 'Ovaj zadatak je u međuvremenu promijenjen. Pogledaj svoje zadatke.';

test.use(PHONE);

/** The phone's actions as they leave the page: which, and with which Idempotency-Key. */
function recordActions(page: Page) {
  const sent: { kind: 'start' | 'tick' | 'photo'; key: string | undefined }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    const kind = /\/task\/start\/\d+$/.test(url.pathname)
      ? 'start'
      : /\/task\/sub\/done\/\d+$/.test(url.pathname)
        ? 'tick'
        : /\/task\/sub\/\d+\/photo$/.test(url.pathname)
          ? 'photo'
          : undefined;
    if (kind) sent.push({ kind, key: request.headers()['idempotency-key'] });
  });
  return sent;
}

/** The task names the phone has saved for offline use (IndexedDB), once it has written them. */
function savedTaskNames(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('plan-dan-phone');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('values')) return resolve([]);
          const read = db.transaction('values').objectStore('values').get('query-cache');
          read.onerror = () => resolve([]);
          read.onsuccess = () => {
            const saved = read.result as { state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } } | undefined;
            const current = saved?.state.queries.find((query) => query.queryKey[2] === 'current');
            resolve(((current?.state.data as { taskName: string }[] | undefined) ?? []).map((task) => task.taskName));
          };
        };
      }),
  );
}

async function loggedInPhone(page: Page, manager: PhoneTestData, employeeId: number, name: string, taskName: string) {
  const phone = new PhoneApp(page);
  await phone.loginWithCode(await manager.loginCode(employeeId), name);
  await expect(phone.taskCard(taskName)).toBeVisible();
  // The shell is cached by the service worker, and the tasks are saved on the phone.
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null);
  await expect.poll(() => savedTaskNames(page)).toContain(taskName);
  return phone;
}

test('offline, the phone shows its last tasks, keeps the start, a tick and a photo, and sends each once when the connection is back', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Lejla', kidMale: false });
  const task = await manager.createTask(employee.id, {
    taskName: 'Oprati suđe',
    subtasks: [{ description: 'Pokupiti tanjure' }, { description: 'Obrisati stol' }, { description: 'Poslikati sudoper', needPhoto: true }],
  });
  const phone = await loggedInPhone(page, manager, employee.id, 'Lejla', 'Oprati suđe');
  const sent = recordActions(page);

  await context.setOffline(true);
  await page.reload();
  await expect(phone.heading).toHaveText('Dobro došla Lejla!');
  // The last tasks, from the phone itself.
  await expect(phone.taskCard('Oprati suđe')).toBeVisible();

  await phone.openTask('Oprati suđe');
  await phone.startButton.click();
  await expect(page.getByText(/^Zadatak započet: /)).toBeVisible();
  const waitingLine = page.getByRole('status').filter({ hasText: SAVED_LINE });
  await expect(waitingLine).toContainText('1 promjena čeka slanje.');

  await phone.stepCheckbox('Pokupiti tanjure').check();
  await expect(phone.stepCheckbox('Pokupiti tanjure')).toBeChecked();
  await expect(waitingLine).toContainText('2 promjene čekaju slanje.');

  await phone.takePhoto('Poslikati sudoper', PHOTO);
  await phone.confirmPhoto('Poslikati sudoper');
  await expect(phone.step('Poslikati sudoper').getByRole('img', { name: 'Poslana slika' })).toBeVisible();
  await expect(waitingLine).toContainText('3 promjene čekaju slanje.');
  await expectNoAxeViolations(page, 'the task screen offline, with actions waiting');

  // Still there after the app is closed and opened again without a connection.
  await page.reload();
  await expect(phone.heading).toHaveText('Oprati suđe');
  await expect(page.getByText(/^Zadatak započet: /)).toBeVisible();
  await expect(phone.stepCheckbox('Pokupiti tanjure')).toBeChecked();
  await expect(phone.stepCheckbox('Obrisati stol')).not.toBeChecked();
  await expect(phone.step('Poslikati sudoper').getByText('⏳ Čeka pregled')).toBeVisible();
  await expect(waitingLine).toContainText('3 promjene čekaju slanje.');
  await expectNoAxeViolations(page, 'the task screen opened offline');
  expect(sent).toEqual([]);
  expect((await manager.tasks(employee.id))[0]!.start).toBeNull();

  await context.setOffline(false);
  // Sent in order, and the line goes quietly.
  await expect(page.getByText(SAVED_LINE)).toHaveCount(0);
  await expect(page.getByText(/čeka(ju)? slanje/)).toHaveCount(0);
  await expect.poll(() => sent.map((action) => action.kind)).toEqual(['start', 'tick', 'photo']);
  expect(new Set(sent.map((action) => action.key)).size).toBe(3);
  for (const action of sent) expect(action.key).toMatch(/^[0-9a-f]{32}$/);

  const [onServer] = await manager.tasks(employee.id);
  expect(onServer!.start).not.toBeNull();
  expect(onServer!.subtasks.map((step) => [step.description, step.done, step.photo !== null])).toEqual([
    ['Pokupiti tanjure', true, false],
    ['Obrisati stol', false, false],
    ['Poslikati sudoper', null, true],
  ]);
  expect(await manager.photos(task.id)).toHaveLength(1);
  // The phone now shows the server's own photo and the start, with nothing waiting.
  await expect(phone.step('Poslikati sudoper').getByRole('img', { name: 'Poslana slika' })).toHaveAttribute('src', /\/api\/v1\/files\//);
  await expect(page.getByText('Nešto nije uspjelo')).toHaveCount(0);
});

test('a photo whose answer was lost is sent again with its key and stored once', async ({ page, request }) => {
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Amar' });
  const task = await manager.createTask(employee.id, { taskName: 'Nahraniti mačku', subtasks: [{ description: 'Poslikati zdjelu', needPhoto: true }] });
  const phone = await loggedInPhone(page, manager, employee.id, 'Amar', 'Nahraniti mačku');

  // The first upload reaches the server, but its answer never reaches the phone.
  const answers: { key: string | undefined; replayed: string | undefined; status: number }[] = [];
  let cutOff = false;
  await page.route('**/api/v1/task/sub/*/photo', async (route) => {
    const headers = route.request().headers();
    if (!cutOff) {
      cutOff = true;
      const response = await route.fetch();
      answers.push({ key: headers['idempotency-key'], replayed: response.headers()['idempotent-replayed'], status: response.status() });
      await route.abort('connectionreset');
      return;
    }
    const response = await route.fetch();
    answers.push({ key: headers['idempotency-key'], replayed: response.headers()['idempotent-replayed'], status: response.status() });
    await route.fulfill({ response });
  });

  await phone.openTask('Nahraniti mačku');
  await phone.startButton.click();
  await expect(page.getByText(/^Zadatak započet: /)).toBeVisible();
  await phone.takePhoto('Poslikati zdjelu', PHOTO);
  await phone.confirmPhoto('Poslikati zdjelu');
  await expect.poll(() => answers.length).toBe(2);
  expect(answers[0]).toEqual({ key: expect.stringMatching(/^[0-9a-f]{32}$/), replayed: undefined, status: 201 });
  expect(answers[1]).toEqual({ key: answers[0]!.key, replayed: 'true', status: 201 });
  await expect(page.getByText(/čeka(ju)? slanje/)).toHaveCount(0);

  expect(await manager.photos(task.id)).toHaveLength(1);
});

test('a task the manager deleted while the phone was offline ends calmly, without an error screen, and the rest is still sent', async ({
  page,
  request,
  context,
}) => {
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Kenan', kidMale: true });
  const task = await manager.createTask(employee.id, { taskName: 'Složiti veš', subtasks: [{ description: 'Presaviti majice' }] });
  await manager.createTask(employee.id, { taskName: 'Zaliti cvijeće' });
  const phone = await loggedInPhone(page, manager, employee.id, 'Kenan', 'Složiti veš');

  await phone.openTask('Složiti veš');
  await context.setOffline(true);
  await phone.startButton.click();
  await phone.stepCheckbox('Presaviti majice').check();
  await expect(page.getByRole('status').filter({ hasText: SAVED_LINE })).toContainText('2 promjene čekaju slanje.');
  await expectNoAxeViolations(page, 'the task screen offline');
  // Another task, without steps, started and finished offline too.
  await phone.goToTasks();
  await phone.openTask('Zaliti cvijeće');
  await phone.startButton.click();
  await page.getByRole('button', { name: 'Završi zadatak' }).click();
  await expect(phone.finishedMoment.getByText('Zadatak je završen. Bravo!')).toBeVisible();
  await phone.finishedMoment.getByRole('button', { name: 'Zatvori' }).click();
  await expect(page.getByRole('main').getByText('Zadatak je završen. Bravo!')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: SAVED_LINE })).toContainText('4 promjene čekaju slanje.');

  await manager.removeTask(task.id);
  await context.setOffline(false);

  const conflict = page.getByRole('status').filter({ hasText: CONFLICT_LINE });
  await expect(conflict).toBeVisible();
  await expect(page.getByText(/čeka(ju)? slanje/)).toHaveCount(0);
  await expect(page.getByText('Nešto nije uspjelo')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the calm line after a conflict');
  // What came after the dropped actions was sent all the same.
  await expect.poll(async () => (await manager.tasks(employee.id)).map((t) => [t.taskName, t.done])).toEqual([['Zaliti cvijeće', true]]);

  await conflict.getByRole('button', { name: 'U redu' }).click();
  await expect(page.getByText(CONFLICT_LINE)).toHaveCount(0);
  await page.goBack();
  await page.goBack();
  await expect(phone.heading).toHaveText('Ovaj zadatak više ne postoji.');
});

test("the open tasks' step pictures are kept on the phone: a step opened offline still shows its picture", async ({ page, request, context }) => {
  test.setTimeout(60_000);
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Kenan' });
  const task = await manager.createTask(employee.id, { taskName: 'Oprati suđe', subtasks: [{ description: 'Napuniti sudoperu', needPhoto: false }] });
  await manager.setStepPicture(task.subtasks[0]!.id, readFileSync(PHOTO), 'image/jpeg');
  const phone = await loggedInPhone(page, manager, employee.id, 'Kenan', 'Oprati suđe');
  // Fetched ahead from the list while online, before the task was ever opened (a reload: the list under the worker's control).
  await page.reload();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('step-pictures')).keys()).map((request) => new URL(request.url).pathname)))
    .toEqual([expect.stringMatching(/^\/api\/v1\/files\/pictures\/\d+\/\d+\/\d+-[0-9a-f-]+\.jpg$/)]);

  await context.setOffline(true);
  await page.reload();
  await phone.openTask('Oprati suđe');
  const shown = phone.stepPicture('Napuniti sudoperu');
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2000);
  await expectNoAxeViolations(page);

  // The next person on this phone does not find them.
  await context.setOffline(false);
  await phone.logout();
  await expect.poll(() => page.evaluate(() => caches.has('step-pictures'))).toBe(false);
});
