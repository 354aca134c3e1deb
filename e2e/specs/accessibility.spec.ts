import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { buildManager } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';

/** Every axe rule, best practices included; a screen passes only with none violated. */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

test.describe('axe finds no violations', () => {
  test('on the login screen, also with an error shown', async ({ page, loginPage }) => {
    await loginPage.goto();
    await expectNoViolations(page);

    await loginPage.login('nobody-here-12345', 'wrong-password');
    await expect(loginPage.error).toBeVisible();
    await expectNoViolations(page);
  });

  test('on the registration screen, also with every field in error', async ({ page, registerPage }) => {
    await registerPage.goto();
    await expectNoViolations(page);

    await registerPage.submit.click();
    await expect(registerPage.name).toHaveAccessibleDescription('Unesite ime.');
    await expectNoViolations(page);
  });

  test('on the registration summary', async ({ page, registerPage }) => {
    await registerPage.goto();
    await registerPage.register(buildManager());
    await expect(registerPage.summaryHeading).toBeVisible();
    await expectNoViolations(page);
  });

  test('on the settings screen, also after saving', async ({ page, loggedInManager, settingsPage }) => {
    await settingsPage.goto(loggedInManager.username);
    await expectNoViolations(page);

    await settingsPage.save.click();
    await expect(settingsPage.savedNotice).toBeVisible();
    await expectNoViolations(page);
  });

  test('on the employee list and with the narrow-screen menu open', async ({ page, loggedInManager, employeesPage }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    await expect(employeesPage.heading).toBeVisible();
    await expectNoViolations(page);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Otvori izbornik' }).click();
    await expect(page.getByRole('navigation', { name: 'Glavni izbornik' }).getByRole('link', { name: 'Postavke' })).toBeInViewport();
    await expectNoViolations(page);
  });
});
