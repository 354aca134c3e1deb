import type { APIRequestContext } from '@playwright/test';
import { registerManagerViaApi } from '../fixtures/api';
import { expectNoAxeViolations } from '../fixtures/axe';
import { startOwnServer } from '../fixtures/own-server';
import { readStoredSession } from '../fixtures/storage';
import { buildManager } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import { toast } from '../page-models/employee-page';
import { EmployeesPage } from '../page-models/employees-page';
import { LoginPage } from '../page-models/login-page';
import { SettingsPage } from '../page-models/settings-page';

const loginStatus = async (request: APIRequestContext, username: string, password: string) =>
  (await request.post('/api/v1/manager/login', { data: { username, password } })).status();

test.describe('Promjena lozinke', () => {
  test('a wrong current password is named next to its field, what was typed stays and the manager stays logged in', async ({
    page,
    request,
    loggedInManager,
    settingsPage,
  }) => {
    await settingsPage.goto(loggedInManager.username);
    await settingsPage.changePassword('kriva-lozinka', 'Nova-lozinka-1');

    await expect(settingsPage.currentPassword).toHaveAccessibleDescription('Trenutna lozinka nije tačna.');
    await expect(settingsPage.currentPassword).toBeFocused();
    await expect(settingsPage.currentPassword).toHaveValue('kriva-lozinka');
    await expect(settingsPage.newPassword).toHaveValue('Nova-lozinka-1');
    await expect(settingsPage.confirmation).toHaveValue('Nova-lozinka-1');
    await expect(settingsPage.passwordChangedNotice).toHaveCount(0);
    // 403, not 401: the session goes on.
    await expect(page).toHaveURL(/\/plan-dan\/settings$/);
    expect((await readStoredSession(page)).isLoggedIn).toBe('true');
    await expectNoAxeViolations(page, 'Postavke with a wrong current password');
    expect(await loginStatus(request, loggedInManager.username, loggedInManager.password)).toBe(200);
  });

  test('the form checks the new password and its repetition before sending anything', async ({ page, loggedInManager, settingsPage }) => {
    const passwordCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/password')) passwordCalls.push(request.url());
    });
    await settingsPage.goto(loggedInManager.username);
    await settingsPage.changePasswordButton.click();
    await expect(settingsPage.currentPassword).toHaveAccessibleDescription('Unesite trenutnu lozinku.');
    await expect(settingsPage.currentPassword).toBeFocused();
    await expect(settingsPage.confirmation).toHaveAccessibleDescription('Ponovite novu lozinku.');

    await settingsPage.changePassword(loggedInManager.password, '123', '1234');
    await expect(settingsPage.newPassword).toHaveAccessibleDescription(/Lozinka mora imati najmanje 6 znakova\./);
    await expect(settingsPage.confirmation).toHaveAccessibleDescription('Lozinke se ne podudaraju.');
    expect(passwordCalls).toEqual([]);
  });

  test('the right current password changes it: a confirmation, the other device is logged out, only the new password works', async ({
    page,
    browser,
    request,
    loggedInManager,
    settingsPage,
    employeesPage,
    sidebar,
  }) => {
    const otherContext = await browser.newContext();
    const otherDevice = await otherContext.newPage();
    const otherLogin = new LoginPage(otherDevice);
    await otherLogin.goto();
    await otherLogin.login(loggedInManager.username, loggedInManager.password);
    await expect(new EmployeesPage(otherDevice).heading).toBeVisible();

    const newPassword = `${loggedInManager.password}-nova`;
    await settingsPage.goto(loggedInManager.username);
    await settingsPage.changePassword(loggedInManager.password, newPassword);
    await expect(toast(page, 'Lozinka je promijenjena.')).toBeVisible();
    await expect(settingsPage.passwordChangedNotice).toBeVisible();
    await expect(settingsPage.currentPassword).toHaveValue('');
    await expect(settingsPage.newPassword).toHaveValue('');
    await expect(settingsPage.confirmation).toHaveValue('');

    // This browser stays logged in and its calls still work.
    await sidebar.open('Zaposlenici');
    await expect(employeesPage.heading).toBeVisible();
    await page.reload();
    await expect(employeesPage.heading).toBeVisible();

    // The other device's next call is refused: the login form.
    await otherDevice.reload();
    await otherLogin.expectShown();
    await otherLogin.login(loggedInManager.username, loggedInManager.password);
    await expect(otherLogin.error).toHaveText('Nevalidni kredencijali!');
    await otherLogin.login(loggedInManager.username, newPassword);
    await expect(new EmployeesPage(otherDevice).heading).toBeVisible();
    await otherContext.close();

    expect(await loginStatus(request, loggedInManager.email, loggedInManager.password)).toBe(401);
    expect(await loginStatus(request, loggedInManager.email, newPassword)).toBe(200);
  });

  test('after too many wrong current passwords the screen says to wait, and the manager stays logged in', async ({ browser }) => {
    test.setTimeout(90_000);
    // Its own server, allowing two failures a minute, so no other test's attempts count.
    const server = await startOwnServer({ LOGIN_RATE_LIMIT_MAX: '2' });
    const context = await browser.newContext({ baseURL: `${server.origin}/plan-dan/` });
    try {
      const page = await context.newPage();
      const manager = await registerManagerViaApi(page.request, buildManager(), server.origin);
      const loginPage = new LoginPage(page);
      await loginPage.goto();
      await loginPage.login(manager.username, manager.password);
      await expect(new EmployeesPage(page).heading).toBeVisible();
      const settingsPage = new SettingsPage(page);
      await settingsPage.goto(manager.username);

      for (let attempt = 0; attempt < 2; attempt++) {
        await settingsPage.changePassword(`kriva-${attempt}`, 'Nova-lozinka-1');
        await expect(settingsPage.currentPassword).toHaveAccessibleDescription('Trenutna lozinka nije tačna.');
      }
      await settingsPage.changePassword(manager.password, 'Nova-lozinka-1');
      await expect(settingsPage.passwordSection.getByRole('alert')).toHaveText('Previše pogrešnih pokušaja. Pokušajte ponovo za minutu.');
      await expect(settingsPage.passwordChangedNotice).toHaveCount(0);
      await expect(page).toHaveURL(/\/plan-dan\/settings$/);
      expect((await readStoredSession(page)).isLoggedIn).toBe('true');
    } finally {
      await context.close();
      await server.stop();
    }
  });
});

