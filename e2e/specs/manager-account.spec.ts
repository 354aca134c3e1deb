import { buildManager } from '../fixtures/test-data';
import { readStoredSession } from '../fixtures/storage';
import { expect, test } from '../fixtures/test';

test('a new manager registers, logs in by username and by e-mail, edits the profile and logs back in', async ({
  page,
  registerPage,
  loginPage,
  employeesPage,
  settingsPage,
  sidebar,
}) => {
  const data = buildManager({ name: 'Harun', surname: 'Čehajić', kidMale: true, dateOfBirth: '1985-11-23' });

  await test.step('registers and sees the summary with the username', async () => {
    await registerPage.goto();
    await registerPage.register(data);
    await expect(registerPage.summaryHeading).toBeVisible();
    await expect(registerPage.summaryValue('Ime')).toHaveText('Harun');
    await expect(registerPage.summaryValue('Prezime')).toHaveText('Čehajić');
    await expect(registerPage.summaryValue('Email')).toHaveText(data.email);
    await expect(registerPage.summaryValue('Datum rođenja')).toHaveText('23/11/1985');
    // First letter of the name, the surname folded to a-z, then the id.
    await expect(registerPage.summaryValue('Korisničko ime')).toHaveText(/^hcehajic\d+$/);
    await expect(page.getByText('Za prijavu koristite Vaše korisničko ime ili email i lozinku!')).toBeVisible();
  });
  const username = (await registerPage.summaryValue('Korisničko ime').textContent())?.trim() ?? '';

  await test.step('logs in with the username', async () => {
    await registerPage.loginLink.click();
    await loginPage.expectShown();
    await loginPage.login(username, data.password);
    await expect(employeesPage.heading).toBeVisible();
    await expect(page).toHaveURL(/\/plan-dan\/$/);

    const stored = await readStoredSession(page);
    expect(stored.isLoggedIn).toBe('true');
    expect(stored.user).toMatchObject({ username, name: 'Harun', surname: 'Čehajić', email: data.email, kidMale: true });
    expect(stored.user?.jwtToken).toEqual(expect.any(String));
    expect(stored.user).not.toHaveProperty('password');
  });

  await test.step('logs out from the sidebar', async () => {
    await sidebar.logout();
    await loginPage.expectShown();
    expect(await readStoredSession(page)).toEqual({ isLoggedIn: null, user: null });
  });

  await test.step('logs in with the e-mail address', async () => {
    await loginPage.login(data.email, data.password);
    await expect(employeesPage.heading).toBeVisible();
  });

  const tokenBeforeSave = (await readStoredSession(page)).user?.jwtToken;

  await test.step('changes name and gender in Postavke; the change survives a reload', async () => {
    await sidebar.open('Postavke');
    await expect(settingsPage.greeting(username)).toBeVisible();
    await expect(settingsPage.name).toHaveValue('Harun');
    await expect(settingsPage.surname).toHaveValue('Čehajić');
    await expect(settingsPage.email).toHaveValue(data.email);
    await expect(settingsPage.dateOfBirth).toHaveValue('1985-11-23');
    await expect(settingsPage.male).toBeChecked();

    await settingsPage.name.fill('Haris');
    await settingsPage.female.check();
    await settingsPage.save.click();
    await expect(settingsPage.savedNotice).toBeVisible();

    const stored = await readStoredSession(page);
    expect(stored.user).toMatchObject({ name: 'Haris', kidMale: false, username, jwtToken: tokenBeforeSave });

    await page.reload();
    await expect(settingsPage.greeting(username)).toBeVisible();
    await expect(settingsPage.name).toHaveValue('Haris');
    await expect(settingsPage.female).toBeChecked();
  });

  await test.step('logs out and back in; the server kept the change', async () => {
    await sidebar.logout();
    await loginPage.expectShown();
    await loginPage.login(username, data.password);
    await expect(employeesPage.heading).toBeVisible();
    await sidebar.open('Postavke');
    await expect(settingsPage.name).toHaveValue('Haris');
    await expect(settingsPage.female).toBeChecked();
  });
});
