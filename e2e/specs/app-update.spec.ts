import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

/** Where the apps keep the time of their last automatic reload (packages/web-common/src/chunk-reload.ts). */
const RELOADED_AT_KEY = 'planDan.reloadedForUpdateAt';

/** The paths of the scripts the page has loaded: the files of the version it runs. */
async function loadedScripts(page: Page): Promise<Set<string>> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return new Set(urls.map((url) => new URL(url).pathname).filter((path) => path.endsWith('.js')));
}

/**
 * Plays a new version deployed while the tab is open: every script the page has not loaded yet is
 * gone, and the server answers for it as it does for any removed file (its own 404, fetched for a
 * name that does not exist). `gone()` decides, request by request, whether that is still so.
 * Returns the paths that were refused.
 */
async function removeUnloadedScripts(page: Page, loaded: Set<string>, gone: () => boolean): Promise<string[]> {
  const refused: string[] = [];
  await page.route('**/plan-dan/assets/*.js', async (route) => {
    const url = new URL(route.request().url());
    if (loaded.has(url.pathname) || !gone()) return route.continue();
    refused.push(url.pathname);
    const missing = await route.fetch({ url: new URL('/plan-dan/assets/removed-by-new-version.js', url).href });
    expect(missing.status()).toBe(404);
    return route.fulfill({ response: missing });
  });
  return refused;
}

/** Counts the page's loads from now on (a navigation inside the app is not one). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

test.describe('A new version while the manager app is open', () => {
  test('a screen whose file is gone reloads the page once, and then the screen opens', async ({
    page,
    loggedInManager,
    sidebar,
    settingsPage,
  }) => {
    const loaded = await loadedScripts(page);
    // The reload brings the new version: from its first request on, every file is there again.
    let reloaded = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
    });
    const refused = await removeUnloadedScripts(page, loaded, () => !reloaded);
    const loads = countLoads(page);

    await sidebar.open('Postavke');
    // A full reload of the app with every script through page.route: seen to take 5–6 s on a busy 2-core machine.
    await expect(settingsPage.greeting(loggedInManager.username)).toBeVisible({ timeout: 15_000 });
    expect(refused.length).toBeGreaterThan(0);
    expect(loads()).toBe(1);
    expect(reloaded).toBe(true);
    await expect(page).toHaveURL(/\/plan-dan\/settings$/);

    // The reload is remembered for this tab, so a second failure soon after does not reload again.
    const reloadedAt = Number(await page.evaluate((key) => sessionStorage.getItem(key), RELOADED_AT_KEY));
    expect(Date.now() - reloadedAt).toBeLessThan(60_000);
    expect(Date.now() - reloadedAt).toBeGreaterThanOrEqual(0);
  });

  test('when the file stays missing after that reload, a calm page offers to load it again', async ({
    page,
    loggedInManager,
    sidebar,
    settingsPage,
  }) => {
    const loaded = await loadedScripts(page);
    let missing = true;
    const refused = await removeUnloadedScripts(page, loaded, () => missing);
    const loads = countLoads(page);

    await sidebar.open('Postavke');
    const heading = page.getByRole('heading', { level: 1, name: 'Stranica se nije mogla prikazati' });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Možda je stigla nova verzija aplikacije ili je prekinuta veza.');
    // One automatic reload, not a loop: the reloaded page asked for the file again, was refused again, and stopped.
    expect(loads()).toBe(1);
    expect(new Set(refused).size).toBeLessThan(refused.length);
    await expectNoAxeViolations(page, 'the error page');

    // Once the files are there, the button brings the screen.
    missing = false;
    await page.getByRole('button', { name: 'Pokušaj ponovo' }).click();
    await expect(settingsPage.greeting(loggedInManager.username)).toBeVisible();
    await expect(heading).toHaveCount(0);
    expect(loads()).toBe(2);
  });
});
