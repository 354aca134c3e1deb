import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { ChatApi } from '../fixtures/chat-api';
import { ServiceWorkerPush } from '../fixtures/service-worker-push';
import { expect, test } from '../fixtures/test';
import { ChatPage } from '../page-models/chat-page';
import type { SettingsPage } from '../page-models/settings-page';

/*
 * Postavke → Obavijesti: this device's notifications and the kinds the manager wants, against the real
 * server and its database.
 *
 * What no test here can do: reach a real browser push service (headless Chromium has none, so a real
 * subscription fails or never answers; the fake subscription below stands in for it only), and a real
 * person's tap on a notification (a synthetic notificationclick is dispatched in the service worker).
 * The server's sending to a push service is tested in apps/server (push.test.ts, a local HTTPS one).
 */

const UNAVAILABLE = 'Obavijesti trenutno nisu dostupne na ovom uređaju: preglednik nije mogao dobiti vezu za obavijesti. Pokušajte ponovo kasnije.';
const BLOCKED = 'Obavijesti su blokirane u postavkama preglednika. Dozvolite ih ondje pa pokušajte ponovo.';
const ON = 'Uključeno: ovaj uređaj prima obavijesti.';
const OFF = 'Isključeno: ovaj uređaj ne prima obavijesti.';
/** The shared switch gives up on the browser's push service after 8 s; a little more for the rest. */
const PUSH_WAIT = 15_000;

const preferencesPath = '/api/v1/push/preferences';
const subscriptionsPath = '/api/v1/push/subscriptions';
const publicKeyPath = '/api/v1/push/public-key';

