import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { buildPdf, buildZip, IMAGE_FIXTURE, readFixture, VIDEO_FIXTURE } from '../fixtures/materials';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneTestData } from '../page-models/phone-test-data';
import { recordSpeech } from '../fixtures/speech';

test.use(PHONE);

const originOf = () => new URL(test.info().project.use.baseURL!).origin;

test("'Upute' shows the manager's materials by kind and opens each the right way; another manager's never", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const origin = originOf();
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Amela', kidMale: false });
  const otherManager = await PhoneTestData.create(request);
  await otherManager.uploadMaterial(origin, 'Tuđa uputa', readFixture(IMAGE_FIXTURE));
  const spoken = await recordSpeech(page);
  const phone = new PhoneApp(page);
  await phone.loginWithCode(await manager.loginCode(employee.id), 'Amela');

  // Nothing shared yet: a calm sentence, not an empty page.
  await phone.goToMaterials();
  await expect(page.getByText('Još nema uputa. Kad ih voditelj doda, bit će ovdje.')).toBeVisible();
  await expect(phone.nav.getByRole('link', { name: 'Upute' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page, 'Upute with nothing shared');

  const pdf = await buildPdf(browser, 'Raspored smjena');
  const zip = buildZip('popis.txt', 'Rukavice, krpe, sredstvo za pranje');
  const video = readFixture(VIDEO_FIXTURE);
  await manager.uploadMaterial(origin, 'Pranje ruku', readFixture(IMAGE_FIXTURE));
  await manager.uploadMaterial(origin, 'Materijali za radionicu', zip);
  await manager.uploadMaterial(origin, 'Kako složiti veš', video);
  await manager.uploadMaterial(origin, 'Raspored smjena', pdf);
  await manager.uploadMaterial(origin, 'Postavljanje stola', readFixture(IMAGE_FIXTURE));

  // Coming back to the app fetches the list again.
  await phone.returnToApp();
  await expect(phone.materialControl('Postavljanje stola')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Slike', 'Videozapisi', 'PDF dokumenti', 'ZIP']);
  // Each under its own heading, the newest first.
  await expect(phone.materialGroup('Slike').getByRole('heading', { level: 3 })).toHaveText(['Postavljanje stola', 'Pranje ruku']);
  await expect(phone.materialGroup('Videozapisi').getByRole('heading', { level: 3 })).toHaveText(['Kako složiti veš']);
  await expect(phone.materialGroup('PDF dokumenti').getByRole('heading', { level: 3 })).toHaveText(['Raspored smjena']);
  await expect(phone.materialGroup('ZIP').getByRole('heading', { level: 3 })).toHaveText(['Materijali za radionicu']);
  await expect(page.getByText('Tuđa uputa')).toHaveCount(0);
  // Each card says what touching it does.
  await expect(phone.materialCard('Pranje ruku')).toContainText('Otvori sliku');
  await expect(phone.materialCard('Kako složiti veš')).toContainText('Pogledaj video');
  await expect(phone.materialCard('Raspored smjena')).toContainText(/Otvori PDF \(\d+(,\d)? KB\)/);
  // A ZIP of one short text is well under a kilobyte: its size in bytes.
  expect(zip.length).toBeLessThan(1000);
  await expect(phone.materialCard('Materijali za radionicu')).toContainText(`Preuzmi ZIP (${zip.length} B)`);
  // A picture's card shows its small preview, never the original file.
  const thumbnail = phone.materialCard('Pranje ruku').locator('img');
  await expect(thumbnail).toHaveAttribute('src', /type=image%2Fwebp/);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'Upute with materials');

  // Read aloud: the title, as on every other screen.
  const readAloud = phone.materialCard('Raspored smjena').getByRole('button', { name: 'Pročitaj naglas' });
  await expect(readAloud).toHaveAccessibleDescription('Raspored smjena');
  await readAloud.click();
  expect(await spoken()).toEqual(['Raspored smjena']);

  // A picture opens over the whole screen, at full size, and 'Zatvori' brings the list back.
  const picture = await phone.openMaterial('Pranje ruku');
  await expect(page).toHaveURL(/\/m\/upute\?prikaz=\d+$/);
  const full = picture.getByRole('img', { name: 'Pranje ruku' });
  await expect(full).toHaveAttribute('src', /type=image%2Fjpeg/);
  await expect.poll(() => full.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(2000);
  const box = (await picture.boundingBox())!;
  expect(box).toEqual({ x: 0, y: 0, width: 360, height: 640 });
  await expect(picture.getByRole('button', { name: 'Zatvori' })).toBeFocused();
  await picture.getByRole('button', { name: 'Pročitaj naglas' }).click();
  expect(await spoken()).toEqual(['Raspored smjena', 'Pranje ruku']);
  await expectNoAxeViolations(page, 'a picture full screen');
  await phone.closeMaterial('Pranje ruku');
  await expect(page).toHaveURL(/\/m\/upute$/);
  await expect(phone.materialControl('Pranje ruku')).toBeFocused();

  // The phone's back button closes it too, and stays on 'Upute'.
  await phone.openMaterial('Postavljanje stola');
  await page.goBack();
  await expect(phone.materialViewer('Postavljanje stola')).toBeHidden();
  await expect(phone.heading).toHaveText('Upute');

  // A video plays full screen with its controls, and seeks: the file answers parts of itself (206).
  const partial: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('type=video%2Fwebm')) partial.push(response.status());
  });
  const player = await phone.openMaterial('Kako složiti veš');
  const element = player.locator('video');
  await expect(element).toHaveAttribute('controls', '');
  await expect(element).toHaveAccessibleName('Kako složiti veš');
  await expect.poll(() => element.evaluate((video: HTMLVideoElement) => Math.round(video.duration))).toBe(6);
  const seekedTo = await element.evaluate(
    (video: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        video.addEventListener('seeked', () => resolve(video.currentTime), { once: true });
        video.currentTime = 4;
      }),
  );
  expect(seekedTo).toBeCloseTo(4, 1);
  expect(await element.evaluate((video: HTMLVideoElement) => video.seekable.length > 0 && video.seekable.end(0))).toBeGreaterThanOrEqual(5.9);
  expect(partial).toContain(206);
  await expectNoAxeViolations(page, 'a video full screen');
  // Escape closes it as well as 'Zatvori' does.
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
  await phone.openMaterial('Kako složiti veš');
  await phone.closeMaterial('Kako složiti veš');

  // A PDF opens in the browser, in a page of its own.
  const [pdfPage] = await Promise.all([page.context().waitForEvent('page'), phone.materialControl('Raspored smjena').click()]);
  await expect.poll(() => pdfPage.url()).toContain('type=application%2Fpdf');
  const pdfResponse = await request.get(pdfPage.url());
  expect(pdfResponse.status()).toBe(200);
  expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await pdfResponse.body(), pdf)).toBe(0);
  await pdfPage.close();
  await expect(phone.heading).toHaveText('Upute');

  // A ZIP downloads under its title.
  const [download] = await Promise.all([page.waitForEvent('download'), phone.materialControl('Materijali za radionicu').click()]);
  expect(download.suggestedFilename()).toBe('Materijali za radionicu.zip');
  const saved = test.info().outputPath('upute.zip');
  await download.saveAs(saved);
  expect(Buffer.compare(readFileSync(saved), zip)).toBe(0);
  await expect(phone.heading).toHaveText('Upute');

  // Another manager's material stays theirs, also for the phone's own token.
  const answer = await request.get('/api/v1/materials', { headers: { Authorization: `Bearer ${await phone.sessionToken()}` } });
  expect(answer.status()).toBe(200);
  const titles = ((await answer.json()) as { name: string }[]).map((material) => material.name);
  expect(titles.sort()).toEqual(['Kako složiti veš', 'Materijali za radionicu', 'Postavljanje stola', 'Pranje ruku', 'Raspored smjena']);
});

