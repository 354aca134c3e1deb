import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildEmployee, buildManager, sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { codeOfLink, PhoneAppTab } from '../page-models/phone-app-tab';

const FIRST_PHOTO = path.join(import.meta.dirname, '../fixtures/phone-step-photo.jpg');
const SECOND_PHOTO = path.join(import.meta.dirname, '../fixtures/phone-step-photo-2.png');

const TASK = 'Spremiti sobu';
const PLAIN_STEP = 'Nahraniti ribice';
const PHOTO_STEP = 'Složiti krevet';

const bodyStyle = (page: Page, property: string) =>
  page.locator('body').evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test.describe('the manager and the employee together', () => {
  // The manager's browser is the test's own page (desktop); each phone is a context of its own.
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a task with a photo step goes from the manager to the phone and back until it is done', async ({
    page,
    browser,
    registerPage,
    loginPage,
    employeesPage,
    employeePage,
    tasksTab,
  }) => {
    // Two people, a rejected photo, and the phone's own refresh while it waits for a decision.
    test.setTimeout(180_000);
    const phoneAppTab = new PhoneAppTab(page);

    await test.step('the manager registers, logs in and adds the employee', async () => {
      const managerData = buildManager();
      await registerPage.goto();
      await registerPage.register(managerData);
      await expect(registerPage.summaryHeading).toBeVisible();
      await registerPage.loginLink.click();
      await loginPage.login(managerData.email, managerData.password);
      await expect(employeesPage.heading).toBeVisible();

      await employeesPage.add(buildEmployee({ name: 'Haris', surname: 'Delić', kidMale: true }));
      await expect(employeesPage.addDialog.dialog).toBeHidden();
      await employeesPage.open('Haris Delić');
      await expect(employeePage.heading('Haris Delić')).toBeVisible();
    });

    await test.step('the manager gives the employee a task with a plain step and a photo step', async () => {
      await employeePage.openTab('Zadaci');
      await tasksTab.createTask({
        taskName: TASK,
        description: 'Soba treba biti uredna prije ručka.',
        dueDate: sarajevoDay(0),
        dueTime: '23:58',
        priority: true,
        steps: [{ description: PLAIN_STEP }, { description: PHOTO_STEP, needPhoto: true }],
      });
      await expect(tasksTab.card('priority', TASK).title).toBeVisible();
    });

    await test.step("the manager sets the phone's look", async () => {
      await employeePage.openTab('Mobilna aplikacija');
      await phoneAppTab.expectLoaded();
      await phoneAppTab.chooseFont('Courier New');
      await phoneAppTab.setFontSize(26);
      await phoneAppTab.setColor('colorForFont', '#000080');
      await phoneAppTab.setColor('colorForBackground', '#fff8dc');
      await phoneAppTab.setColor('colorOfPriorityTask', '#ffd700');
      await phoneAppTab.setColor('colorForProgress', '#800080');
      await phoneAppTab.save.click();
      await expect(phoneAppTab.savedNotice).toBeVisible();
    });

    // What the phone's camera reads from the manager's screen.
    const link = await phoneAppTab.readQrLink();
    expect(link).toBe(`${new URL(page.url()).origin}/plan-dan/m/prijava?kod=${encodeURIComponent(codeOfLink(link))}`);

    const phoneContext = await browser.newContext(PHONE);
    const phone = new PhoneApp(await phoneContext.newPage());

    await test.step('the phone opens the link from the QR code and shows the chosen look', async () => {
      await phone.page.goto(link);
      await expect(phone.page.getByRole('heading', { name: 'Uspješna prijava!' })).toBeVisible();
      await expect(phone.heading).toHaveText('Dobro došao Haris!');
      await expect.poll(() => bodyStyle(phone.page, 'font-family')).toMatch(/^"Courier New"/);
      expect(await bodyStyle(phone.page, 'font-size')).toBe('26px');
      expect(await bodyStyle(phone.page, 'background-color')).toBe('rgb(255, 248, 220)');
      expect(await bodyStyle(phone.page, 'color')).toBe('rgb(0, 0, 128)');
      const card = phone.taskCard(TASK);
      await expect(card).toHaveCSS('background-color', 'rgb(255, 215, 0)');
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 od 2 završena');
    });

    await test.step("the used code is replaced on the manager's screen by itself", async () => {
      await expect.poll(async () => codeOfLink(await phoneAppTab.readQrLink()), { timeout: 10_000 }).not.toBe(codeOfLink(link));
      await expect(phoneAppTab.usedNotice).toBeVisible();
    });

    await test.step('the employee starts the task, ticks the plain step and sends a photo', async () => {
      await phone.openTask(TASK);
      await phone.startButton.click();
      await phone.stepCheckbox(PLAIN_STEP).check();
      await expect(phone.stepCheckbox(PLAIN_STEP)).toBeChecked();
      await phone.takePhoto(PHOTO_STEP, FIRST_PHOTO);
      await phone.confirmPhoto(PHOTO_STEP);
    });

    await test.step('the manager rejects the photo', async () => {
      await employeePage.openTab('Zadaci');
      const card = tasksTab.card('priority', TASK);
      await card.waiting.click();
      const review = tasksTab.review(TASK);
      // The photo the phone sent is there to see, not only its name.
      const thumbnail = review.photo(PHOTO_STEP).getByRole('button', { name: `Povećaj sliku: ${PHOTO_STEP}` }).locator('img');
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await review.reject(PHOTO_STEP);
      await review.expectAllReviewed();
      await review.close();
      await expect(card.waiting).toHaveCount(0);
    });

    await test.step('the phone sees the step open again and sends a new photo', async () => {
      await phone.returnToApp();
      await expect(phone.step(PHOTO_STEP).getByText('Potrebna je nova slika.')).toBeVisible();
      await phone.takePhoto(PHOTO_STEP, SECOND_PHOTO);
      await phone.confirmPhoto(PHOTO_STEP);
    });

    await test.step('the manager approves the new photo', async () => {
      // The list is live: the new photo's waiting icon appears without a reload.
      const card = tasksTab.card('priority', TASK);
      await expect(card.waiting).toBeVisible();
      await card.waiting.click();
      const review = tasksTab.review(TASK);
      await review.approve(PHOTO_STEP);
      await review.expectAllReviewed();
      await review.close();
      // Finished: folded away under 'Završeni zadaci (1)'.
      await tasksTab.openFinished('priority');
      await expect(card.done).toBeVisible();
    });

    await test.step("the phone shows the task finished, under 'Napredak', and the celebration", async () => {
      // The phone hears of the decision at once (its polling would take 20 s); no reload or focus change.
      await expect(phone.finishedMoment.getByText('Zadatak je završen. Bravo!')).toBeVisible();
      await phone.finishedMoment.getByRole('button', { name: 'Zatvori' }).click();
      await expect(phone.finishedMoment).toHaveCount(0);
      await phone.goToProgress();
      await expect(phone.taskCard(TASK)).toBeVisible();
      await phone.goToTasks();
      await expect(phone.page.getByRole('status').filter({ hasText: 'Bravo Haris! Nemaš više zadataka za danas!' })).toBeVisible();
    });

    await test.step("a change of look on the manager's side reaches the phone", async () => {
      await employeePage.openTab('Mobilna aplikacija');
      await phoneAppTab.expectLoaded();
      await phoneAppTab.chooseFont('Verdana');
      await phoneAppTab.setColor('colorForBackground', '#e6f0ff');
      await phoneAppTab.save.click();
      await expect(phoneAppTab.savedNotice).toBeVisible();
      await phone.returnToApp();
      await expect.poll(() => bodyStyle(phone.page, 'background-color')).toBe('rgb(230, 240, 255)');
      expect(await bodyStyle(phone.page, 'font-family')).toMatch(/^Verdana/);
    });

    await test.step('the same QR link on another phone fails', async () => {
      const otherContext = await browser.newContext(PHONE);
      const other = new PhoneApp(await otherContext.newPage());
      await other.page.goto(link);
      await expect(other.heading).toHaveText('Prijava nije uspjela!');
      await expect(other.page.getByText('Profil ne postoji')).toBeVisible();
      await otherContext.close();
    });

    await phoneContext.close();
  });
});
