import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type APIRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { zonedParts } from '@plan-dan/contract/time-zone';
import { registerManagerViaApi } from '../fixtures/api';
import { expectNoAxeViolations } from '../fixtures/axe';
import { startOwnServer, type OwnServer } from '../fixtures/own-server';
import { buildManager } from '../fixtures/test-data';
import { ManagerApi } from '../fixtures/work-api';
import { EmployeesPage } from '../page-models/employees-page';
import { LoginPage } from '../page-models/login-page';
import { codeOfLink, exchangeLoginCode, PhoneAppTab, PhoneSettingsApi } from '../page-models/phone-app-tab';

/**
 * A QR code works 15 minutes; when the manager's tab asks for the settings and the code has less than
 * 2 left, the server hands out a new one. Waiting a quarter of an hour is no test, so time moves on
 * both sides: Playwright's clock in the browser, and in the server a module loaded before its own
 * code that reads Date.now (the server's only "now", platform/clock.ts) as the real time plus the
 * milliseconds written in a file. Everything else is the real server and the real app.
 */
const SERVER_ZONE = 'Asia/Tokyo';
const BROWSER_ZONE = 'America/New_York';
const MINUTE = 60_000;
const SETTINGS_URL = '**/api/v1/account/settings/*';

interface MovableClockServer {
  server: OwnServer;
  /** Sets the server's clock this far ahead of the real time. */
  moveTo(ms: number): void;
  stop(): Promise<void>;
}

