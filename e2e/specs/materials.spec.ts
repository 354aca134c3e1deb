import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { buildPdf, buildPng, buildProgram, buildZip, recordWebm, writeMaterialFile, type MaterialFile } from '../fixtures/material-files';
import { registerManagerViaApi } from '../fixtures/api';
import { startRestartableServer } from '../fixtures/restartable-server';
import { buildManager } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import { LoginPage } from '../page-models/login-page';
import { MaterialsPage } from '../page-models/materials-page';

const LARGE = 40 * 1024 * 1024;

/** Slows this page's uploads (Chromium's own network throttling), so a pause or a reload lands mid-file. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
}

/** A folder of this test's own for the files the manager picks. */
function fileFolder(outputPath: string): string {
  mkdirSync(outputPath, { recursive: true });
  return outputPath;
}

test.describe('INSTRUKCIJE', () => {
  test('adds a picture, a video, a PDF and a ZIP through the dialog; each opens its own way; the grid loads previews only; deleting asks first', async ({
    page,
    browser,
    signedInManager,
  }, testInfo) => {
    test.setTimeout(90_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const materials = new MaterialsPage(page);
    await materials.goto();
    await expect(page.getByText('Još nemate instrukcija.')).toBeVisible();

    const folder = fileFolder(testInfo.outputPath('files'));
    const picture = writeMaterialFile(folder, 'police.png', 'image/png', buildPng());
    const video = writeMaterialFile(folder, 'rep.webm', 'video/webm', await recordWebm(page));
    const pdf = writeMaterialFile(folder, 'pravila.pdf', 'application/pdf', await buildPdf(browser, 'Pravila ponašanja'));
    const zip = writeMaterialFile(folder, 'alati.zip', 'application/zip', buildZip(300_000));

    await materials.add('Kako složiti police', picture);
    await materials.add('Kako zavezati rep', video);
    await materials.add('Pravila ponašanja', pdf);
    await materials.add('Arhiva alata', zip);

    // Newest first, each with its own preview: a small picture for the picture and the video (its first frame,
    // drawn by the browser), a tile for PDF and ZIP.
    await expect(materials.cards.getByRole('heading', { level: 2 })).toHaveText(['Arhiva alata', 'Pravila ponašanja', 'Kako zavezati rep', 'Kako složiti police']);
    for (const title of ['Kako složiti police', 'Kako zavezati rep']) {
      const preview = materials.card(title).locator('img');
      await expect(preview).toHaveAttribute('src', /\/api\/v1\/files\/previews\//);
      await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(materials.card('Pravila ponašanja')).toContainText('PDF');
    await expect(materials.card('Arhiva alata')).toContainText('ZIP');
    await expect(materials.card('Pravila ponašanja').locator('img')).toHaveCount(0);
    // The confirmations close by themselves, the last one last: axe, measuring colours as drawn, would
    // catch one halfway through its fade.
    await expect(materials.toast('Instrukcija je dodana: Arhiva alata.')).toBeHidden({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'the screen with four cards');

    // The picture opens large in a dialog.
    await materials.opener('Kako složiti police', 'button').click();
    const pictureViewer = materials.viewer('Kako složiti police');
    const large = pictureViewer.getByRole('img', { name: 'Kako složiti police' });
    await expect(large).toBeVisible();
    await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
    await expectNoAxeViolations(page, 'the picture viewer');
    await pictureViewer.getByRole('button', { name: 'Zatvori' }).click();
    await expect(pictureViewer).toBeHidden();

    // The video opens in a dialog and plays, streamed by range requests (so it seeks).
    const ranges: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/files/') && response.request().headers().range) ranges.push(response.status());
    });
    await materials.opener('Kako zavezati rep', 'button').click();
    const videoViewer = materials.viewer('Kako zavezati rep');
    const player = videoViewer.locator('video');
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('controls', '');
    await player.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
    expect(ranges).toContain(206);
    await videoViewer.getByRole('button', { name: 'Zatvori' }).click();
    await expect(videoViewer).toBeHidden();

    // The PDF opens in a new tab, served as a PDF.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), materials.opener('Pravila ponašanja', 'link').click()]);
    await expect.poll(() => tab.url()).toContain('/api/v1/files/');
    const served = await page.request.get(tab.url());
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await served.body()).equals(pdf.bytes)).toBe(true);
    await tab.close();

    // The ZIP downloads under its title, with the same bytes.
    const [download] = await Promise.all([page.waitForEvent('download'), materials.opener('Arhiva alata', 'link').click()]);
    expect(download.suggestedFilename()).toBe('Arhiva alata.zip');
    expect(readFileSync(await download.path()).equals(zip.bytes)).toBe(true);

    // Opening the screen asks for the small previews only, never an original file.
    const files: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/files/')) files.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await expect(materials.cards).toHaveCount(4);
    await expect.poll(() => files.length).toBe(2);
    expect(files.every((path) => path.startsWith('/api/v1/files/previews/'))).toBe(true);

    // Deleting asks first: 'Odustani' keeps the card, 'Obriši' removes it and only it.
    await materials.askToDelete('Kako složiti police');
    await expect(materials.confirmDialog).toContainText('Kako složiti police');
    await expect(materials.confirmDialog.getByRole('button', { name: 'Odustani' })).toBeFocused();
    await expectNoAxeViolations(page, 'the delete question');
    await materials.confirmDialog.getByRole('button', { name: 'Odustani' }).click();
    await expect(materials.cards).toHaveCount(4);
    await materials.askToDelete('Kako složiti police');
    await materials.confirmDialog.getByRole('button', { name: 'Obriši' }).click();
    await expect(materials.toast('Instrukcija je obrisana: Kako složiti police.')).toBeVisible();
    await expect(materials.cards).toHaveCount(3);
    await page.reload();
    await expect(materials.cards).toHaveCount(3);
    await expect(materials.card('Kako složiti police')).toHaveCount(0);
  });

  test('pauses and resumes a large upload, the percent going on from where it stopped; a cancel leaves no card', async ({
    page,
    signedInManager,
  }, testInfo) => {
    test.setTimeout(90_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const materials = new MaterialsPage(page);
    const dialog = materials.addDialog;
    const folder = fileFolder(testInfo.outputPath('files'));
    const big = writeMaterialFile(folder, 'veliki.zip', 'application/zip', buildZip(LARGE));
    const other = writeMaterialFile(folder, 'drugi.zip', 'application/zip', buildZip(LARGE));
    await materials.goto();
    await throttleUploads(page, 8 * 1024 * 1024);

    await materials.startUpload('Veliki paket', big);
    await expect(dialog.progress).toBeVisible();
    await expect(dialog.status('Slanje…')).toBeVisible();
    await expect.poll(() => dialog.percent()).toBeGreaterThanOrEqual(10);
    await dialog.pause.click();
    await expect(dialog.status('Slanje je pauzirano.')).toBeVisible();
    // The same button now resumes, and keeps the keyboard focus; nothing moves while paused.
    await expect(dialog.resume).toBeFocused();
    await expect(dialog.cancel).toHaveCount(0);
    const pausedAt = await dialog.percent();
    expect(pausedAt).toBeLessThan(100);
    await expect(dialog.title).toHaveValue('Veliki paket');
    await expectNoAxeViolations(page, 'the add dialog, paused');
    await page.waitForTimeout(1000);
    expect(await dialog.percent()).toBe(pausedAt);

    await dialog.resume.click();
    await expect(dialog.pause).toBeVisible();
    await expect.poll(() => dialog.percent()).toBeGreaterThan(pausedAt);
    await expect(materials.toast('Instrukcija je dodana: Veliki paket.')).toBeVisible({ timeout: 30_000 });
    await expect(dialog.dialog).toBeHidden();
    await expect(materials.card('Veliki paket')).toHaveCount(1);
    await expect(materials.card('Veliki paket')).toContainText('40 MB');

    // A cancel: the server forgets the upload, no card appears, and what was typed stays.
    await materials.startUpload('Otkazani paket', other);
    await expect.poll(() => dialog.percent()).toBeGreaterThanOrEqual(5);
    expect(await dialog.storedUploads()).toBe(1);
    await dialog.cancel.click();
    await expect(dialog.status('Slanje je otkazano.')).toBeVisible();
    await expect(dialog.title).toHaveValue('Otkazani paket');
    await expect(dialog.submit).toBeVisible();
    await dialog.close.click();
    await page.reload();
    await expect(materials.cards).toHaveCount(1);
    await expect(materials.card('Otkazani paket')).toHaveCount(0);
    // Nothing is left to go on with for that file.
    expect(await dialog.storedUploads()).toBe(0);
  });

  test('an upload cut off by a reload goes on where it stopped when the same file is chosen again', async ({ page, signedInManager }, testInfo) => {
    test.setTimeout(90_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const materials = new MaterialsPage(page);
    const dialog = materials.addDialog;
    const big = writeMaterialFile(fileFolder(testInfo.outputPath('files')), 'prekinuti.zip', 'application/zip', buildZip(LARGE));
    await materials.goto();
    await throttleUploads(page, 8 * 1024 * 1024);

    await materials.startUpload('Prekinuti paket', big);
    await expect.poll(() => dialog.percent()).toBeGreaterThanOrEqual(25);
    await page.reload();
    await expect(materials.heading).toBeVisible();
    await expect(page.getByText('Još nemate instrukcija.')).toBeVisible();

    await materials.addButton.click();
    await dialog.file.setInputFiles(big.path);
    const offer = dialog.dialog.getByRole('status').filter({ hasText: 'Ova datoteka je već djelomično poslana' });
    await expect(offer).toContainText('pod nazivom „Prekinuti paket“');
    const offered = Number(/\((\d+) %\)/.exec((await offer.textContent()) ?? '')?.[1]);
    expect(offered).toBeGreaterThanOrEqual(15);
    await expectNoAxeViolations(page, 'the add dialog offering to go on');

    await dialog.resume.click();
    await expect(dialog.title).toHaveValue('Prekinuti paket');
    // It goes on from the server's offset, not from zero.
    await expect.poll(() => dialog.percent()).toBeGreaterThan(0);
    expect(await dialog.percent()).toBeGreaterThanOrEqual(offered);
    await expect(materials.toast('Instrukcija je dodana: Prekinuti paket.')).toBeVisible({ timeout: 30_000 });
    await expect(materials.cards).toHaveCount(1);
    await page.reload();
    await expect(materials.card('Prekinuti paket')).toHaveCount(1);
  });

  test('an upload goes on by itself after the server was killed mid-file and started again, and the file arrives whole', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const server = await startRestartableServer();
    try {
      const manager = await registerManagerViaApi(page.request, buildManager(), server.origin);
      const login = new LoginPage(page);
      await page.goto(`${server.origin}/plan-dan/login`);
      await login.login(manager.username, manager.password);
      await expect(page.getByRole('heading', { level: 1, name: 'ZAPOSLENICI' })).toBeVisible();

      const materials = new MaterialsPage(page);
      const dialog = materials.addDialog;
      const big = writeMaterialFile(fileFolder(testInfo.outputPath('files')), 'restart.zip', 'application/zip', buildZip(LARGE));
      await materials.goto(server.origin);
      await throttleUploads(page, 6 * 1024 * 1024);
      await materials.startUpload('Nakon pada servera', big);
      await expect.poll(() => dialog.percent()).toBeGreaterThanOrEqual(20);

      await server.kill();
      await expect(dialog.status('Veza je prekinuta. Pokušavam ponovo…')).toBeVisible();
      await server.start();
      await expect(materials.toast('Instrukcija je dodana: Nakon pada servera.')).toBeVisible({ timeout: 60_000 });
      await expect(materials.cards).toHaveCount(1);

      // The stored file is the picked one, byte for byte.
      const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { jwtToken?: string }).jwtToken);
      const list = await page.request.get(`${server.origin}/api/v1/materials`, { headers: { Authorization: `Bearer ${token}` } });
      const [material] = (await list.json()) as { size: number; downloadURL: string }[];
      expect(material!.size).toBe(LARGE);
      const stored = await page.request.get(`${server.origin}${material!.downloadURL}`);
      const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
      expect(sha256(Buffer.from(await stored.body()))).toBe(sha256(big.bytes));
    } finally {
      await server.dispose();
    }
  });

  test('checks both fields, refuses a renamed program by its bytes beside the file, and keeps what was typed', async ({ page, browser, signedInManager }, testInfo) => {
    expect(signedInManager.id).toBeGreaterThan(0);
    const materials = new MaterialsPage(page);
    const dialog = materials.addDialog;
    const folder = fileFolder(testInfo.outputPath('files'));
    const program: MaterialFile = writeMaterialFile(folder, 'upute.pdf', 'application/pdf', buildProgram());
    const pdf = writeMaterialFile(folder, 'prave-upute.pdf', 'application/pdf', await buildPdf(browser, 'Upute'));
    await materials.goto();

    await materials.addButton.click();
    await expect(dialog.title).toBeFocused();
    await dialog.submit.click();
    await expect(dialog.title).toHaveAccessibleDescription('Unesite naziv.');
    await expect(dialog.file).toHaveAccessibleDescription(/Odaberite datoteku\./);
    await expect(dialog.title).toBeFocused();
    await expectNoAxeViolations(page, 'the add dialog with both fields in error');

    await dialog.title.fill('../tajno');
    await expect(dialog.title).toHaveAccessibleDescription('Naziv ne smije sadržavati „../“ ni kontrolne znakove.');
    await dialog.fill('Upute za rad', program);
    await expect(dialog.title).not.toHaveAccessibleDescription(/.+/);
    await dialog.submit.click();
    await expect(dialog.file).toHaveAccessibleDescription(/Ova datoteka nije slika, video, PDF ni ZIP\. Odaberite drugu datoteku\./);
    await expect(dialog.title).toHaveValue('Upute za rad');
    await expectNoAxeViolations(page, 'the add dialog with the file refused');
    await dialog.close.click();
    await page.reload();
    await expect(page.getByText('Još nemate instrukcija.')).toBeVisible();

    // Nothing of the refused one is kept to go on with, and the right file goes through.
    expect(await dialog.storedUploads()).toBe(0);
    await materials.addButton.click();
    await dialog.fill('Upute za rad', pdf);
    await dialog.submit.click();
    await expect(materials.toast('Instrukcija je dodana: Upute za rad.')).toBeVisible();
    await expect(materials.cards).toHaveCount(1);
  });
});
