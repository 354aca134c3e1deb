import { gzipSync } from 'node:zlib';
import { expect, test } from '../fixtures/test';

/** DESIGN.md §6: the login route's JavaScript is at most 110 KB gzipped (counted here as 110,000 bytes). */
const LOGIN_ROUTE_BUDGET_BYTES = 110_000;

test('the login route loads at most 110 KB of gzipped JavaScript', async ({ page, loginPage }) => {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && !scripts.has(url.pathname)) {
      scripts.set(url.pathname, response.body().then((body) => gzipSync(body).length));
    }
  });

  await page.goto('login');
  await expect(loginPage.heading).toBeVisible();
  await page.waitForLoadState('networkidle');

  const sizes = await Promise.all(scripts.values());
  const total = sizes.reduce((sum, size) => sum + size, 0);
  test.info().annotations.push({
    type: 'login route JavaScript',
    description: `${scripts.size} files, ${(total / 1000).toFixed(1)} kB gzipped`,
  });
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(LOGIN_ROUTE_BUDGET_BYTES);
});
