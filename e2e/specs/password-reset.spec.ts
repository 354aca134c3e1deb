import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { registerManagerViaApi } from '../fixtures/api';
import { expectNoAxeViolations } from '../fixtures/axe';
import { mailsTo, resetLinkIn, waitForMail } from '../fixtures/mail';
import { startOwnServer } from '../fixtures/own-server';
import { readStoredSession } from '../fixtures/storage';
import { buildManager } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import { ForgotPasswordPage, NewPasswordPage } from '../page-models/password-reset-pages';

const SENT = 'Ako postoji račun s tim korisničkim imenom ili e-mail adresom, poslali smo poruku s poveznicom za novu lozinku. Poveznica vrijedi 30 minuta.';
const PASSWORD_CHANGED = 'Lozinka je promijenjena. Prijavite se novom lozinkom.';
const SHOTS = process.env.RESET_SHOTS_DIR;

const loginStatus = async (page: Page, username: string, password: string) =>
  (await page.request.post('/api/v1/manager/login', { data: { username, password } })).status();

/** Asks for a link through the API (for tests whose subject is the link's screen) and answers the mail's link. */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  const before = mailsTo(email).length;
  const response = await page.request.post('/api/v1/password-reset', { data: { username: email } });
  expect(response.status(), await response.text()).toBe(202);
  return resetLinkIn(await waitForMail(email, before));
}

/** Presses Tab until the element has the focus: the way a keyboard reaches it. */
async function tabTo(page: Page, target: Locator, most = 12) {
  for (let press = 0; press < most; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** axe, nothing sideways-scrolling, and (with RESET_SHOTS_DIR) a screenshot to look at. */
async function checkScreen(page: Page, name: string) {
  await expectNoAxeViolations(page, name);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: `${SHOTS}/${name.replace(/\W+/g, '-')}-${width}.png`, fullPage: true });
  }
}

