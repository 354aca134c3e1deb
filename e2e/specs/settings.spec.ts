import { registerManagerViaApi } from '../fixtures/api';
import { readStoredSession } from '../fixtures/storage';
import { buildManager } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';

test.describe('Postavke', () => {
  test("another manager's e-mail is named next to the field and what was typed stays", async ({
    page,
    request,
    loggedInManager,
    settingsPage,
  }) => {
    const other = await registerManagerViaApi(request, buildManager());
    await settingsPage.goto(loggedInManager.username);

    await settingsPage.name.fill('Novo ime');
    await settingsPage.email.fill(other.email);
    // The e-mail is the login: changing it takes the current password, and only then is it checked.
    await settingsPage.emailChangePassword.fill(loggedInManager.password);
    await settingsPage.save.click();

    await expect(settingsPage.email).toHaveAccessibleDescription('E-mail već postoji. Molimo izaberite drugi!');
    await expect(settingsPage.email).toBeFocused();
    await expect(settingsPage.savedNotice).toHaveCount(0);
    await expect(settingsPage.name).toHaveValue('Novo ime');
    await expect(settingsPage.email).toHaveValue(other.email);
    await expect(settingsPage.emailChangePassword).toHaveValue(loggedInManager.password);

    const stored = await readStoredSession(page);
    expect(stored.user).toMatchObject({ name: loggedInManager.name, email: loggedInManager.email });
  });

  test('an empty name is refused in Croatian and nothing is sent', async ({ page, loggedInManager, settingsPage }) => {
    const updateCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') updateCalls.push(request.url());
    });
    await settingsPage.goto(loggedInManager.username);
    await settingsPage.name.fill('   ');
    await settingsPage.save.click();

    await expect(settingsPage.name).toHaveAccessibleDescription('Unesite ime.');
    await expect(settingsPage.savedNotice).toHaveCount(0);
    expect(updateCalls).toEqual([]);
  });
});
