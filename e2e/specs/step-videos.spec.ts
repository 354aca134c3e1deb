import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoAxeViolations } from '../fixtures/axe';
import { sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import { PHONE, PhoneApp } from '../page-models/phone-app';

/** A 6-second WebM (VP8, 160×120). */
const VIDEO = path.join(import.meta.dirname, '../fixtures/upute-video.webm');

const TASK = 'Oprati ruke';
const STEP = 'Pusti vodu i nasapunaj ruke';

test.describe('a short video for a step', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the manager adds a video to a step; the card shows its first frame with a play mark, the phone plays it above the step's text", async ({
    page,
    browser,
    signedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    test.setTimeout(120_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić', kidMale: false });
    await managerApi.createTask(employee.id, {
      taskName: TASK,
      dueDate: sarajevoDay(0),
      dueTime: '23:58',
      subtasks: [{ description: STEP, needPhoto: false }],
    });
    await employeePage.goto(employee.id, 'zadaci');
    const card = tasksTab.card('normal', TASK);

    await test.step("what is no picture or video, and a video above 50 MB, are refused in Croatian beside the step", async () => {
      // The card's picture buttons are among its editing controls, behind 'Uredi'.
      await card.startEditing();
      const chooser = page.waitForEvent('filechooser');
      await card.root.getByRole('button', { name: `Dodaj sliku ili video za podzadatak ${STEP}` }).click();
      await (await chooser).setFiles({ name: 'upute.mp4', mimeType: 'video/mp4', buffer: Buffer.from('Ovo nije video.'.repeat(50)) });
      await expect(card.root.getByRole('alert')).toHaveText('Odaberite sliku (JPEG, PNG, WebP) ili video (MP4, WebM).');

      const large = test.info().outputPath('velik-video.webm');
      writeFileSync(large, Buffer.alloc(50 * 1024 * 1024 + 1));
      const again = page.waitForEvent('filechooser');
      await card.root.getByRole('button', { name: `Dodaj sliku ili video za podzadatak ${STEP}` }).click();
      await (await again).setFiles(large);
      await expect(card.root.getByRole('alert')).toHaveText('Video je prevelik (najviše 50 MB).');
      await expect(card.stepVideoThumbnail(STEP)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    await test.step("the manager picks a video with 'Dodaj sliku ili video'; the card shows its first frame", async () => {
      await card.addStepVideo(STEP, VIDEO);
      await expect(page.getByText(`Video je dodan: „${STEP}”.`)).toBeVisible();
      await expect(card.root.getByRole('alert')).toHaveCount(0);
      const thumbnail = card.stepVideoThumbnail(STEP);
      await expect(thumbnail).toHaveJSProperty('complete', true);
      // The poster the browser drew (160 × 120), made into the server's small WebP.
      expect(await thumbnail.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([160, 120]);
      // The thumbnail opens the video itself.
      const link = card.root.getByRole('link', { name: `Video podzadatka: ${STEP}` });
      await expect(link).toHaveAttribute('href', /^\/api\/v1\/files\/pictures\/.+\.webm\?/);
      await expect(card.root.getByRole('button', { name: `Promijeni video za podzadatak ${STEP}` })).toBeVisible();
      await expectNoAxeViolations(page);
      // The card at a phone's width too.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(thumbnail).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    const phoneContext = await browser.newContext(PHONE);
    const phonePage = await phoneContext.newPage();
    const phone = new PhoneApp(phonePage);

    await test.step("the phone shows the video large above the step's text, still until pressed, and it plays and seeks", async () => {
      await phone.loginWithCode(await managerApi.loginCode(employee.id), 'Emina');
      await phone.openTask(TASK);
      const video = phone.stepVideo(STEP);
      await expect(video).toBeVisible();
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).toHaveAttribute('poster', /^\/api\/v1\/files\/previews\/pictures\/.+\.webp\?/);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
      const state = await video.evaluate((v: HTMLVideoElement) => ({ duration: v.duration, paused: v.paused, autoplay: v.autoplay, muted: v.muted }));
      expect(state.duration).toBeCloseTo(6, 0);
      // Nothing plays, and so nothing sounds, until the employee presses play.
      expect(state).toMatchObject({ paused: true, autoplay: false, muted: false });

      const videoBox = (await video.boundingBox())!;
      const textBox = (await phone.step(STEP).getByText(STEP, { exact: true }).boundingBox())!;
      expect(videoBox.y + videoBox.height).toBeLessThanOrEqual(textBox.y);
      expect(videoBox.width).toBeGreaterThan(250);

      // Seeking asks the server for ranges of the file: the frame there is decoded.
      const seeked = await video.evaluate(
        (v: HTMLVideoElement) =>
          new Promise<number>((resolve, reject) => {
            v.addEventListener('seeked', () => resolve(v.currentTime), { once: true });
            v.addEventListener('error', () => reject(new Error(`video error ${v.error?.code}`)), { once: true });
            v.currentTime = 4;
          }),
      );
      expect(seeked).toBeCloseTo(4, 0);
      await expectNoAxeViolations(phonePage);
    });

    await test.step('removing the video takes it off the card and the phone', async () => {
      await tasksTab.card('normal', TASK).removeStepVideo(STEP);
      await expect(page.getByText(`Video je uklonjen: „${STEP}”.`)).toBeVisible();
      await phonePage.reload();
      await expect(phone.step(STEP)).toBeVisible();
      await expect(phone.stepVideo(STEP)).toHaveCount(0);
      await expect(phone.stepPicture(STEP)).toHaveCount(0);
    });
    await phoneContext.close();
  });
});
