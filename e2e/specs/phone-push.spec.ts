import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneTestData } from '../page-models/phone-test-data';
import { ServiceWorkerPush } from '../fixtures/service-worker-push';

/**
 * Notifications on the phone. Headless Chromium reaches no push service here, so PushManager.subscribe
 * cannot succeed: the tests check that the app then says so instead of hanging, and, to follow the rest
 * of the way, one test stands a fixed subscription in for the browser's push service. The service
 * worker's part is real: the test hands it a push message through DevTools (as a push service would)
 * and dispatches the tap on the notification in the worker (a person's real tap cannot be made here).
 * What the server sends, encrypted, to a push service is tested in the API tests (push.test.ts).
 */
test.use({ ...PHONE, permissions: ['notifications'] });

const OFFER = 'Želiš li obavijesti?';

async function loggedInPhone(page: Page, request: Parameters<typeof PhoneTestData.create>[0]) {
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Kenan' });
  const task = await manager.createTask(employee.id, { taskName: 'Zaliti cvijeće' });
  const phone = new PhoneApp(page);
  await phone.loginWithCode(await manager.loginCode(employee.id), 'Kenan');
  await expect(phone.taskCard('Zaliti cvijeće')).toBeVisible();
  return { manager, employee, task, phone };
}

/** Opens a task and comes back to the list: the calm moment for the question. */
async function openTaskAndComeBack(phone: PhoneApp) {
  await phone.taskCard('Zaliti cvijeće').click();
  await expect(phone.heading).toHaveText('Zaliti cvijeće');
  await phone.goToTasks();
  await expect(phone.heading).toHaveText('Dobro došao Kenan!');
}

const offer = (page: Page) => page.getByRole('region', { name: OFFER });
const bell = (page: Page) => page.getByRole('button', { name: /^Obavijesti: / });

