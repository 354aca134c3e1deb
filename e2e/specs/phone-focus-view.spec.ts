import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expectFontSize, expectOnScreen } from '../fixtures/on-screen';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneTestData } from '../page-models/phone-test-data';

test.use(PHONE);

const SIZES = [22, 40, 72];
const PHOTO = path.join(import.meta.dirname, '../fixtures/phone-step-photo.jpg');
const PICTURE = readFileSync(path.join(import.meta.dirname, '../fixtures/phone-step-photo-2.png'));
const FIRST = 'Namjestiti krevet';
const PHOTO_STEP = 'Slikati pospremljenu sobu';
const LAST = 'Otvoriti prozor';

/** The manager chooses, for this employee, that the phone opens a task one step at a time. */
async function chooseFocusView(request: APIRequestContext, manager: PhoneTestData, employeeId: number) {
  const { phoneLoginString: _code, ...current } = await manager.settings(employeeId);
  const response = await request.put(`/api/v1/account/settings/${employeeId}`, {
    headers: { Authorization: `Bearer ${manager.managerToken}` },
    data: { ...current, focusView: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect((await manager.settings(employeeId)).focusView).toBe(true);
}

for (const size of SIZES) {
  test(`at ${size} px on a 360×640 phone a task is done one step at a time, each step's action on the first screen`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const manager = await PhoneTestData.create(request);
    const employee = await manager.createEmployee({ name: 'Lejla', kidMale: false });
    await manager.updateLook(employee.id, { fontSize: size });
    await chooseFocusView(request, manager, employee.id);
    const task = await manager.createTask(employee.id, {
      taskName: 'Pospremiti sobu',
      priority: true,
      subtasks: [{ description: FIRST }, { description: PHOTO_STEP, needPhoto: true }, { description: LAST }],
    });
    const [firstStep, photoStep] = task.subtasks;
    await manager.setStepPicture(firstStep!.id, PICTURE, 'image/png');

    const phone = new PhoneApp(page);
    await phone.loginWithCode(await manager.loginCode(employee.id), 'Lejla');
    await expectFontSize(page, size);

    // Not started: the page as always, its 'Započni' to tap first.
    await phone.openTask('Pospremiti sobu');
    await expect(phone.focusStepHeading).toHaveCount(0);
    await expectOnScreen(phone.startButton, `'Započni zadatak' at ${size} px`);
    await phone.startButton.click();

    // Step 1 of 3: only it, large, with its picture and read-aloud; its heading says where one is and has the focus.
    await expect(phone.focusStepHeading).toHaveText('Korak 1 od 3');
    await expect(phone.focusStepHeading).toBeFocused();
    await expect(phone.shownSteps).toHaveCount(1);
    await expect(phone.stepPicture(FIRST)).toBeVisible();
    await expectOnScreen(phone.doneButton, `'Gotovo' of step 1 at ${size} px`);
    await expectOnScreen(phone.stepReadAloud(FIRST), `read-aloud of step 1 at ${size} px`);
    await expect(phone.allStepsButton).toBeVisible();
    await page.screenshot({ path: `/tmp/focus-${size}-step1.png` });
    await expectNoAxeViolations(page, `step 1 at ${size} px`);
    await phone.doneButton.click();

    // Step 2 of 3, a photo: its 'Slikaj' on the first screen; once sent, it waits for the manager and the next step comes.
    await expect(phone.focusStepHeading).toHaveText('Korak 2 od 3');
    await expect(phone.focusStepHeading).toBeFocused();
    await expect(phone.shownSteps).toHaveCount(1);
    await expect(phone.step(PHOTO_STEP)).toBeVisible();
    await expect(phone.doneButton).toHaveCount(0);
    await expectOnScreen(phone.step(PHOTO_STEP).getByRole('button', { name: 'Slikaj' }), `'Slikaj' of step 2 at ${size} px`);
    await page.screenshot({ path: `/tmp/focus-${size}-step2.png` });
    await expectNoAxeViolations(page, `step 2 at ${size} px`);
    await phone.takePhoto(PHOTO_STEP, PHOTO);
    await phone.photoMoment(PHOTO_STEP).getByRole('button', { name: 'Potvrdi' }).click();
    await expect(phone.photoMoment(PHOTO_STEP)).toHaveCount(0);

    // Step 3 of 3; 'Svi koraci' shows the whole list (the photo waiting), 'Jedan korak' comes back to this step.
    await expect(phone.focusStepHeading).toHaveText('Korak 3 od 3');
    await expect(phone.focusStepHeading).toBeFocused();
    await expect(phone.step(LAST)).toBeVisible();
    await expectOnScreen(phone.doneButton, `'Gotovo' of step 3 at ${size} px`);
    await page.screenshot({ path: `/tmp/focus-${size}-step3.png` });
    await phone.allStepsButton.click();
    await expect(phone.shownSteps).toHaveCount(3);
    await expect(phone.step(PHOTO_STEP).getByText('⏳ Čeka pregled')).toBeVisible();
    await expect(phone.stepCheckbox(FIRST)).toBeChecked();
    await expect(phone.oneStepButton).toBeFocused();
    await page.screenshot({ path: `/tmp/focus-${size}-all.png` });
    await expectNoAxeViolations(page, `every step at ${size} px`);
    await phone.oneStepButton.click();
    await expect(phone.focusStepHeading).toHaveText('Korak 3 od 3');
    await expect(phone.focusStepHeading).toBeFocused();
    await expect(phone.shownSteps).toHaveCount(1);
    await phone.doneButton.click();

    // Every step done or sent: calmly waiting for the manager, who approves the photo; the task is finished.
    await expect(phone.page.getByRole('heading', { level: 2, name: 'Svi koraci su urađeni' })).toBeFocused();
    await expect(phone.shownSteps).toHaveCount(0);
    await page.screenshot({ path: `/tmp/focus-${size}-waiting.png` });
    await manager.decideStep(photoStep!.id, true);
    await expect(phone.finishedMoment).toBeVisible();
    await expectOnScreen(phone.finishedMoment.getByRole('button', { name: 'Zadaci' }), `the finished moment's 'Zadaci' at ${size} px`);
    await page.screenshot({ path: `/tmp/focus-${size}-finished.png` });
    await expectNoAxeViolations(page, `the finished moment at ${size} px`);
    await phone.finishedMoment.getByRole('button', { name: 'Zatvori' }).click();
    await expect(phone.heading).toBeFocused();
    await expect(phone.page.getByText('Zadatak je završen. Bravo!')).toBeVisible();
  });
}
