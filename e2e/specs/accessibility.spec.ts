import { expectNoAxeViolations } from '../fixtures/axe';
import { buildManager } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';

test.describe('axe finds no violations', () => {
  test('on the login screen, also with an error shown', async ({ page, loginPage }) => {
    await loginPage.goto();
    await expectNoAxeViolations(page);

    await loginPage.login('nobody-here-12345', 'wrong-password');
    await expect(loginPage.error).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('on the registration screen, also with every field in error', async ({ page, registerPage }) => {
    await registerPage.goto();
    await expectNoAxeViolations(page);

    await registerPage.submit.click();
    await expect(registerPage.name).toHaveAccessibleDescription('Unesite ime.');
    await expectNoAxeViolations(page);
  });

  test('on the registration summary', async ({ page, registerPage }) => {
    await registerPage.goto();
    await registerPage.register(buildManager());
    await expect(registerPage.summaryHeading).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('on the settings screen, also after saving', async ({ page, loggedInManager, settingsPage }) => {
    await settingsPage.goto(loggedInManager.username);
    await expectNoAxeViolations(page);

    await settingsPage.save.click();
    await expect(settingsPage.savedNotice).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('on the employee list and with the narrow-screen menu open', async ({ page, loggedInManager, employeesPage }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    await expect(employeesPage.heading).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Otvori izbornik' }).click();
    await expect(page.getByRole('navigation', { name: 'Glavni izbornik' }).getByRole('link', { name: 'Postavke' })).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});