test.describe('Zaboravljena lozinka', () => {
  test('from the login screen to logging in with the new password, with the link from the mail the SMTP server received', async ({
    page,
    baseURL,
    manager,
    loginPage,
    employeesPage,
  }) => {
    const forgotPage = new ForgotPasswordPage(page);
    const newPasswordPage = new NewPasswordPage(page);
    await loginPage.goto();
    await page.getByRole('link', { name: 'Zaboravili ste lozinku?' }).click();
    await expect(forgotPage.heading).toBeVisible();
    await expect(page).toHaveURL(/\/plan-dan\/zaboravljena-lozinka$/);

    await forgotPage.request(manager.email);
    await expect(forgotPage.sentNotice).toHaveText(SENT);
    await expect(forgotPage.heading).toBeFocused();

    const mail = await waitForMail(manager.email);
    expect(mail.subject).toBe('Nova lozinka za Plan dan');
    const link = resetLinkIn(mail);
    expect(link.startsWith(`${baseURL}nova-lozinka?token=`), link).toBe(true);

    await page.goto(link);
    await expect(newPasswordPage.heading).toBeVisible();
    const confirmCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/password-reset/confirm')) confirmCalls.push(request.url());
    });

    await test.step('a short password and a different repetition are named beside their fields, nothing is sent', async () => {
      await newPasswordPage.save('12345', '12345');
      await expect(newPasswordPage.password).toHaveAccessibleDescription(/Lozinka mora imati najmanje 6 znakova\./);
      await expect(newPasswordPage.password).toBeFocused();
      await expect(newPasswordPage.password).toHaveValue('12345');

      await newPasswordPage.save('Nova-lozinka-7', 'Nova-lozinka-8');
      await expect(newPasswordPage.confirmation).toHaveAccessibleDescription('Lozinke se ne podudaraju.');
      await expect(newPasswordPage.password).toHaveValue('Nova-lozinka-7');
      await expect(newPasswordPage.confirmation).toHaveValue('Nova-lozinka-8');
      expect(confirmCalls).toEqual([]);
    });

    const newPassword = `${manager.password}-nova`;
    await newPasswordPage.save(newPassword);
    await loginPage.expectShown();
    await expect(page.getByRole('status')).toHaveText(PASSWORD_CHANGED);

    expect(await loginStatus(page, manager.username, manager.password)).toBe(401);
    await loginPage.login(manager.email, newPassword);
    await expect(employeesPage.heading).toBeVisible();

    await test.step('the same link opened again has been used, and offers a new one', async () => {
      await page.evaluate(() => localStorage.clear());
      await page.goto(link);
      await newPasswordPage.save('Jos-jedna-lozinka-9');
      await expect(newPasswordPage.invalidLink).toBeVisible();
      await expect(newPasswordPage.heading).toBeFocused();
      await newPasswordPage.requestNew.click();
      await expect(new ForgotPasswordPage(page).heading).toBeVisible();
      expect(await loginStatus(page, manager.username, newPassword)).toBe(200);
    });
  });

  test('an unknown address gets the same confirmation, and no mail goes anywhere for it', async ({ page, manager }) => {
    const unknown = buildManager().email;
    const forgotPage = new ForgotPasswordPage(page);
    await forgotPage.goto();
    await forgotPage.request(unknown);
    await expect(forgotPage.sentNotice).toHaveText(SENT);

    // A request for a real account afterwards: once its mail is there, the earlier request has long been handled.
    await resetLinkFor(page, manager.email);
    expect(mailsTo(unknown)).toEqual([]);
  });

  test('a link without a token says so at once and offers a new one', async ({ page }) => {
    const newPasswordPage = new NewPasswordPage(page);
    await page.goto('nova-lozinka');
    await expect(newPasswordPage.heading).toBeVisible();
    await expect(newPasswordPage.invalidLink).toBeVisible();
    await expect(newPasswordPage.password).toHaveCount(0);
    await expect(newPasswordPage.requestNew).toBeVisible();
  });

  test('opened while logged in, the link works, and saving ends the session in this browser too', async ({ page, signedInManager, loginPage }) => {
    const link = await resetLinkFor(page, signedInManager.email);
    const newPasswordPage = new NewPasswordPage(page);
    await page.goto(link);
    await expect(newPasswordPage.heading).toBeVisible();
    await newPasswordPage.save(`${signedInManager.password}-2`);
    await loginPage.expectShown();
    await expect(page.getByRole('status')).toHaveText(PASSWORD_CHANGED);
    expect(await readStoredSession(page)).toEqual({ isLoggedIn: null, user: null });
  });

  test('a save that cannot reach the server says to try again and keeps what was typed; the link still works after', async ({
    page,
    manager,
    loginPage,
  }) => {
    const newPasswordPage = new NewPasswordPage(page);
    await page.goto(await resetLinkFor(page, manager.email));
    await page.route('**/api/v1/password-reset/confirm', (route) => route.abort('connectionrefused'));
    const newPassword = `${manager.password}-3`;
    await newPasswordPage.save(newPassword);
    await expect(page.getByRole('alert')).toHaveText('Lozinka se nije mogla spremiti. Pokušajte ponovo.');
    await expect(newPasswordPage.password).toHaveValue(newPassword);
    await expect(newPasswordPage.confirmation).toHaveValue(newPassword);

    await page.unroute('**/api/v1/password-reset/confirm');
    await newPasswordPage.submit.click();
    await loginPage.expectShown();
    expect(await loginStatus(page, manager.username, newPassword)).toBe(200);
  });

  test('the forgot form works with the keyboard alone', async ({ page, manager, loginPage }) => {
    const forgotPage = new ForgotPasswordPage(page);
    await loginPage.goto();
    await tabTo(page, page.getByRole('link', { name: 'Zaboravili ste lozinku?' }));
    await page.keyboard.press('Enter');
    await expect(forgotPage.heading).toBeVisible();

    await tabTo(page, forgotPage.username);
    await page.keyboard.press('Enter');
    await expect(forgotPage.username).toHaveAccessibleDescription('Unesite korisničko ime ili e-mail.');
    await expect(forgotPage.username).toBeFocused();
    await page.keyboard.type(manager.username);
    await page.keyboard.press('Enter');
    await expect(forgotPage.sentNotice).toBeVisible();
    await expect(forgotPage.heading).toBeFocused();
    await waitForMail(manager.email);

    await tabTo(page, forgotPage.backToLogin);
    await page.keyboard.press('Enter');
    await loginPage.expectShown();
  });

  test('too many requests from one address: the screen calmly says to wait a few minutes, and what was typed stays', async ({ browser }) => {
    test.setTimeout(90_000);
    // Its own server, allowing two requests per address, so no other test's requests count.
    const server = await startOwnServer({ LOGIN_RATE_LIMIT_MAX: '2' });
    const context = await browser.newContext({ baseURL: `${server.origin}/plan-dan/` });
    try {
      const page = await context.newPage();
      const forgotPage = new ForgotPasswordPage(page);
      const manager = await registerManagerViaApi(page.request, buildManager(), server.origin);
      for (let attempt = 0; attempt < 2; attempt++) {
        await forgotPage.goto();
        await forgotPage.request(manager.email);
        await expect(forgotPage.sentNotice).toBeVisible();
      }
      await forgotPage.goto();
      await forgotPage.request(manager.email);
      await expect(forgotPage.error).toHaveText('Previše zahtjeva. Pokušajte ponovo za nekoliko minuta.');
      await expect(forgotPage.username).toHaveValue(manager.email);
      await expect(forgotPage.sentNotice).toHaveCount(0);
    } finally {
      await context.close();
      await server.stop();
    }
  });

  for (const viewport of [
    { width: 1366, height: 800 },
    { width: 390, height: 800 },
  ]) {
    test(`axe finds nothing on both screens (and the login's notice) at ${viewport.width} px, and nothing scrolls sideways`, async ({ page, manager }) => {
      await page.setViewportSize(viewport);
      const forgotPage = new ForgotPasswordPage(page);
      await forgotPage.goto();
      await checkScreen(page, 'forgot');
      await forgotPage.submit.click();
      await expect(forgotPage.username).toHaveAccessibleDescription('Unesite korisničko ime ili e-mail.');
      await checkScreen(page, 'forgot with an error');
      await forgotPage.request(manager.email);
      await expect(forgotPage.sentNotice).toBeVisible();
      await checkScreen(page, 'forgot sent');
      // Its mail first: the next link is the one after it.
      await waitForMail(manager.email);

      const newPasswordPage = new NewPasswordPage(page);
      await page.goto(await resetLinkFor(page, manager.email));
      await expect(newPasswordPage.heading).toBeVisible();
      await checkScreen(page, 'new password');
      await newPasswordPage.save('123', '1234');
      await expect(newPasswordPage.confirmation).toHaveAccessibleDescription('Lozinke se ne podudaraju.');
      await checkScreen(page, 'new password with errors');
      await newPasswordPage.save(`${manager.password}-${viewport.width}`);
      await expect(page.getByRole('status')).toHaveText(PASSWORD_CHANGED);
      await checkScreen(page, 'login with the notice');
      await page.goto('nova-lozinka?token=');
      await expect(newPasswordPage.invalidLink).toBeVisible();
      await checkScreen(page, 'new password invalid link');
    });
  }
});
