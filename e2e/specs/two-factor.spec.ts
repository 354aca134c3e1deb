import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { toast } from '../page-models/employee-page';
import { decodeQr } from '../page-models/phone-app-tab';
import { LoginCodeStep, TwoFactorSection } from '../page-models/two-factor';

const WIDE = { width: 1366, height: 800 };
const NARROW = { width: 390, height: 800 };
/** Set to a folder to keep a screenshot of every state at both widths, for a person to look at. */
const shotsDir = process.env.E2E_SHOTS_DIR;

/**
 * axe at a laptop's and a phone's width, and at the phone's nothing wider than the screen; back to the laptop's.
 * `shown` is what the screenshots show (the whole screen when not given).
 */
async function checkAtBothWidths(page: Page, state: string, shown?: Locator) {
  for (const [name, size] of [['1366', WIDE], ['390', NARROW]] as const) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `${state} at ${name} px`);
    if (size === NARROW) {
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `${state}: sideways scroll at 390 px` }).toBe(0);
    }
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      const path = join(shotsDir, `${state.replace(/\W+/g, '-')}-${name}.png`);
      await (shown ? shown.screenshot({ path }) : page.screenshot({ path }));
    }
  }
  await page.setViewportSize(WIDE);
}

/** The app's code for the step after the current one: the server takes one step either side, and never a step already used. */
const nextStepCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Turns two-step login on through the API (for tests whose subject is the login), answering its secret. */
async function turnOnViaApi(request: APIRequestContext, managerId: number, token: string, password: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const started = await request.post(`/api/v1/manager/${managerId}/two-factor`, { headers, data: { currentPassword: password } });
  expect(started.status(), await started.text()).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await request.post(`/api/v1/manager/${managerId}/two-factor/confirm`, { headers, data: { code: await generate({ secret }) } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return secret;
}

test.describe('Prijava u dva koraka', () => {
  test('turned on with the QR code and a code from the app, then logging in asks for the code, a recovery code works once, and it turns off', async ({
    page,
    context,
    signedInManager: manager,
    settingsPage,
    loginPage,
    employeesPage,
    sidebar,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(WIDE);
    const section = new TwoFactorSection(page);
    const codeStep = new LoginCodeStep(page);

    await settingsPage.goto(manager.username);
    await expect(section.off).toBeVisible();
    await checkAtBothWidths(page, 'postavke off', section.section);

    // The password first: a wrong one is named beside its field.
    await section.turnOn.click();
    await expect(section.currentPassword).toBeFocused();
    await checkAtBothWidths(page, 'postavke password step', section.section);
    await section.currentPassword.fill('kriva-lozinka');
    await section.next.click();
    await expect(section.currentPassword).toHaveAccessibleDescription('Trenutna lozinka nije tačna.');
    await section.currentPassword.fill(manager.password);
    await section.currentPassword.press('Enter');

    // The QR code a phone's camera reads holds the same key as the text beside it.
    await expect(section.qrCode).toBeVisible();
    await expect(section.secret).toBeVisible();
    const secret = await section.secretText();
    const otpauth = new URL(decodeQr(await section.qrCode.screenshot()));
    expect(otpauth.protocol).toBe('otpauth:');
    expect(otpauth.searchParams.get('secret')).toBe(secret);
    expect(otpauth.searchParams.get('issuer')).toBe('Plan dan');
    await checkAtBothWidths(page, 'postavke qr step', section.section);

    await section.appCode.fill('000000');
    await section.confirm.click();
    // 1 in 10^6 per step that the made-up code is right; then this check alone would fail.
    await expect(section.appCode).toHaveAccessibleDescription(/Kôd nije tačan\. Pokušajte ponovo\./);
    await expect(section.appCode).toHaveValue('000000');
    await section.appCode.fill(await generate({ secret }));
    await section.confirm.click();

    // Ten recovery codes, once: downloaded as ten lines, copied, then put away.
    await expect(section.codesHeading).toBeFocused();
    await expect(section.codes).toHaveCount(10);
    const codes = await section.codes.allInnerTexts();
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [firstCode = '', secondCode = ''] = codes;
    await checkAtBothWidths(page, 'postavke recovery codes', section.section);
    const [download] = await Promise.all([page.waitForEvent('download'), section.download.click()]);
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
    const lines = readFileSync(await download.path(), 'utf8').trim().split('\n');
    expect(lines).toEqual(codes);
    await section.copy.click();
    await expect(section.section.getByRole('status').filter({ hasText: 'Kodovi su kopirani.' })).toBeVisible();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim().split('\n')).toEqual(codes);
    await section.codesSaved.click();
    await expect(section.onSince).toBeVisible();
    await expect(section.codesLeft(10)).toBeVisible();
    await expect(section.codes).toHaveCount(0);
    await checkAtBothWidths(page, 'postavke on', section.section);

    // Logging in now asks for the code after the password.
    await sidebar.logout();
    await loginPage.expectShown();
    await loginPage.username.fill(manager.username);
    await loginPage.password.fill(manager.password);
    await loginPage.password.press('Enter');
    await codeStep.expectShown();
    await checkAtBothWidths(page, 'login code step');

    await codeStep.enter('000000');
    await expect(codeStep.code).toHaveAccessibleDescription(/Kôd nije tačan\. Pokušajte ponovo\./);
    await expect(codeStep.code).toHaveValue('000000');
    await expect(codeStep.code).toBeFocused();
    await checkAtBothWidths(page, 'login code step wrong code');

    // 'Nazad' goes back to the password form with what was typed; the password again brings the code step back.
    await codeStep.back.click();
    await expect(loginPage.username).toHaveValue(manager.username);
    await expect(loginPage.password).toBeFocused();
    await loginPage.submit.click();
    await codeStep.expectShown();

    // Switching to a recovery code is a new question: the wrong app code and its error go; and back again.
    await codeStep.enter('000000');
    await expect(codeStep.code).toHaveAccessibleDescription(/Kôd nije tačan/);
    await codeStep.useRecoveryCode.click();
    await expect(codeStep.code).toHaveValue('');
    await expect(codeStep.code).not.toHaveAccessibleDescription(/Kôd nije tačan/);
    await codeStep.useAppCode.click();
    await expect(codeStep.code).toBeFocused();
    await expect(codeStep.useRecoveryCode).toBeVisible();

    // A recovery code, typed as it comes (letters): logs in once.
    await codeStep.useRecoveryCode.click();
    await expect(codeStep.code).toBeFocused();
    await codeStep.code.fill(firstCode);
    await codeStep.code.press('Enter');
    await expect(employeesPage.heading).toBeVisible();

    await sidebar.logout();
    await loginPage.expectShown();
    await loginPage.login(manager.username, manager.password);
    await codeStep.expectShown();
    await codeStep.enter(firstCode);
    await expect(codeStep.code).toHaveAccessibleDescription(/Kôd nije tačan\. Pokušajte ponovo\./);
    // The app's code computed here: a step the enabling code did not use.
    await codeStep.enter(await nextStepCode(secret));
    await expect(employeesPage.heading).toBeVisible();

    // Turning it off asks for the password and a code; a spent recovery code is not one.
    await sidebar.open('Postavke');
    await expect(section.codesLeft(9)).toBeVisible();
    await section.turnOff.click();
    await expect(section.currentPassword).toBeFocused();
    await checkAtBothWidths(page, 'postavke turn off', section.section);
    await section.currentPassword.fill(manager.password);
    await section.offCode.fill(firstCode);
    await section.turnOff.click();
    await expect(section.offCode).toHaveAccessibleDescription(/Kôd nije tačan\. Pokušajte ponovo\./);
    await section.offCode.fill(secondCode);
    await section.turnOff.click();
    await expect(section.off).toBeVisible();
    await expect(toast(page, 'Prijava u dva koraka je isključena.')).toBeVisible();
    await expect(section.turnOn).toBeVisible();

    await sidebar.logout();
    await loginPage.expectShown();
    await loginPage.login(manager.username, manager.password);
    await expect(employeesPage.heading).toBeVisible();
  });

  test('after too many wrong codes the code step calmly says to wait, and the typed code stays', async ({ page, request, manager, managerApi, loginPage }) => {
    await turnOnViaApi(request, manager.id, managerApi.token, manager.password);
    const codeStep = new LoginCodeStep(page);
    await loginPage.goto();
    await loginPage.login(manager.username, manager.password);
    await codeStep.expectShown();

    // The account's limit: five wrong codes, each answered as wrong, then a wait whatever is typed.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/manager/login'));
      await codeStep.enter(`00000${attempt}`);
      expect((await answered).status()).toBe(401);
      await expect(codeStep.code).toHaveAccessibleDescription(/Kôd nije tačan\. Pokušajte ponovo\./);
    }
    await codeStep.enter('123456');
    await expect(codeStep.error).toHaveText('Previše pogrešnih pokušaja. Pričekajte nekoliko minuta pa pokušajte ponovo.');
    await expect(codeStep.code).toHaveValue('123456');
    await expect(codeStep.code).not.toHaveAccessibleDescription(/Kôd nije tačan/);
    await checkAtBothWidths(page, 'login code step too many');
  });
});
