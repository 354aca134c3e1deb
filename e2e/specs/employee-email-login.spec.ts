import type { Browser, Page } from '@playwright/test';
import type { Employee } from '@plan-dan/contract';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { exchangeLoginCode, PhoneSettingsApi } from '../page-models/phone-app-tab';

const SESSION_ENDED = 'Prijava je istekla. Skenirajte novi QR kod.';
const BLOCKED = 'Voditelj je za tebe uključio samo prijavu QR kodom. Zamoli voditelja da ti pokaže QR kod pa ga skeniraj.';

/** The employee's phone: its own browser context at phone size. */
async function openPhone(browser: Browser): Promise<PhoneApp> {
  const context = await browser.newContext(PHONE);
  return new PhoneApp(await context.newPage());
}

/** The phone's 'Prijava emailom', as the employee types it. */
async function loginByEmail(phone: PhoneApp, email: string, password: string): Promise<void> {
  await phone.openStart();
  await phone.page.getByRole('button', { name: 'Prijava emailom' }).click();
  await phone.page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await phone.page.getByRole('textbox', { name: 'Lozinka', exact: true }).fill(password);
  await phone.page.getByRole('button', { name: 'Prijavi se' }).click();
}

const welcome = (page: Page, name: string) => page.getByRole('heading', { level: 1, name: `Dobro došao ${name}!` });

test.describe("the employee's e-mail login, set on Detalji", () => {
  let employee: Employee;
  const password = 'Zaposlenik-lozinka-1';

  test.beforeEach(async ({ loggedInManager, managerApi, employeePage }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    employee = await managerApi.createEmployee({ name: 'Amar', surname: 'Begić', kidMale: true, password });
    await employeePage.goto(employee.id);
    await expect(employeePage.heading('Amar Begić')).toBeVisible();
  });

  test("blocking it asks first, logs the phone out and leaves only the QR code; allowing it again needs no question", async ({
    page,
    browser,
    request,
    managerApi,
    employeePage,
  }) => {
    const phone = await openPhone(browser);
    await loginByEmail(phone, employee.email, password);
    await expect(welcome(phone.page, 'Amar')).toBeVisible();

    await expect(employeePage.emailLoginSwitch).toBeChecked();
    await expect(employeePage.emailLoginSwitch).toHaveAccessibleDescription(`Prijava emailom ${employee.email} i lozinkom je dozvoljena.`);

    // 'Odustani' leaves it on.
    await employeePage.emailLoginSwitch.click();
    await expect(employeePage.blockEmailLoginDialog).toContainText(
      'Amar Begić se odjavljuje s mobitela i ponovo se može prijaviti samo QR kodom.',
    );
    await expectNoAxeViolations(page, 'the question before blocking e-mail login');
    await employeePage.blockEmailLoginDialog.getByRole('button', { name: 'Odustani' }).click();
    await expect(employeePage.blockEmailLoginDialog).toBeHidden();
    await expect(employeePage.emailLoginSwitch).toBeChecked();
    await expect(employeePage.emailLoginSwitch).toBeFocused();

    await employeePage.blockEmailLogin();
    await expect(employeePage.toast('Prijava e-mailom je isključena. Mobitel je odjavljen.')).toBeVisible();
    await expect(employeePage.emailLoginSwitch).not.toBeChecked();
    await expect(employeePage.emailLoginSwitch).toHaveAccessibleDescription('Zaposlenik se može prijaviti samo QR kodom.');
    await page.reload();
    await expect(employeePage.emailLoginSwitch).not.toBeChecked();

    // The phone's session has ended, and e-mail and password no longer let it in.
    await phone.returnToApp();
    await expect(phone.page.getByText(SESSION_ENDED)).toBeVisible();
    await loginByEmail(phone, employee.email, password);
    await expect(phone.page.getByText(BLOCKED)).toBeVisible();
    await expect(welcome(phone.page, 'Amar')).toHaveCount(0);

    // The QR code still works.
    const settings = await new PhoneSettingsApi(request, managerApi.token).settings(employee.id);
    await phone.loginWithCode(settings.phoneLoginString, 'Amar');
    await phone.logout();

    // Allowing it again changes nothing on the phone, so it is not asked; the keyboard alone does it.
    await employeePage.emailLoginSwitch.focus();
    await page.keyboard.press('Space');
    await expect(employeePage.blockEmailLoginDialog).toHaveCount(0);
    await expect(employeePage.toast('Prijava e-mailom je dozvoljena.')).toBeVisible();
    await expect(employeePage.emailLoginSwitch).toBeChecked();
    await expect(employeePage.emailLoginSwitch).toBeFocused();
    await loginByEmail(phone, employee.email, password);
    await expect(welcome(phone.page, 'Amar')).toBeVisible();
    await phone.page.context().close();
  });

  test('a new password logs the phone out: the old one fails on the phone and the new one works', async ({
    page,
    browser,
    request,
    managerApi,
    employeePage,
  }) => {
    const phone = await openPhone(browser);
    await loginByEmail(phone, employee.email, password);
    await expect(welcome(phone.page, 'Amar')).toBeVisible();
    const setPasswordCalls: string[] = [];
    page.on('request', (call) => {
      if (call.url().endsWith(`/child/${employee.id}/password`)) setPasswordCalls.push(call.url());
    });

    // Too short: named next to the field, nothing sent.
    await employeePage.setEmployeePassword('123');
    await expect(employeePage.newLoginPassword).toHaveAccessibleDescription(/Lozinka mora imati najmanje 6 znakova\./);
    await expect(employeePage.newLoginPassword).toBeFocused();
    expect(setPasswordCalls).toEqual([]);
    await expectNoAxeViolations(page, 'Detalji with the phone login and a refused password');

    const newPassword = 'Nova-lozinka-za-mobitel';
    await employeePage.setEmployeePassword(newPassword);
    await expect(employeePage.toast('Nova lozinka je postavljena. Mobitel je odjavljen.')).toBeVisible();
    await expect(employeePage.newLoginPassword).toHaveValue('');
    expect(setPasswordCalls).toHaveLength(1);

    await phone.returnToApp();
    await expect(phone.page.getByText(SESSION_ENDED)).toBeVisible();
    await loginByEmail(phone, employee.email, password);
    await expect(phone.page.getByText('Email ili lozinka nisu tačni.')).toBeVisible();
    await loginByEmail(phone, employee.email, newPassword);
    await expect(welcome(phone.page, 'Amar')).toBeVisible();
    await phone.page.context().close();

    // Setting a password leaves the QR code and the e-mail login as they were.
    await expect(employeePage.emailLoginSwitch).toBeChecked();
    const settings = await new PhoneSettingsApi(request, managerApi.token).settings(employee.id);
    expect(await exchangeLoginCode(request, settings.phoneLoginString)).toBe(200);
  });
});
