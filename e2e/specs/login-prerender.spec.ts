import { expect, test } from '../fixtures/test';

// The login screen's markup is in the page the server sends (built at build time), so it paints before
// the script has loaded; the script then hydrates that same markup rather than drawing it again.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form is in the page itself, with its labelled fields, and cannot be sent the browser way', async ({ loginPage }) => {
    await loginPage.goto();
    await expect(loginPage.username).toBeVisible();
    await expect(loginPage.password).toBeVisible();
    await expect(loginPage.registerLink).toBeVisible();
    // Sent by the browser, the form would put the password in the address.
    await expect(loginPage.submit).toBeDisabled();
  });
});

test('what is typed before the script arrives stays, the script takes over the same form, and the login succeeds', async ({
  page,
  loginPage,
  manager,
  employeesPage,
}) => {
  const consoleMessages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleMessages.push(message.text());
  });
  page.on('pageerror', (error) => consoleMessages.push(error.message));
  let releaseScript!: () => void;
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route('**/plan-dan/assets/*.js', async (route) => {
    await scriptHeld;
    await route.continue();
  });

  // Not 'domcontentloaded': that waits for the held module script.
  await page.goto('login', { waitUntil: 'commit' });
  await expect(loginPage.heading).toBeVisible();
  await loginPage.username.fill(manager.username);
  await loginPage.password.fill(manager.password);
  await expect(loginPage.submit).toBeDisabled();
  const paintedHeading = await loginPage.heading.elementHandle();

  releaseScript();
  await expect(loginPage.submit).toBeEnabled();
  // Hydrated, not replaced: the element painted before the script is still the one on the screen.
  expect(await paintedHeading?.evaluate((heading) => heading.isConnected)).toBe(true);
  await loginPage.submit.click();
  await expect(employeesPage.heading).toBeVisible();
  await expect(page).toHaveURL(/\/plan-dan\/$/);
  // React reports a markup that differs from its first render (a hydration mismatch) on the console.
  expect(consoleMessages).toEqual([]);
});