test("'Upute' opened from a link shows the picture and closing it stays on 'Upute'; offline it says so calmly", async ({ page, request, context }) => {
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Tarik' });
  const picture = await manager.uploadMaterial(originOf(), 'Kuhinjski red', readFixture(IMAGE_FIXTURE));
  const phone = new PhoneApp(page);
  await phone.loginWithCode(await manager.loginCode(employee.id), 'Tarik');

  await page.goto(`m/upute?prikaz=${picture.id}`);
  const viewer = phone.materialViewer('Kuhinjski red');
  await expect(viewer).toBeVisible();
  await phone.closeMaterial('Kuhinjski red');
  await expect(page).toHaveURL(/\/m\/upute$/);
  await expect(phone.heading).toHaveText('Upute');

  // Without a connection the app still opens 'Upute' and says so plainly; the list comes by itself when it is back.
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.reload();
  await expect(phone.heading).toHaveText('Upute');
  await expect(page.getByText('Nema internetske veze. Provjeri internet pa pokušaj ponovo.')).toBeVisible();
  await expect(phone.materialControl('Kuhinjski red')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Upute offline');
  await context.setOffline(false);
  await expect(phone.materialControl('Kuhinjski red')).toBeVisible();
  await expect(page.getByText('Nema internetske veze.')).toHaveCount(0);
});