/** A subscription such as a push service gives, standing in for the one headless Chromium cannot get. */
async function standInForPushService(context: BrowserContext) {
  await context.addInitScript(() => {
    const bytes = (length: number, fill: number) => btoa(String.fromCharCode(...new Array<number>(length).fill(fill))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    let current: PushSubscription | null = null;
    const make = () =>
      ({
        endpoint: 'https://push.example.test/send/phone-1',
        toJSON: () => ({ endpoint: 'https://push.example.test/send/phone-1', expirationTime: null, keys: { p256dh: bytes(65, 4), auth: bytes(16, 7) } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => (current = make());
    PushManager.prototype.getSubscription = async () => current;
  });
}

test('the question comes once, after the employee comes back to the list, and "Ne sada" is remembered', async ({ page, request }) => {
  const { phone } = await loggedInPhone(page, request);
  // Not at the first screen.
  await expect(offer(page)).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Obavijesti: Obavijesti su isključene.');

  await openTaskAndComeBack(phone);
  await expect(offer(page)).toBeVisible();
  await expect(offer(page)).toContainText('Telefon ti može javiti kad dobiješ novi zadatak ili poruku');
  await expectNoAxeViolations(page, 'the notification question');

  await offer(page).getByRole('button', { name: 'Ne sada' }).click();
  await expect(offer(page)).toHaveCount(0);
  await openTaskAndComeBack(phone);
  await expect(offer(page)).toHaveCount(0);
  await page.reload();
  await expect(phone.heading).toHaveText('Dobro došao Kenan!');
  await openTaskAndComeBack(phone);
  await expect(offer(page)).toHaveCount(0);
});

test("the question never comes between the employee and the 'Bravo' of a finished day: it comes after it", async ({ page, request }) => {
  const { phone } = await loggedInPhone(page, request);
  // The only task finished: its own 'Bravo', then back to the list, which says 'Bravo' too.
  await phone.openTask('Zaliti cvijeće');
  await phone.startButton.click();
  await page.getByRole('button', { name: 'Završi zadatak' }).click();
  await phone.finishedMoment.getByRole('button', { name: 'Zadaci' }).click();
  const bravo = page.getByRole('status').filter({ hasText: 'Bravo Kenan! Nemaš više zadataka za danas!' });
  await expect(bravo).toBeVisible();
  await expect(offer(page)).toBeVisible();
  const follows = await bravo.evaluate(
    (celebration, question) => Boolean(celebration.compareDocumentPosition(question!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await offer(page).elementHandle(),
  );
  expect(follows, 'the question comes after the Bravo').toBe(true);
  const [bravoBox, offerBox] = [await bravo.boundingBox(), await offer(page).boundingBox()];
  expect(offerBox!.y).toBeGreaterThanOrEqual(bravoBox!.y + bravoBox!.height);
});

test('without a reachable push service, "Da, uključi" ends in a plain message, never a hang', async ({ page, request }) => {
  const { phone } = await loggedInPhone(page, request);
  await openTaskAndComeBack(phone);
  await offer(page).getByRole('button', { name: 'Da, uključi' }).click();
  await expect(offer(page).getByRole('status')).toHaveText('Obavijesti sada ne rade na ovom telefonu. Pokušaj ponovo kasnije.', { timeout: 15_000 });
  await offer(page).getByRole('button', { name: 'U redu' }).click();
  await expect(offer(page)).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Obavijesti: Obavijesti su isključene.');
  // The bell offers another try, which ends the same way.
  await bell(page).click();
  const dialog = page.getByRole('dialog', { name: 'Obavijesti' });
  await expect(dialog.getByRole('status')).toHaveText('Obavijesti sada ne rade na ovom telefonu. Pokušaj ponovo kasnije.');
  await expectNoAxeViolations(page, 'the notifications window');
  await dialog.getByRole('button', { name: 'Zatvori' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('blocked in the browser', () => {
  test.use({ permissions: [] });

  test('the app says that notifications are blocked in the settings', async ({ page, request, context }) => {
    // The employee once said no in the browser's own prompt.
    await context.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
      Notification.requestPermission = async () => 'denied';
    });
    const { phone } = await loggedInPhone(page, request);
    await openTaskAndComeBack(phone);
    // Nothing to ask when the answer is already no; the bell explains.
    await expect(offer(page)).toHaveCount(0);
    await bell(page).click();
    const dialog = page.getByRole('dialog', { name: 'Obavijesti' });
    await expect(dialog.getByRole('status')).toHaveText(/isključene u postavkama telefona/);
    await expect(dialog.getByRole('button', { name: 'Uključi obavijesti' })).toHaveCount(0);
  });
});

test('turned on, the subscription reaches the server, is saved again when the app opens, and turned off it is removed', async ({ page, request, context }) => {
  await standInForPushService(context);
  const { phone } = await loggedInPhone(page, request);
  await openTaskAndComeBack(phone);

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/push/subscriptions') && response.request().method() === 'POST');
  await offer(page).getByRole('button', { name: 'Da, uključi' }).click();
  const saveResponse = await saved;
  expect(saveResponse.status()).toBe(204);
  expect(saveResponse.request().postDataJSON()).toMatchObject({ endpoint: 'https://push.example.test/send/phone-1' });
  await expect(offer(page).getByRole('status')).toHaveText(/^Obavijesti su uključene\./);
  await offer(page).getByRole('button', { name: 'U redu' }).click();
  await expect(bell(page)).toHaveAccessibleName('Obavijesti: Obavijesti su uključene.');

  // Opening the app again saves it for this session (logging out had removed it on the server).
  const savedAgain = page.waitForResponse((response) => response.url().endsWith('/api/v1/push/subscriptions') && response.request().method() === 'POST');
  await page.reload();
  expect((await savedAgain).status()).toBe(204);

  await bell(page).click();
  const dialog = page.getByRole('dialog', { name: 'Obavijesti' });
  const removed = page.waitForResponse((response) => response.url().endsWith('/api/v1/push/subscriptions') && response.request().method() === 'DELETE');
  await dialog.getByRole('button', { name: 'Isključi obavijesti' }).click();
  expect((await removed).status()).toBe(204);
  await expect(dialog.getByRole('status')).toHaveText('Obavijesti su isključene.');
  await expect(bell(page)).toHaveAccessibleName('Obavijesti: Obavijesti su isključene.');
});

test('a push shows the notification, and a tap on it opens that task in the open app without reloading it', async ({ page, request, context }) => {
  const { task, phone } = await loggedInPhone(page, request);
  const push = await ServiceWorkerPush.connect(context, page, '/plan-dan/m/', '/plan-dan/m/sw.js');
  // What the server sends for a new task (apps/server/src/modules/push/push-texts.ts).
  const payload = { title: 'Imaš novi zadatak!', body: 'Zaliti cvijeće', url: `/plan-dan/m/zadatak/${task.id}`, tag: `task-${task.id}`, kind: 'task' };
  await push.deliver(payload);
  // A payload pointing outside the app opens the app's start instead. Both arrive before the tap: a push
  // handed over through DevTools while the worker still finishes the tap was sometimes not shown.
  await push.deliver({ ...payload, url: 'https://evil.example/', tag: 'other' });
  const outside = { title: payload.title, body: payload.body, tag: 'other', data: { url: '/plan-dan/m/' } };
  await expect
    .poll(async () => (await push.notifications()).sort((a, b) => a.tag.localeCompare(b.tag)))
    .toEqual([outside, { title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }].sort((a, b) => a.tag.localeCompare(b.tag)));

  // A mark on the page: it is still there after the tap only if the app moved without reloading.
  await page.evaluate(() => document.documentElement.setAttribute('data-before-tap', ''));
  await push.tapFirst(payload.tag);
  await expect(phone.heading).toHaveText('Zaliti cvijeće');
  await expect(page).toHaveURL(new RegExp(`/plan-dan/m/zadatak/${task.id}$`));
  await expect(page.locator('html[data-before-tap]')).toHaveCount(1);
  // The tapped notification goes; the other stays.
  await expect.poll(() => push.notifications()).toEqual([outside]);
});
