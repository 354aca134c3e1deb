import { expect, test } from '@playwright/test';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneTestData } from '../page-models/phone-test-data';

test.use(PHONE);

test('the phone app is installable: a manifest with icons under /plan-dan/m/', async ({ page, request }) => {
  await page.goto('m/prijava');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/plan-dan/m/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    lang: string;
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Plan dan', lang: 'hr', start_url: '/plan-dan/m/', scope: '/plan-dan/m/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(`m/${icon.src}`);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('offline, the app still opens from its cached shell and says plainly that there is no connection', async ({ page, request, context }) => {
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Kenan' });
  await manager.createTask(employee.id, { taskName: 'Zaliti cvijeće' });
  const phone = new PhoneApp(page);
  await phone.loginWithCode(await manager.loginCode(employee.id), 'Kenan');
  await expect(phone.taskCard('Zaliti cvijeće')).toBeVisible();
  // The service worker has cached the shell and controls the page.
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.reload();
  await expect(phone.heading).toHaveText('Dobro došao Kenan!');
  await expect(page.getByText('Nema internetske veze. Provjeri internet pa pokušaj ponovo.').first()).toBeVisible();

  // A deep link too.
  await page.goto('m/napredak');
  await expect(phone.heading).toHaveText('Završeni zadaci');

  await context.setOffline(false);
  await page.goto('m/');
  await expect(phone.taskCard('Zaliti cvijeće')).toBeVisible();
  await expect(page.getByText('Nema internetske veze.')).toHaveCount(0);
});
