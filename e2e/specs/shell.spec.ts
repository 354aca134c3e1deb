import { expect, test } from '../fixtures/test';

test.describe('logged-in shell', () => {
  test('the sidebar leads to every screen and marks the current one', async ({ page, loggedInManager, sidebar }) => {
    await expect(sidebar.nav.getByText('Plan dan', { exact: true })).toBeVisible();

    const screens = [
      { link: 'Instrukcije', heading: 'INSTRUKCIJE', path: /\/plan-dan\/material$/ },
      { link: 'Razgovori', heading: 'RAZGOVORI', path: /\/plan-dan\/chat$/ },
      { link: 'Postavke', heading: `Pozdrav, ${loggedInManager.username}!`, path: /\/plan-dan\/settings$/ },
      { link: 'Zaposlenici', heading: 'ZAPOSLENICI', path: /\/plan-dan\/$/ },
    ] as const;

    for (const screen of screens) {
      await sidebar.open(screen.link);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expect(page).toHaveURL(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(sidebar.link(screen.link)).toHaveAttribute('aria-current', 'page');
      for (const other of screens.filter((candidate) => candidate.link !== screen.link)) {
        await expect(sidebar.link(other.link)).not.toHaveAttribute('aria-current', 'page');
      }
    }
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('Zaposlenici stays marked on an employee page', async ({ page, loggedInManager, sidebar }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    await page.goto('employee/7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(sidebar.link('Zaposlenici')).toHaveAttribute('aria-current', 'page');
  });

  test('an unknown address shows a calm not-found screen inside the shell', async ({ page, loggedInManager, sidebar }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    await page.goto('no/such/screen');
    await expect(page.getByRole('heading', { level: 1, name: 'Stranica ne postoji' })).toBeVisible();
    await expect(sidebar.nav).toBeVisible();
  });

  test('on a narrow screen the sidebar opens from the burger and closes after choosing', async ({ page, loggedInManager, sidebar }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(sidebar.link('Postavke')).not.toBeInViewport();

    const burger = page.getByRole('button', { name: 'Otvori izbornik' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.click();
    await expect(page.getByRole('button', { name: 'Zatvori izbornik' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.link('Postavke')).toBeInViewport();

    await sidebar.open('Postavke');
    await expect(page.getByRole('heading', { level: 1, name: `Pozdrav, ${loggedInManager.username}!` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Otvori izbornik' })).toBeVisible();
    await expect(sidebar.link('Postavke')).not.toBeInViewport();
  });
});
