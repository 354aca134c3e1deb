import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import type { RegisteredManager } from '../fixtures/api';
import { readStoredSession } from '../fixtures/storage';
import { expect, test } from '../fixtures/test';
import { EmployeesPage } from '../page-models/employees-page';
import { LoginPage } from '../page-models/login-page';
import { Sidebar } from '../page-models/sidebar';

/** The same manager on a second device: its own browser context, logged in through the form. */
async function loginOnAnotherDevice(browser: Browser, manager: RegisteredManager): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.login(manager.username, manager.password);
  await expect(new EmployeesPage(page).heading).toBeVisible();
  return page;
}

const storedToken = async (page: Page) => (await readStoredSession(page)).user?.jwtToken as string;

/** What the server answers a request carrying this token: 200 while its session lasts, 401 after. */
async function statusWithToken(request: APIRequestContext, token: string, managerId: number): Promise<number> {
  const response = await request.get(`/api/v1/manager/children/${managerId}`, { headers: { Authorization: `Bearer ${token}` } });
  return response.status();
}

test.describe('ending sessions', () => {
  test("'Odjavi se sa svih uređaja' asks first, then the other device's next action lands on /login", async ({
    page,
    browser,
    request,
    loggedInManager,
    settingsPage,
    loginPage,
    employeesPage,
  }) => {
    const otherDevice = await loginOnAnotherDevice(browser, loggedInManager);
    const otherToken = await storedToken(otherDevice);
    const ownToken = await storedToken(page);
    await settingsPage.goto(loggedInManager.username);

    // 'Odustani' changes nothing.
    await settingsPage.openLogoutEverywhere();
    await expectNoAxeViolations(page, 'the logout-everywhere question');
    await expect(settingsPage.logoutEverywhereDialog.getByRole('button', { name: 'Odustani' })).toBeFocused();
    await settingsPage.logoutEverywhereDialog.getByRole('button', { name: 'Odustani' }).click();
    await expect(settingsPage.logoutEverywhereDialog).toBeHidden();
    expect(await statusWithToken(request, otherToken, loggedInManager.id)).toBe(200);

    await settingsPage.openLogoutEverywhere();
    await settingsPage.confirmLogoutEverywhere();
    await loginPage.expectShown();
    expect(await readStoredSession(page)).toEqual({ isLoggedIn: null, user: null });
    expect(await statusWithToken(request, ownToken, loggedInManager.id)).toBe(401);
    expect(await statusWithToken(request, otherToken, loggedInManager.id)).toBe(401);

    // The other device still shows the list; its next call (Postavke loads the notification choices) is
    // refused and it shows the login form.
    await new Sidebar(otherDevice).open('Postavke');
    await new LoginPage(otherDevice).expectShown();
    expect(await readStoredSession(otherDevice)).toEqual({ isLoggedIn: null, user: null });

    // Logging in again works, and nothing was saved with the refused token.
    await loginPage.login(loggedInManager.username, loggedInManager.password);
    await expect(employeesPage.heading).toBeVisible();
    await settingsPage.goto(loggedInManager.username);
    await expect(settingsPage.name).toHaveValue(loggedInManager.name);
    await otherDevice.context().close();
  });

  test("a plain 'Odjavi se' ends only this session: the other device stays logged in, this tab's token is refused", async ({
    page,
    browser,
    request,
    loggedInManager,
    sidebar,
    loginPage,
    employeesPage,
  }) => {
    const otherDevice = await loginOnAnotherDevice(browser, loggedInManager);
    const otherToken = await storedToken(otherDevice);
    // A second tab of the same browser shares the session and follows the logout.
    const secondTab = await page.context().newPage();
    await secondTab.goto('');
    await expect(new EmployeesPage(secondTab).heading).toBeVisible();
    const ownToken = await storedToken(page);
    expect(await statusWithToken(request, ownToken, loggedInManager.id)).toBe(200);

    await sidebar.logout();
    await loginPage.expectShown();
    expect(await readStoredSession(page)).toEqual({ isLoggedIn: null, user: null });
    await expect(secondTab).toHaveURL(/\/plan-dan\/login$/);
    // The call is not waited for by the screen; the server ends the session a moment later.
    await expect.poll(() => statusWithToken(request, ownToken, loggedInManager.id)).toBe(401);

    expect(await statusWithToken(request, otherToken, loggedInManager.id)).toBe(200);
    await otherDevice.reload();
    await expect(new EmployeesPage(otherDevice).heading).toBeVisible();
    await expect(otherDevice).toHaveURL(/\/plan-dan\/$/);
    expect((await readStoredSession(otherDevice)).isLoggedIn).toBe('true');

    await loginPage.login(loggedInManager.username, loggedInManager.password);
    await expect(employeesPage.heading).toBeVisible();
    await otherDevice.context().close();
  });

  test('30 idle minutes end the session on the server too', async ({ page, request, manager, loginPage, employeesPage }) => {
    // The fake clock must be in place before the app starts its idle timer.
    await page.clock.install();
    await loginPage.goto();
    await loginPage.login(manager.username, manager.password);
    await expect(employeesPage.heading).toBeVisible();
    const token = await storedToken(page);
    expect(await statusWithToken(request, token, manager.id)).toBe(200);

    await page.clock.fastForward('30:05');
    await loginPage.expectShown();
    await expect.poll(() => statusWithToken(request, token, manager.id)).toBe(401);
  });
});
