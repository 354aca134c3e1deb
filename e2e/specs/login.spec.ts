import { registerManagerViaApi } from '../fixtures/api';
import { startOwnServer } from '../fixtures/own-server';
import { readStoredSession } from '../fixtures/storage';
import { buildManager } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';

const LOGIN_API = '**/api/v1/manager/login';

test.describe('login', () => {
  test('a wrong password shows Nevalidni kredencijali! and keeps the manager logged out', async ({ page, loginPage, manager }) => {
    await loginPage.goto();
    await loginPage.login(manager.username, `${manager.password}-wrong`);
    await expect(loginPage.error).toHaveText('Nevalidni kredencijali!');
    await loginPage.expectShown();
    expect(await readStoredSession(page)).toEqual({ isLoggedIn: null, user: null });
  });

  test('an unknown username shows the same message', async ({ loginPage }) => {
    await loginPage.goto();
    await loginPage.login('nobody-here-12345', 'whatever1');
    await expect(loginPage.error).toHaveText('Nevalidni kredencijali!');
  });

  test('a server that cannot be reached shows Desila se greška prilikom prijave', async ({ page, loginPage, manager }) => {
    await page.route(LOGIN_API, (route) => route.abort('connectionrefused'));
    await loginPage.goto();
    await loginPage.login(manager.username, manager.password);
    await expect(loginPage.error).toHaveText('Desila se greška prilikom prijave');
    await loginPage.expectShown();
  });

  test('after repeated wrong passwords the server refuses even the right one for a minute, and the screen says to wait', async ({
    page,
    loginPage,
  }) => {
    test.setTimeout(90_000);
    // Its own server, allowing two failures a minute, so no other test's attempts count.
    const server = await startOwnServer({ LOGIN_RATE_LIMIT_MAX: '2' });
    try {
      const manager = await registerManagerViaApi(page.request, buildManager(), server.origin);
      await page.goto(`${server.origin}/plan-dan/login`);
      await loginPage.expectShown();
      for (let attempt = 0; attempt < 2; attempt++) {
        await loginPage.login(manager.username, `${manager.password}-wrong`);
        await expect(loginPage.error).toHaveText('Nevalidni kredencijali!');
      }
      await loginPage.login(manager.username, manager.password);
      await expect(loginPage.error).toHaveText('Previše pokušaja. Pokušajte ponovo za minutu.');
      await loginPage.expectShown();
      expect(await readStoredSession(page)).toEqual({ isLoggedIn: null, user: null });
    } finally {
      await server.stop();
    }
  });

  test('empty fields are named next to them and nothing is sent', async ({ page, loginPage }) => {
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/manager/login')) loginCalls.push(request.url());
    });
    await loginPage.goto();
    await loginPage.submit.click();
    await expect(loginPage.username).toHaveAccessibleDescription('Unesite korisničko ime ili email.');
    await expect(loginPage.password).toHaveAccessibleDescription('Unesite lozinku.');
    await expect(loginPage.username).toBeFocused();
    expect(loginCalls).toEqual([]);
  });

  test('the login form is also at / for a visitor', async ({ page, loginPage }) => {
    await page.goto('');
    await expect(loginPage.heading).toBeVisible();
    await expect(page).toHaveURL(/\/plan-dan\/$/);
  });

  test('a deep link while logged out shows the login screen', async ({ page, loginPage }) => {
    await page.goto('settings');
    await loginPage.expectShown();
    await page.goto('employee/7');
    await loginPage.expectShown();
  });

  test('the link under the form leads to registration', async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.registerLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registracija' })).toBeVisible();
    await expect(page).toHaveURL(/\/plan-dan\/register$/);
  });

  test('a logged-in manager who opens /login lands on the employee list', async ({ page, loggedInManager, employeesPage }) => {
    expect(loggedInManager.username).toBeTruthy();
    await page.goto('login');
    await expect(employeesPage.heading).toBeVisible();
    await expect(page).toHaveURL(/\/plan-dan\/$/);
  });

  test('a reload keeps the manager logged in', async ({ page, loggedInManager, settingsPage }) => {
    await settingsPage.goto(loggedInManager.username);
    await page.reload();
    // A full load of the app and its settings screen: seen to take over 5 s on a busy 2-core machine.
    await expect(settingsPage.greeting(loggedInManager.username)).toBeVisible({ timeout: 15_000 });
  });
});
