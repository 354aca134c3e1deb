import { expect, test } from '@playwright/test';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneTestData } from '../page-models/phone-test-data';

test.use(PHONE);

test('without a session the phone explains the QR code and offers e-mail login', async ({ page, request }) => {
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Amar' });
  const phone = new PhoneApp(page);

  await phone.openHome();
  await expect(page).toHaveURL(/\/plan-dan\/m\/prijava$/);
  await expect(phone.heading).toHaveText('Skenirajte QR kod');
  await expect(page.getByText('Prijava je istekla.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Prijava emailom' }).click();
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByText('Upiši email.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(employee.email);
  await page.getByRole('textbox', { name: 'Lozinka', exact: true }).fill('kriva-lozinka');
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByText('Email ili lozinka nisu tačni.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Lozinka', exact: true }).fill(employee.password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(phone.heading).toHaveText('Dobro došao Amar!');
});

test('a QR code works once: the session outlives the browser and the used code fails on another phone', async ({
  page,
  request,
  browser,
}) => {
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Sara', kidMale: false });
  const code = await manager.loginCode(employee.id);
  const phone = new PhoneApp(page);

  await phone.loginWithCode(code, 'Sara');
  expect(await manager.loginCode(employee.id)).not.toBe(code);

  // The browser is closed and opened again: the stored session still logs the employee in.
  const state = await page.context().storageState();
  const reopened = await browser.newContext({ ...PHONE, storageState: state });
  const reopenedPhone = new PhoneApp(await reopened.newPage());
  await reopenedPhone.openHome();
  await expect(reopenedPhone.heading).toHaveText('Dobro došla Sara!');
  await reopened.close();

  // Someone opens the same link again.
  const other = await browser.newContext(PHONE);
  const otherPhone = new PhoneApp(await other.newPage());
  await otherPhone.openLoginLink(code);
  await expect(otherPhone.heading).toHaveText('Prijava nije uspjela!');
  await expect(otherPhone.page.getByText('Profil ne postoji')).toBeVisible();
  await expect(otherPhone.page.getByText('Zamoli voditelja')).toBeVisible();
  await otherPhone.page.getByRole('link', { name: 'Na početak' }).click();
  await expect(otherPhone.heading).toHaveText('Skenirajte QR kod');
  await other.close();
});

test('an unknown code fails calmly', async ({ page }) => {
  const phone = new PhoneApp(page);
  await phone.openLoginLink('nepostojeci-kod-123');
  await expect(phone.heading).toHaveText('Prijava nije uspjela!');
  await expect(page.getByText('Profil ne postoji')).toBeVisible();
});

test('logging out asks first; "Ne" keeps the session, "Da" ends it, on the server too', async ({ page, request }) => {
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Tarik' });
  const phone = new PhoneApp(page);
  await phone.loginWithCode(await manager.loginCode(employee.id), 'Tarik');

  await phone.goToMe();
  await phone.logoutButton.click();
  const dialog = page.getByRole('dialog', { name: 'Da li ste sigurni da se želite odjaviti?' });
  await expect(dialog).toContainText('Ako se odjavite ponovo ćete morati skenirati QR kod kako biste se prijavili.');
  await dialog.getByRole('button', { name: 'Ne', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(phone.heading).toHaveText('Ja');
  await phone.goToTasks();
  await expect(phone.heading).toHaveText('Dobro došao Tarik!');

  const token = await phone.sessionToken();
  const logout = page.waitForResponse((response) => response.url().endsWith('/api/v1/logout'));
  await phone.logout();
  expect((await logout).status()).toBe(204);
  await expect(phone.heading).toHaveText('Skenirajte QR kod');
  // The server ended the session too: the token, if someone copied it, no longer works.
  const afterwards = await request.get(`/api/v1/task/${employee.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(afterwards.status()).toBe(401);
  await expect(page.getByText('Prijava je istekla.')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('planDan.employee'))).toBeNull();
  await phone.openHome();
  await expect(phone.heading).toHaveText('Skenirajte QR kod');
});

test('a tampered token sends the phone to the QR screen with a clear message', async ({ page, request }) => {
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Dino' });
  const phone = new PhoneApp(page);
  await phone.loginWithCode(await manager.loginCode(employee.id), 'Dino');

  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('planDan.employee')!) as { jwtToken: string };
    const [header, payload] = session.jwtToken.split('.');
    localStorage.setItem('planDan.employee', JSON.stringify({ ...session, jwtToken: `${header}.${payload}.krivipotpis` }));
  });
  await page.reload();
  await expect(phone.heading).toHaveText('Skenirajte QR kod');
  await expect(page.getByText('Prijava je istekla. Skenirajte novi QR kod.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('planDan.employee'))).toBeNull();

  // A new code from the manager logs in again, and the note is gone.
  await phone.loginWithCode(await manager.loginCode(employee.id), 'Dino');
  await phone.logout();
  await expect(page.getByText('Prijava je istekla.')).toHaveCount(0);
});

test("renewing the code on the manager's side ends the phone's session", async ({ page, request }) => {
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Emina', kidMale: false });
  const phone = new PhoneApp(page);
  await phone.loginWithCode(await manager.loginCode(employee.id), 'Emina');

  const renewed = await request.post(`/api/v1/account/settings/${employee.id}/renew-code`, {
    headers: { Authorization: `Bearer ${manager.managerToken}` },
  });
  expect(renewed.status()).toBe(200);
  await phone.returnToApp();
  await expect(page.getByText('Prijava je istekla. Skenirajte novi QR kod.')).toBeVisible();
});