async function startServerWithMovableClock(): Promise<MovableClockServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'plan-dan-clock-'));
  const shiftFile = path.join(dir, 'shift-ms');
  const clockModule = path.join(dir, 'movable-clock.mjs');
  writeFileSync(shiftFile, '0');
  writeFileSync(
    clockModule,
    [
      "import { readFileSync } from 'node:fs';",
      'const realNow = Date.now.bind(Date);',
      `Date.now = () => realNow() + (Number(readFileSync(${JSON.stringify(shiftFile)}, 'utf8')) || 0);`,
    ].join('\n'),
  );
  // The server's own zone differs from the browser's: the tab must show the expiry in the server's.
  const server = await startOwnServer({
    NODE_OPTIONS: `--import=${pathToFileURL(clockModule).href}`,
    APP_TIMEZONE: SERVER_ZONE,
    LOGIN_RATE_LIMIT_MAX: '1000',
  });
  return {
    server,
    moveTo: (ms) => writeFileSync(shiftFile, String(ms)),
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let clockServer: MovableClockServer;
test.beforeAll(async () => {
  clockServer = await startServerWithMovableClock();
});
test.afterAll(async () => clockServer?.stop());

interface OpenTab {
  page: Page;
  tab: PhoneAppTab;
  request: APIRequestContext;
  api: PhoneSettingsApi;
  employeeId: number;
}

/** A manager with one employee, logged in on a browser whose clock the test drives, on the Mobilna aplikacija tab. */
async function openTabWithFakeClock(browser: Browser, apiRequest: APIRequest): Promise<OpenTab> {
  const { origin } = clockServer.server;
  const request = await apiRequest.newContext({ baseURL: origin });
  const manager = await registerManagerViaApi(request, buildManager());
  const managerApi = await ManagerApi.login(request, manager.username, manager.password);
  const employee = await managerApi.createEmployee({ name: 'Lejla', surname: 'Kovač', kidMale: false });

  const context = await browser.newContext({ baseURL: `${origin}/plan-dan/`, timezoneId: BROWSER_ZONE });
  const page = await context.newPage();
  // In place before the app starts its timers.
  await page.clock.install();
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.login(manager.username, manager.password);
  await expect(new EmployeesPage(page).heading).toBeVisible();
  const tab = new PhoneAppTab(page);
  await tab.goto(employee.id);
  return { page, tab, request, api: new PhoneSettingsApi(request, managerApi.token), employeeId: employee.id };
}

/** 'HH:mm' of an ISO instant in the server's zone, as the tab should show the expiry. */
const serverTime = (iso: string) => zonedParts(Date.parse(iso), SERVER_ZONE).time;

const codeOnScreen = async (tab: PhoneAppTab) => codeOfLink(await tab.readQrLink());

test.describe('the QR code on Mobilna aplikacija expires', () => {
  test.beforeEach(() => {
    test.setTimeout(60_000);
    clockServer.moveTo(0);
  });

  test('the tab says until when the code works; close to the end a new one appears by itself and the old one no longer logs a phone in', async ({
    browser,
    playwright,
  }) => {
    const { page, tab, request, api, employeeId } = await openTabWithFakeClock(browser, playwright.request);
    const first = await api.settings(employeeId);
    expect(Date.parse(first.phoneLoginExpiresAt) - Date.now()).toBeGreaterThan(14 * MINUTE);
    await expect(tab.validUntil(serverTime(first.phoneLoginExpiresAt))).toBeVisible();
    expect(await codeOnScreen(tab)).toBe(first.phoneLoginString);

    // 13½ minutes pass with the screen left open: 1½ minutes are left, less than the server's 2.
    clockServer.moveTo(13.5 * MINUTE);
    await page.clock.fastForward('13:30');
    await expect.poll(() => codeOnScreen(tab), { timeout: 10_000 }).not.toBe(first.phoneLoginString);

    const second = await api.settings(employeeId);
    expect(await codeOnScreen(tab)).toBe(second.phoneLoginString);
    await expect(tab.validUntil(serverTime(second.phoneLoginExpiresAt))).toBeVisible();
    expect(Date.parse(second.phoneLoginExpiresAt) - Date.parse(first.phoneLoginExpiresAt)).toBeGreaterThan(13 * MINUTE);
    // Replaced for its age, not used by a phone: no note says a phone logged in.
    await expect(tab.usedNotice).toHaveCount(0);

    expect(await exchangeLoginCode(request, first.phoneLoginString)).toBe(401);
    expect(await exchangeLoginCode(request, second.phoneLoginString)).toBe(200);
    // A phone did use this one: the next code comes with the note.
    await expect(tab.usedNotice).toBeVisible();
    await page.context().close();
  });

  test('after the computer slept past the expiry the old code is not shown: a new one is fetched, and a failure says so and offers a retry', async ({
    browser,
    playwright,
  }) => {
    const { page, tab, request, api, employeeId } = await openTabWithFakeClock(browser, playwright.request);
    const first = await api.settings(employeeId);
    expect(await codeOnScreen(tab)).toBe(first.phoneLoginString);

    // The lid opens 16 minutes later, before the network is back: the requests wait, then fail. (The
    // server is fine; its answers just do not arrive.)
    let reconnect!: () => void;
    const networkBack = new Promise<void>((resolve) => (reconnect = resolve));
    await page.route(SETTINGS_URL, async (route) => {
      await networkBack;
      await route.abort('internetdisconnected');
    });
    clockServer.moveTo(16 * MINUTE);
    // The wall clock jumps without the page's timers having run; the window gets the focus back.
    await page.clock.setSystemTime(Date.now() + 16 * MINUTE);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));

    await expect(tab.expiredNotice).toBeVisible();
    await expect(tab.qrCode).toHaveCount(0);
    await expect(tab.validity).toHaveCount(0);
    // The server agrees the code on screen had expired.
    expect(await exchangeLoginCode(request, first.phoneLoginString)).toBe(401);

    // The fetch and its retries fail, and the tab says so.
    reconnect();
    await expect(tab.reloadFailed).toBeVisible({ timeout: 10_000 });
    await expect(tab.qrCode).toHaveCount(0);
    await expectNoAxeViolations(page, 'the QR card when no new code could be fetched');

    await page.unroute(SETTINGS_URL);
    await tab.reloadFailed.getByRole('button', { name: 'Pokušaj ponovo' }).click();
    await expect(tab.qrCode).toBeVisible();
    const second = await api.settings(employeeId);
    expect(second.phoneLoginString).not.toBe(first.phoneLoginString);
    expect(await codeOnScreen(tab)).toBe(second.phoneLoginString);
    await expect(tab.validUntil(serverTime(second.phoneLoginExpiresAt))).toBeVisible();
    expect(await exchangeLoginCode(request, second.phoneLoginString)).toBe(200);
    await page.context().close();
  });
});
