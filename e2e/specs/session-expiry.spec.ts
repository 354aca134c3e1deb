import { readStoredSession } from '../fixtures/storage';
import { expect, test } from '../fixtures/test';

test.describe('a session the server no longer accepts', () => {
  test('a tampered token ends on the login screen at the next call, never on a broken screen', async ({
    page,
    loggedInManager,
    settingsPage,
    loginPage,
    employeesPage,
  }) => {
    await settingsPage.goto(loggedInManager.username);
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { jwtToken: string };
      user.jwtToken = `${user.jwtToken.slice(0, -6)}AAAAAA`;
      localStorage.setItem('user', JSON.stringify(user));
    });

    await settingsPage.name.fill('Nova');
    await settingsPage.save.click();

    await loginPage.expectShown();
    await expect(page.getByText('Desila se greška')).toHaveCount(0);
    expect(await readStoredSession(page)).toEqual({ isLoggedIn: null, user: null });

    // Nothing was changed with the rejected token: logging in again shows the old name.
    await loginPage.login(loggedInManager.username, loggedInManager.password);
    await expect(employeesPage.heading).toBeVisible();
    await page.goto('settings');
    await expect(settingsPage.name).toHaveValue(loggedInManager.name);
  });

  test('a stored user that cannot be read starts logged out', async ({ page, loginPage }) => {
    await page.goto('login');
    await page.evaluate(() => {
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('user', '{not json');
    });
    await page.goto('settings');
    await loginPage.expectShown();
  });
});