async function serverPreferences(request: APIRequestContext, token: string) {
  const response = await request.get(preferencesPath, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, boolean>;
}

/** A subscription as a browser's push service would give it: an https endpoint and real-sized keys. */
function fakeSubscription() {
  const toBase64Url = (bytes: Buffer) => bytes.toString('base64url');
  const ecdh = createECDH('prime256v1');
  return {
    // .invalid never resolves: the server's attempts to send to it go nowhere.
    endpoint: `https://push.invalid/plan-dan-e2e/${randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: toBase64Url(ecdh.generateKeys()), auth: toBase64Url(randomBytes(16)) },
  };
}

/**
 * Stands in for the browser's push service, which headless Chromium cannot reach: PushManager's subscribe
 * answers with the given subscription, and getSubscription with it until it is unsubscribed (kept in
 * localStorage, so a reload still has it). Everything else (permission, service worker, the app's calls
 * and the server) is real.
 */
async function fakePushService(page: Page, subscription: ReturnType<typeof fakeSubscription>) {
  await page.addInitScript((json) => {
    const storageKey = 'e2e.fakePushSubscription';
    const make = () => ({
      ...json,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => json,
      unsubscribe: () => {
        localStorage.removeItem(storageKey);
        return Promise.resolve(true);
      },
    });
    PushManager.prototype.subscribe = function subscribe() {
      localStorage.setItem(storageKey, 'subscribed');
      return Promise.resolve(make() as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve((localStorage.getItem(storageKey) ? make() : null) as unknown as PushSubscription | null);
    };
  }, subscription);
}

/** The app's calls to the subscriptions route with the server's answers. */
function recordSubscriptionCalls(page: Page) {
  const calls: { method: string; body: unknown; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (new URL(request.url()).pathname !== subscriptionsPath) return;
    calls.push({ method: request.method(), body: request.postDataJSON(), status: response.status() });
  });
  return calls;
}

async function turnDeviceOn(settingsPage: SettingsPage) {
  await expect(settingsPage.devicePushSwitch).not.toBeChecked();
  await expect(settingsPage.devicePushSwitch).toHaveAccessibleDescription(OFF);
  await settingsPage.devicePushSwitch.check();
}

test.describe('Postavke → Obavijesti', () => {
  test.describe('with notifications allowed in the browser', () => {
    test.use({ permissions: ['notifications'] });

    test('turning this device on ends in a clear "not available" within the time limit when no push service answers', async ({
      page,
      loggedInManager,
      settingsPage,
    }) => {
      // The server's key is held back until the busy state has been seen, so the test does not race it.
      let releaseKey = () => {};
      const keyAsked = new Promise<void>((resolve) => {
        void page.route(`**${publicKeyPath}`, async (route) => {
          resolve();
          await new Promise<void>((release) => (releaseKey = release));
          await route.fallback();
        });
      });
      const calls = recordSubscriptionCalls(page);
      await settingsPage.goto(loggedInManager.username);
      await expect(settingsPage.notificationsSection).toBeVisible();
      await turnDeviceOn(settingsPage);

      // Busy while the browser is asked: it says so, and takes no second press.
      await keyAsked;
      await expect(settingsPage.devicePushSwitch).toBeDisabled();
      await expect(settingsPage.devicePushSwitch).toBeChecked();
      await expect(settingsPage.devicePushSwitch).toHaveAccessibleDescription('Uključivanje… Preglednik može pitati smije li Plan dan slati obavijesti.');
      await settingsPage.devicePushSwitch.click({ force: true });
      await expect(settingsPage.devicePushSwitch).toBeChecked();
      releaseKey();

      // The service worker is registered and the key came: only the browser's push service is missing.
      await expect(settingsPage.devicePushSwitch).toHaveAccessibleDescription(UNAVAILABLE, { timeout: PUSH_WAIT });
      await expect(settingsPage.devicePushSwitch).not.toBeChecked();
      await expect(settingsPage.devicePushSwitch).toBeEnabled();
      expect(await page.evaluate((id) => localStorage.getItem(`planDan.push.manager.${id}`), loggedInManager.id)).toBeNull();
      expect(calls).toEqual([]);
    });

    test('a fake push service stands in: the app saves the subscription, shows on, saves it again on the next start, and turning off removes it', async ({
      page,
      loggedInManager,
      settingsPage,
    }) => {
      const subscription = fakeSubscription();
      await fakePushService(page, subscription);
      const calls = recordSubscriptionCalls(page);
      await settingsPage.goto(loggedInManager.username);

      await turnDeviceOn(settingsPage);
      await expect(settingsPage.devicePushSwitch).toBeChecked();
      await expect(settingsPage.devicePushSwitch).toHaveAccessibleDescription(ON);
      await expect(settingsPage.devicePushSwitch).toBeEnabled();
      await expect.poll(() => calls).toEqual([{ method: 'POST', body: subscription, status: 204 }]);

      // Logging out removes a session's subscriptions on the server: each start of the app saves it again.
      await page.reload();
      await expect(settingsPage.devicePushSwitch).toBeChecked();
      await expect.poll(() => calls.length).toBe(2);
      expect(calls[1]).toEqual({ method: 'POST', body: subscription, status: 204 });

      await settingsPage.devicePushSwitch.uncheck();
      await expect(settingsPage.devicePushSwitch).not.toBeChecked();
      await expect(settingsPage.devicePushSwitch).toHaveAccessibleDescription(OFF);
      await expect.poll(() => calls.length).toBe(3);
      expect(calls[2]).toEqual({ method: 'DELETE', body: { endpoint: subscription.endpoint }, status: 204 });

      // Off stays off: the next start saves nothing.
      await page.reload();
      await expect(settingsPage.devicePushSwitch).not.toBeChecked();
      await expect(settingsPage.devicePushSwitch).toHaveAccessibleDescription(OFF);
      expect(calls).toHaveLength(3);
    });

    test("a notification the manager's service worker receives shows its title and text, and a tap on it opens its conversation without a reload", async ({
      page,
      context,
      request,
      loggedInManager,
      managerApi,
      settingsPage,
    }) => {
      const employee = await managerApi.createEmployee({ name: 'Žana', surname: 'Čolić' });
      const phone = await ChatApi.asEmployee(request, managerApi.token, employee.id);
      await phone.send(employee.id, 'Ključ od skladišta ne radi.');

      await fakePushService(page, fakeSubscription());
      await settingsPage.goto(loggedInManager.username);
      await turnDeviceOn(settingsPage);
      await expect(settingsPage.devicePushSwitch).toBeChecked();
      const push = await ServiceWorkerPush.connect(context, page, '/plan-dan/', '/plan-dan/push-sw.js');

      // What the server sends for a new message (apps/server/src/modules/push/push-texts.ts).
      const url = `/plan-dan/chat/${employee.id}`;
      const payload = { title: 'Nova poruka', body: 'Žana Čolić: Ključ od skladišta ne radi.', url, tag: `chat-${employee.id}`, kind: 'message' };
      await push.deliver(payload);
      await expect.poll(() => push.notifications(), { timeout: PUSH_WAIT }).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url } }]);

      // A person's tap cannot be made here: the same event, dispatched in the service worker.
      await page.evaluate(() => Object.assign(window, { pushTestMark: true }));
      await push.tapFirst();

      const chat = new ChatPage(page);
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(chat.conversationName).toHaveText('Žana Čolić');
      await expect(chat.message('Ključ od skladišta ne radi.')).toBeVisible();
      expect(await page.evaluate(() => 'pushTestMark' in window)).toBe(true);
    });
  });

  test.describe('with notifications blocked in the browser', () => {
    // Headless Chromium answers the permission question with "denied", as a person's "Block" would.
    test('turning this device on explains where to allow them; the kinds still show', async ({ page, loggedInManager, settingsPage }) => {
      await settingsPage.goto(loggedInManager.username);
      expect(await page.evaluate(() => Notification.permission)).toBe('default');
      await turnDeviceOn(settingsPage);
      await expect(settingsPage.devicePushSwitch).toHaveAccessibleDescription(BLOCKED, { timeout: PUSH_WAIT });
      await expect(settingsPage.devicePushSwitch).not.toBeChecked();
      await expect(settingsPage.devicePushSwitch).toBeEnabled();
      await expect(settingsPage.pushKind('Nova poruka')).toBeChecked();
      expect(await page.evaluate((id) => localStorage.getItem(`planDan.push.manager.${id}`), loggedInManager.id)).toBeNull();
    });
  });

  test('the kinds are saved to the server at once, stay after a reload, and a failed save puts the switch back with a message', async ({
    page,
    request,
    loggedInManager,
    managerApi,
    settingsPage,
  }) => {
    await settingsPage.goto(loggedInManager.username);
    const message = settingsPage.pushKind('Nova poruka');
    for (const label of ['Fotografija čeka pregled', 'SOS poziv u pomoć', 'Nova poruka', 'Završen zadatak', 'Zadatak nije započet']) {
      await expect(settingsPage.pushKind(label)).toBeChecked();
    }
    await expect(message).toHaveAccessibleDescription('Zaposlenik Vam je napisao poruku.');
    await expect(settingsPage.pushKind('Zadatak nije započet')).toHaveAccessibleDescription(
      'Rok zadatka je prošao prije nekoliko minuta, a zaposlenik ga još nije započeo. Javljamo jednom po zadatku.',
    );

    await message.uncheck();
    await expect(message).not.toBeChecked();
    await expect.poll(() => serverPreferences(request, managerApi.token)).toEqual({ photo: true, sos: true, message: false, taskDone: true, task_not_started: true });
    await page.reload();
    await expect(message).not.toBeChecked();
    await expect(settingsPage.pushKind('SOS poziv u pomoć')).toBeChecked();

    // The network fails (the server is never reached): the switch goes back and says so.
    await page.route(`**${preferencesPath}`, (route) => (route.request().method() === 'PUT' ? route.abort('connectionreset') : route.fallback()));
    const sos = settingsPage.pushKind('SOS poziv u pomoć');
    await sos.click();
    await expect(settingsPage.pushKindSaveError).toHaveText('Promjena „SOS poziv u pomoć” nije spremljena. Provjerite vezu pa pokušajte ponovo.');
    await expect(sos).toBeChecked();
    expect(await serverPreferences(request, managerApi.token)).toEqual({ photo: true, sos: true, message: false, taskDone: true, task_not_started: true });

    // With the network back, the next change saves and the message goes.
    await page.unroute(`**${preferencesPath}`);
    await message.check();
    await expect(settingsPage.pushKindSaveError).toHaveCount(0);
    await expect.poll(() => serverPreferences(request, managerApi.token)).toEqual({ photo: true, sos: true, message: true, taskDone: true, task_not_started: true });

    // The not-started notice is switched alone; the others stay as they are.
    await settingsPage.pushKind('Zadatak nije započet').uncheck();
    await expect.poll(() => serverPreferences(request, managerApi.token)).toEqual({ photo: true, sos: true, message: true, taskDone: true, task_not_started: false });
  });

  test('axe finds no violations in Obavijesti on a wide and a narrow screen', async ({ page, loggedInManager, settingsPage }) => {
    await settingsPage.goto(loggedInManager.username);
    await expect(settingsPage.pushKind('Završen zadatak')).toBeChecked();
    await expectNoAxeViolations(page, 'Postavke, wide');

    await page.setViewportSize({ width: 360, height: 640 });
    await settingsPage.notificationsSection.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, 'Postavke, narrow');

    // With a failed save told beside the switches.
    await page.route(`**${preferencesPath}`, (route) => (route.request().method() === 'PUT' ? route.abort('connectionreset') : route.fallback()));
    await settingsPage.pushKind('Fotografija čeka pregled').click();
    await expect(settingsPage.pushKindSaveError).toBeVisible();
    await expectNoAxeViolations(page, 'Postavke, narrow, failed save');
  });
});