test.describe('changing the e-mail in Postavke', () => {
  test('asks for the current password; a wrong one is named next to it and what was typed stays', async ({
    page,
    request,
    loggedInManager,
    settingsPage,
  }) => {
    const updateCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') updateCalls.push(request.url());
    });
    await settingsPage.goto(loggedInManager.username);
    await expect(settingsPage.emailChangePassword).toHaveCount(0);

    const newEmail = buildManager().email;
    await settingsPage.email.fill(newEmail);
    await expect(settingsPage.emailChangePassword).toBeVisible();
    // Back to the stored address (in capitals): no password needed.
    await settingsPage.email.fill(loggedInManager.email.toUpperCase());
    await expect(settingsPage.emailChangePassword).toHaveCount(0);

    await settingsPage.email.fill(newEmail);
    await settingsPage.save.click();
    await expect(settingsPage.emailChangePassword).toHaveAccessibleDescription(/Unesite trenutnu lozinku\./);
    await expect(settingsPage.emailChangePassword).toBeFocused();
    expect(updateCalls).toEqual([]);
    await expectNoAxeViolations(page, 'Postavke asking for the current password');

    await settingsPage.emailChangePassword.fill('kriva-lozinka');
    await settingsPage.save.click();
    await expect(settingsPage.emailChangePassword).toHaveAccessibleDescription(/Trenutna lozinka nije tačna\./);
    await expect(settingsPage.emailChangePassword).toBeFocused();
    await expect(settingsPage.email).toHaveValue(newEmail);
    await expect(settingsPage.emailChangePassword).toHaveValue('kriva-lozinka');
    await expect(settingsPage.savedNotice).toHaveCount(0);
    expect((await readStoredSession(page)).user).toMatchObject({ email: loggedInManager.email });

    await settingsPage.emailChangePassword.fill(loggedInManager.password);
    await settingsPage.save.click();
    await expect(settingsPage.savedNotice).toBeVisible();
    // Saved: the new address is the stored one, so the password is no longer asked.
    await expect(settingsPage.emailChangePassword).toHaveCount(0);
    expect((await readStoredSession(page)).user).toMatchObject({ email: newEmail });
    expect(await loginStatus(request, newEmail, loggedInManager.password)).toBe(200);
    expect(await loginStatus(request, loggedInManager.email, loggedInManager.password)).toBe(401);
  });

  test('other changes need no password', async ({ page, loggedInManager, settingsPage }) => {
    await settingsPage.goto(loggedInManager.username);
    await settingsPage.surname.fill('Novo-Prezime');
    await settingsPage.save.click();
    await expect(settingsPage.savedNotice).toBeVisible();
    await expect(settingsPage.emailChangePassword).toHaveCount(0);
    expect((await readStoredSession(page)).user).toMatchObject({ surname: 'Novo-Prezime', email: loggedInManager.email });
  });
});
