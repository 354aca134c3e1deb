import path from 'node:path';
import { expectNoAxeViolations } from '../fixtures/axe';
import { recordSpeech } from '../fixtures/speech';
import { sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import { stepPhotos } from '../fixtures/work-api';
import { PHONE, PhoneApp } from '../page-models/phone-app';

const FIRST_PHOTO = path.join(import.meta.dirname, '../fixtures/phone-step-photo.jpg');
const SECOND_PHOTO = path.join(import.meta.dirname, '../fixtures/phone-step-photo-2.png');

const TASK = 'Oprati auto';
const STEP = 'Slika čistog auta';

test.describe('a reason with every rejection', () => {
  // The manager's browser is the test's own page (desktop); the phone is a context of its own.
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the manager refuses with a quick choice; the phone shows the reason and the refused photo until a new one goes', async ({
    page,
    browser,
    loggedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    test.setTimeout(120_000);
    expect(loggedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić', kidMale: false });
    // A lower-priority task: its review opens by clicking the task (the priority list's is in tasks.spec.ts).
    await managerApi.createTask(employee.id, {
      taskName: TASK,
      dueDate: sarajevoDay(0),
      dueTime: '23:58',
      subtasks: [{ description: STEP, needPhoto: true }],
    });

    const phoneContext = await browser.newContext(PHONE);
    const phonePage = await phoneContext.newPage();
    const spoken = await recordSpeech(phonePage);
    const phone = new PhoneApp(phonePage);

    await test.step('the phone starts the task and sends a photo', async () => {
      await phone.loginWithCode(await managerApi.loginCode(employee.id), 'Emina');
      await phone.openTask(TASK);
      await phone.startButton.click();
      await phone.takePhoto(STEP, FIRST_PHOTO);
      await phone.confirmPhoto(STEP);
    });

    await test.step("the manager's 'Ne' asks why; a quick choice fills the field and 'Odbij' refuses", async () => {
      await employeePage.goto(employee.id, 'zadaci');
      const card = tasksTab.card('normal', TASK);
      await expect(card.waiting).toBeVisible();
      await card.title.click();
      const review = tasksTab.review(TASK);
      const dialog = await review.openReject(STEP);
      await expect(dialog.reason).toBeFocused();
      await expect(dialog.reason).toHaveValue('');
      for (const choice of ['Slika je mutna', 'Nije gotovo', 'Pogrešna stvar']) {
        await expect(dialog.choice(choice)).toHaveAttribute('aria-pressed', 'false');
      }
      await expectNoAxeViolations(page);

      await dialog.choose('Nije gotovo');
      await dialog.choose('Slika je mutna');
      await expect(dialog.reason).toHaveValue('Slika je mutna');
      await expect(dialog.choice('Nije gotovo')).toHaveAttribute('aria-pressed', 'false');
      await expectNoAxeViolations(page);

      // 'Odustani' leaves the photo waiting; the next 'Ne' starts empty; Escape closes only the small dialog.
      await dialog.dialog.getByRole('button', { name: 'Odustani' }).click();
      await expect(dialog.dialog).toBeHidden();
      await expect(review.photo(STEP)).toBeVisible();
      await (await review.openReject(STEP)).reason.press('Escape');
      await expect(dialog.dialog).toBeHidden();
      await expect(review.dialog).toBeVisible();
      const again = await review.openReject(STEP);
      await expect(again.reason).toHaveValue('');
      await again.choose('Slika je mutna');
      await again.confirm();

      await review.expectAllReviewed();
      await expect(tasksTab.toast(`Slika je odbijena: „${STEP}”.`)).toBeVisible();
      await review.close();
      await expect(card.waiting).toHaveCount(0);
    });

    await test.step('the phone shows the reason, readable aloud, with the refused photo small beside it', async () => {
      // The phone's task stream brings the decision without a reload.
      await expect(phone.stepReason(STEP)).toHaveText('Razlog: Slika je mutna');
      await expect(phone.step(STEP).getByText('Potrebna je nova slika.')).toBeVisible();
      const refused = phone.rejectedPhoto(STEP);
      await expect.poll(() => refused.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      const box = (await refused.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(120);
      // Beside the reason, not under it: they share a row.
      const reasonBox = (await phone.stepReason(STEP).boundingBox())!;
      expect(box.x).toBeGreaterThan(reasonBox.x);
      expect(box.y).toBeLessThan(reasonBox.y + reasonBox.height);

      await phone.rejectionReadAloud(STEP).click();
      await expect.poll(spoken).toContain('Potrebna je nova slika. Razlog: Slika je mutna');
      await expectNoAxeViolations(phonePage);
    });

    await test.step('a new photo takes the reason and the refused photo away', async () => {
      await phone.takePhoto(STEP, SECOND_PHOTO);
      await phone.confirmPhoto(STEP);
      await expect(phone.stepReason(STEP)).toHaveCount(0);
      await expect(phone.rejectedPhoto(STEP)).toHaveCount(0);
      await phonePage.reload();
      await expect(phone.step(STEP).getByText('⏳ Čeka pregled')).toBeVisible();
      await expect(phone.stepReason(STEP)).toHaveCount(0);
    });

    const managerName = `${loggedInManager.name} ${loggedInManager.surname}`;
    // dd/mm/yyyy HH:mm, as the manager's app shows dates.
    const when = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

    await test.step("the new photo's review says the step was refused before, and why on request", async () => {
      const card = tasksTab.card('normal', TASK);
      await expect(card.waiting).toBeVisible();
      await card.title.click();
      const review = tasksTab.review(TASK);
      await expect(review.rejectedBefore(STEP)).toHaveText('Ranije odbijeno: 1 put');
      const button = review.reasonsButton(STEP);
      await expect(button).toHaveText('Prikaži razloge');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(review.reasons(STEP)).toHaveCount(0);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(button).toHaveText('Sakrij razloge');
      await expect(review.reasons(STEP)).toHaveCount(1);
      const [only] = await review.reasons(STEP).all();
      await expect(only!).toContainText('Slika je mutna');
      await expect(only!).toContainText(managerName);
      await expect(only!.locator('time')).toHaveText(when);
      await expectNoAxeViolations(page);
      await review.close();
    });

    await test.step('a refusal without a reason says only that a new photo is needed; approval clears it', async () => {
      const card = tasksTab.card('normal', TASK);
      await expect(card.waiting).toBeVisible();
      await card.title.click();
      const review = tasksTab.review(TASK);
      await review.reject(STEP);
      await review.expectAllReviewed();
      await review.close();
      await expect(phone.step(STEP).getByText('Potrebna je nova slika.')).toBeVisible();
      await expect(phone.rejectedPhoto(STEP)).toBeVisible();
      await expect(phone.stepReason(STEP)).toHaveCount(0);
      expect((await managerApi.step(employee.id, STEP)).rejection).toMatchObject({ reason: null });

      const session = await managerApi.employeeSession(employee.id);
      await session.sendPhoto((await managerApi.step(employee.id, STEP)).id, stepPhotos.first);
      await expect(card.waiting).toBeVisible();
      // Two refusals now, newest first; the history reads the same on a phone-sized window.
      await page.setViewportSize({ width: 390, height: 844 });
      await card.title.click();
      await expect(review.rejectedBefore(STEP)).toHaveText('Ranije odbijeno: 2 puta');
      await review.reasonsButton(STEP).click();
      await expect(review.reasons(STEP)).toHaveCount(2);
      await expect(review.reasons(STEP).nth(0)).toContainText('Bez razloga');
      await expect(review.reasons(STEP).nth(1)).toContainText('Slika je mutna');
      const overflow = await review.dialog.evaluate((dialog) => {
        const body = dialog.querySelector('.mantine-Modal-body') ?? dialog;
        return body.scrollWidth - body.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      // The last photo: the review closes itself (a 'Zatvori' tapped as it goes would miss it).
      await review.approve(STEP);
      await review.expectAllReviewed();
      await expect(phone.step(STEP).getByText('Slika je prihvaćena.')).toBeVisible();
      await expect(phone.rejectedPhoto(STEP)).toHaveCount(0);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await phoneContext.close();
  });

  test('a refused step without a photo: the phone asks calmly to do it once more, with the reason, until it is ticked again', async ({
    page,
    browser,
    loggedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    test.setTimeout(90_000);
    expect(loggedInManager.id).toBeGreaterThan(0);
    const PLAIN_TASK = 'Pospremiti kuhinju';
    const PLAIN_STEP = 'Obrisati stol';
    const employee = await managerApi.createEmployee({ name: 'Haris', surname: 'Kovač', kidMale: true });
    await managerApi.createTask(employee.id, {
      taskName: PLAIN_TASK,
      dueDate: sarajevoDay(0),
      dueTime: '23:58',
      subtasks: [{ description: PLAIN_STEP }, { description: 'Oprati čaše' }],
    });

    const phoneContext = await browser.newContext(PHONE);
    const phonePage = await phoneContext.newPage();
    const spoken = await recordSpeech(phonePage);
    const phone = new PhoneApp(phonePage);
    await phone.loginWithCode(await managerApi.loginCode(employee.id), 'Haris');
    await phone.openTask(PLAIN_TASK);
    await phone.startButton.click();
    await phone.stepCheckbox(PLAIN_STEP).check();
    await expect(phone.stepCheckbox(PLAIN_STEP)).toBeChecked();
    await expect.poll(async () => (await managerApi.step(employee.id, PLAIN_STEP)).done).toBe(true);

    await test.step('the manager refuses it with a reason; the phone unticks it and asks kindly, readable aloud', async () => {
      await managerApi.refuseStep((await managerApi.step(employee.id, PLAIN_STEP)).id, 'Ostale su mrvice');
      await expect(phone.stepAgain(PLAIN_STEP)).toBeVisible();
      await expect(phone.stepCheckbox(PLAIN_STEP)).not.toBeChecked();
      await expect(phone.stepReason(PLAIN_STEP)).toHaveText('Razlog: Ostale su mrvice');
      await expect(phone.stepCheckbox(PLAIN_STEP)).toHaveAccessibleDescription(
        'Voditelj te moli da ovo uradiš još jednom. Razlog: Ostale su mrvice',
      );
      // Calm: the step keeps its own colours, and there is no photo to show.
      await expect(phone.rejectedPhoto(PLAIN_STEP)).toHaveCount(0);
      await phone.rejectionReadAloud(PLAIN_STEP).click();
      await expect.poll(spoken).toContain('Voditelj te moli da ovo uradiš još jednom. Razlog: Ostale su mrvice');
      await expectNoAxeViolations(phonePage);
    });

    await test.step("the manager's card says the step was sent back", async () => {
      await employeePage.goto(employee.id, 'zadaci');
      await expect(tasksTab.card('normal', PLAIN_TASK).step(PLAIN_STEP)).toContainText('vraćeno na doradu');
      await expectNoAxeViolations(page);
    });

    await test.step('ticking it again ends the refusal on both sides', async () => {
      await phone.stepCheckbox(PLAIN_STEP).check();
      await expect(phone.stepAgain(PLAIN_STEP)).toHaveCount(0);
      await expect(phone.stepReason(PLAIN_STEP)).toHaveCount(0);
      await expect(tasksTab.card('normal', PLAIN_TASK).step(PLAIN_STEP)).not.toContainText('vraćeno na doradu');
      expect((await managerApi.step(employee.id, PLAIN_STEP)).rejection).toBeNull();
    });

    await phoneContext.close();
  });
});
