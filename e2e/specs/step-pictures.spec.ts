import path from 'node:path';
import { expectNoAxeViolations } from '../fixtures/axe';
import { sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import { IMAGE_FIXTURE, readFixture, uploadMaterial, VIDEO_FIXTURE } from '../fixtures/materials';
import { PHONE, PhoneApp } from '../page-models/phone-app';

const PICTURE = path.join(import.meta.dirname, '../fixtures/phone-step-photo.jpg');

const TASK = 'Zaliti cvijeće';
const STEP = 'Napuniti kantu vodom';

test.describe('a picture for a step', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the manager adds a picture to a step; the card shows it small, the phone's step large with the step as its alt text", async ({
    page,
    browser,
    signedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    test.setTimeout(90_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić', kidMale: false });
    await managerApi.createTask(employee.id, {
      taskName: TASK,
      dueDate: sarajevoDay(0),
      dueTime: '23:58',
      subtasks: [{ description: STEP, needPhoto: false }],
    });

    await test.step("the manager picks a picture with 'Dodaj sliku'; the card shows a thumbnail", async () => {
      await employeePage.goto(employee.id, 'zadaci');
      const card = tasksTab.card('normal', TASK);
      await expect(card.stepThumbnail(STEP)).toHaveCount(0);
      await card.addStepPicture(STEP, PICTURE);
      await expect(page.getByText(`Slika je dodana: „${STEP}”.`)).toBeVisible();
      await expect(card.stepThumbnail(STEP)).toHaveJSProperty('complete', true);
      // The card loads the small preview (160 px), not the 2000 × 1500 photo.
      expect(await card.stepThumbnail(STEP).evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([160, 120]);
      await expect(card.root.getByRole('button', { name: `Promijeni sliku za podzadatak ${STEP}` })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    const phoneContext = await browser.newContext(PHONE);
    const phonePage = await phoneContext.newPage();
    const phone = new PhoneApp(phonePage);

    await test.step("the phone shows the picture large above the step's text", async () => {
      await phone.loginWithCode(await managerApi.loginCode(employee.id), 'Emina');
      await phone.openTask(TASK);
      const picture = phone.stepPicture(STEP);
      await expect(picture).toBeVisible();
      expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2000);
      const pictureBox = (await picture.boundingBox())!;
      const textBox = (await phone.step(STEP).getByText(STEP, { exact: true }).boundingBox())!;
      expect(pictureBox.y + pictureBox.height).toBeLessThanOrEqual(textBox.y);
      // Large: the step's width on a 360 px screen, not a thumbnail.
      expect(pictureBox.width).toBeGreaterThan(250);
      await expectNoAxeViolations(phonePage);
    });

    await test.step('removing the picture takes it off the card and the phone', async () => {
      await tasksTab.card('normal', TASK).removeStepPicture(STEP);
      await phonePage.reload();
      await expect(phone.step(STEP)).toBeVisible();
      await expect(phone.stepPicture(STEP)).toHaveCount(0);
    });
    await phoneContext.close();
  });

  test("the manager takes a step's picture from the instruction materials ('Iz instrukcija'); only pictures are offered", async ({
    page,
    signedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    test.setTimeout(90_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const origin = new URL(test.info().project.use.baseURL!).origin;
    await uploadMaterial(origin, managerApi.token, 'Kanta za vodu', readFixture(IMAGE_FIXTURE));
    await uploadMaterial(origin, managerApi.token, 'Video o zalijevanju', readFixture(VIDEO_FIXTURE));
    const employee = await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić', kidMale: false });
    await managerApi.createTask(employee.id, {
      taskName: TASK,
      dueDate: sarajevoDay(0),
      dueTime: '23:58',
      subtasks: [{ description: STEP, needPhoto: false }],
    });

    await employeePage.goto(employee.id, 'zadaci');
    const card = tasksTab.card('normal', TASK);
    // 'Iz instrukcija' is among the card's editing controls, behind 'Uredi'.
    await card.startEditing();
    await card.root.getByRole('button', { name: `Iz instrukcija za podzadatak ${STEP}` }).click();
    const chooser = page.getByRole('dialog', { name: `Slika iz instrukcija za podzadatak: ${STEP}` });
    await expect(chooser.getByRole('button', { name: 'Kanta za vodu' })).toBeVisible();
    await expect(chooser.getByRole('button', { name: 'Video o zalijevanju' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await chooser.getByRole('button', { name: 'Kanta za vodu' }).click();
    await expect(chooser).toBeHidden();
    await expect(page.getByText(`Slika je dodana: „${STEP}”.`)).toBeVisible();
    await expect(card.stepThumbnail(STEP)).toHaveJSProperty('complete', true);
    expect(await card.stepThumbnail(STEP).evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([160, 120]);
    // The step keeps its own copy: it is there after a reload, as every screen loads it.
    await page.reload();
    await expect(tasksTab.card('normal', TASK).stepThumbnail(STEP)).toHaveJSProperty('complete', true);
  });

  test('the task form takes a picture for a step before the task exists; the new card shows it, the phone too', async ({
    page,
    browser,
    signedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    test.setTimeout(90_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić', kidMale: false });
    await employeePage.goto(employee.id, 'zadaci');
    await tasksTab.addTask.click();
    const form = tasksTab.form;
    await form.fill({ taskName: TASK, description: 'Cvijeće u hodniku', dueDate: sarajevoDay(0), dueTime: '23:58', steps: [{ description: STEP }, { description: 'Zaliti' }] });

    const firstStep = form.step(1);
    const chooser = page.waitForEvent('filechooser');
    await firstStep.getByRole('button', { name: 'Slika ili video za podzadatak 1' }).click();
    await (await chooser).setFiles(PICTURE);
    await expect(firstStep.getByRole('img', { name: 'Odabrana slika za podzadatak 1' })).toHaveJSProperty('complete', true);
    // Too large for a picture: said beside the step before anything is sent, and the chosen one stays.
    const second = page.waitForEvent('filechooser');
    await form.step(2).getByRole('button', { name: 'Slika ili video za podzadatak 2' }).click();
    await (await second).setFiles({ name: 'velika.png', mimeType: 'image/png', buffer: Buffer.alloc(15 * 1024 * 1024 + 1) });
    await expect(form.step(2).getByRole('alert')).toHaveText('Slika je prevelika (najviše 15 MB).');
    await expectNoAxeViolations(page);

    // Not a picture, though it says so: only the server can tell. The task is saved all the same, and the
    // form says in its place which step's file was not, instead of offering to send the task again.
    const fake = page.waitForEvent('filechooser');
    await form.step(2).getByRole('button', { name: 'Slika ili video za podzadatak 2' }).click();
    await (await fake).setFiles({ name: 'lazna.png', mimeType: 'image/png', buffer: Buffer.from('Ovo nije slika.') });
    await expect(form.step(2).getByRole('alert')).toHaveCount(0);

    await form.submit.click();
    const notSaved = form.dialog.getByRole('alert');
    await expect(notSaved).toContainText('Zadatak je dodan, ali nisu spremljene sve slike');
    await expect(notSaved).toContainText('„Zaliti”: Odaberite sliku (JPEG, PNG, WebP) ili video (MP4, WebM).');
    await expect(form.submit).toHaveCount(0);
    await expectNoAxeViolations(page);
    await form.dialog.getByRole('button', { name: 'U redu' }).click();
    await expect(form.dialog).toBeHidden();
    const card = tasksTab.card('normal', TASK);
    await expect(card.stepThumbnail(STEP)).toHaveJSProperty('complete', true);
    expect(await card.stepThumbnail(STEP).evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([160, 120]);
    await expect(card.stepThumbnail('Zaliti')).toHaveCount(0);

    const phoneContext = await browser.newContext(PHONE);
    const phone = new PhoneApp(await phoneContext.newPage());
    await phone.loginWithCode(await managerApi.loginCode(employee.id), 'Emina');
    await phone.openTask(TASK);
    await expect(phone.stepPicture(STEP)).toBeVisible();
    await phoneContext.close();
  });

  test("the card's step form takes a picture for the new step; a file the server refuses is said beside the form and the step is kept", async ({
    page,
    signedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    test.setTimeout(90_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić', kidMale: false });
    await managerApi.createTask(employee.id, { taskName: TASK, dueDate: sarajevoDay(0), dueTime: '23:58', subtasks: [{ description: STEP }] });
    await employeePage.goto(employee.id, 'zadaci');
    const card = tasksTab.card('normal', TASK);

    // Too large for a picture: said beside the field before anything is sent.
    await card.chooseNewStepMedia({ name: 'velika.png', mimeType: 'image/png', buffer: Buffer.alloc(15 * 1024 * 1024 + 1) });
    await expect(card.root.getByRole('alert')).toHaveText('Slika je prevelika (najviše 15 MB).');
    await expect(card.newStepPicture).toHaveCount(0);

    await card.stepName.fill('Donijeti kantu');
    await card.chooseNewStepMedia(PICTURE);
    await expect(card.newStepPicture).toHaveJSProperty('complete', true);
    await expect(card.root.getByRole('alert')).toHaveCount(0);
    await card.addStepButton.click();
    await expect(card.stepThumbnail('Donijeti kantu')).toHaveJSProperty('complete', true);
    expect(await card.stepThumbnail('Donijeti kantu').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([160, 120]);
    await expect(card.stepName).toHaveValue('');
    await expect(card.newStepPicture).toHaveCount(0);
    await expect(card.newStepMedia).toHaveAccessibleName('Slika ili video za novi podzadatak');

    // Not a picture, though it says so: only the server can tell. The step is saved all the same, and
    // the form says which file was not, so the manager can add it on the step.
    await card.stepName.fill('Oprati lonac');
    await card.chooseNewStepMedia({ name: 'lazna.png', mimeType: 'image/png', buffer: Buffer.from('Ovo nije slika.') });
    await card.addStepButton.click();
    await expect(card.newStepMediaNotSaved).toContainText(
      'Podzadatak „Oprati lonac” je dodan, ali slika „lazna.png” nije spremljena: Odaberite sliku (JPEG, PNG, WebP) ili video (MP4, WebM).',
    );
    await expect(card.newStepMediaNotSaved).toContainText('Dodajte je na podzadatku gumbom „Dodaj sliku ili video”.');
    await expect(card.step('Oprati lonac')).toBeVisible();
    await expect(card.stepThumbnail('Oprati lonac')).toHaveCount(0);
    await expect(card.stepName).toHaveValue('');
    await expectNoAxeViolations(page);
    await card.newStepMediaNotSaved.getByRole('button', { name: 'U redu' }).click();
    await expect(card.newStepMediaNotSaved).toHaveCount(0);
    await expect(card.stepName).toBeFocused();
  });
});
