import { readStoredSession } from '../fixtures/storage';
import { expect, test } from '../fixtures/test';

test.describe('automatic logout after 30 idle minutes', () => {
  test.beforeEach(async ({ page, manager, loginPage, employeesPage }) => {
    // The fake clock must be in place before the app starts its timer.
    await page.clock.install();
    await loginPage.goto();
    await loginPage.login(manager.username, manager.password);
    await expect(employeesPage.heading).toBeVisible();
  });

  test('30 minutes without mouse movement or clicks end the session', async ({ page, loginPage, employeesPage }) => {
    await page.clock.fastForward('29:00');
    await expect(employeesPage.heading).toBeVisible();

    await page.clock.fastForward('01:05');
    await loginPage.expectShown();
    expect(await readStoredSession(page)).toEqual({ isLoggedIn: null, user: null });
  });

  test('moving the mouse starts the 30 minutes again', async ({ page, loginPage, employeesPage }) => {
    await page.clock.fastForward('20:00');
    await page.mouse.move(400, 300);
    await page.mouse.move(420, 320);

    await page.clock.fastForward('20:00');
    await expect(employeesPage.heading).toBeVisible();
    await expect(page).toHaveURL(/\/plan-dan\/$/);
    expect((await readStoredSession(page)).isLoggedIn).toBe('true');

    // 30 minutes after the last movement the session does end.
    await page.clock.fastForward('10:05');
    await loginPage.expectShown();
  });

  test('a click starts the 30 minutes again', async ({ page, loginPage, employeesPage }) => {
    await page.clock.fastForward('25:00');
    await employeesPage.heading.click();

    await page.clock.fastForward('25:00');
    await expect(employeesPage.heading).toBeVisible();

    await page.clock.fastForward('05:05');
    await loginPage.expectShown();
  });

  test('activity in another tab of the app keeps an idle tab logged in', async ({ page, context, loginPage, employeesPage }) => {
    const otherTab = await context.newPage();
    await otherTab.goto('');
    await expect(otherTab.getByRole('heading', { level: 1, name: 'ZAPOSLENICI' })).toBeVisible();

    await page.clock.fastForward('20:00');
    await otherTab.mouse.move(300, 300);
    await otherTab.mouse.move(320, 330);
    // Tabs may run in separate processes, which see each other's storage writes a moment later; in real
    // use twenty minutes pass before the idle tab looks, so wait until it can see the shared time.
    const shared = await otherTab.evaluate(() => localStorage.getItem('lastActivityAt'));
    expect(shared).not.toBeNull();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lastActivityAt'))).toBe(shared);

    await page.clock.fastForward('20:00');
    await expect(employeesPage.heading).toBeVisible();
    expect((await readStoredSession(page)).isLoggedIn).toBe('true');

    await page.clock.fastForward('10:05');
    await loginPage.expectShown();
    // The other tab learns of the logout from a storage event and goes to the login screen itself,
    // even before its own timer fires; what it schedules runs on the fake clock, so let a moment pass.
    await page.clock.runFor(1_000);
    await expect(otherTab).toHaveURL(/\/plan-dan\/login$/);
  });
});
