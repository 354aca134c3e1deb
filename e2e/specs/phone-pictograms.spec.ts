import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expectFontSize, expectOnScreen } from '../fixtures/on-screen';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneTestData } from '../page-models/phone-test-data';

test.use(PHONE);

const TASK = 'Oprati zube';
const STEP = 'Uzeti četkicu i pastu';
const OTHER_STEP = 'Isprati usta vodom';

/** The manager's phone settings beside the look: one step at a time, the high-contrast pictograms. */
async function chooseSettings(request: APIRequestContext, manager: PhoneTestData, employeeId: number, chosen: { focusView?: boolean; pictogramContrast?: boolean }) {
  const { phoneLoginString: _code, ...current } = await manager.settings(employeeId);
  const response = await request.put(`/api/v1/account/settings/${employeeId}`, {
    headers: { Authorization: `Bearer ${manager.managerToken}` },
    data: { ...current, ...chosen },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await manager.settings(employeeId)).toMatchObject(chosen);
}

/** The manager gives the task 'tooth' and its first step 'toothbrush' from the library, through the API. */
async function taskWithPictograms(request: APIRequestContext, manager: PhoneTestData, employeeId: number) {
  const task = await manager.createTask(employeeId, { taskName: TASK, subtasks: [{ description: STEP }, { description: OTHER_STEP }] });
  const headers = { Authorization: `Bearer ${manager.managerToken}` };
  const step = await request.put(`/api/v1/task/sub/${task.subtasks[0]!.id}/pictogram`, { headers, data: { name: 'toothbrush' } });
  expect(step.status(), await step.text()).toBe(200);
  expect(((await step.json()) as { pictogram: unknown }).pictogram).toEqual({ name: 'toothbrush', downloadURL: '/api/v1/pictograms/toothbrush.svg' });
  const whole = await request.put(`/api/v1/task/${task.id}/pictogram`, { headers, data: { name: 'tooth' } });
  expect(whole.status(), await whole.text()).toBe(200);
}

/** A task's or step's pictogram as the phone draws it (an <img> in colour, a masked box in the contrast look). */
const pictogram = (scope: Locator, name: string) => scope.locator(`[data-pictogram="${name}"]`);

/** The drawing really arrived: the <img> has its picture (an SVG's natural size is its own, above 0). */
async function expectDrawn(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

/** Wholly within the phone's width (nothing pushed off the side), once scrolled to. */
async function expectWithinWidth(locator: Locator, what: string) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(PHONE.viewport.width);
  expect(await locator.page().evaluate(() => document.documentElement.scrollWidth), `${what}: the page scrolls sideways`).toBeLessThanOrEqual(PHONE.viewport.width);
}


/** The addresses the service worker keeps in its pictogram cache (fetched ahead from the list). */
function keptDrawings(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('step-pictograms');
    return (await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search).sort();
  });
}

async function loggedIn(page: Page, manager: PhoneTestData, employeeId: number, size: number): Promise<PhoneApp> {
  const phone = new PhoneApp(page);
  await phone.loginWithCode(await manager.loginCode(employeeId), 'Lejla');
  await expectFontSize(page, size);
  await expect(phone.taskCard(TASK)).toBeVisible();
  return phone;
}

test("at 40 px the task's pictogram is beside its name, the step's large above its text, and both draw offline", async ({ page, request, context }) => {
  test.setTimeout(90_000);
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Lejla', kidMale: false });
  await manager.updateLook(employee.id, { fontSize: 40 });
  await taskWithPictograms(request, manager, employee.id);
  const phone = await loggedIn(page, manager, employee.id, 40);

  const card = phone.taskCard(TASK);
  const cardPictogram = pictogram(card, 'tooth');
  await expectDrawn(cardPictogram);
  // Beside the name: in the name's link (decorative, the name says it), in its line, all on the screen.
  await expect(card.getByRole('link', { name: TASK, exact: true }).locator('img[alt=""]')).toHaveCount(1);
  await expectWithinWidth(cardPictogram, "the task's pictogram");
  await expectWithinWidth(card.getByRole('heading', { name: TASK }), "the task's name");

  // Fetched ahead from the list while online (a reload: the list under the service worker's control).
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect.poll(() => keptDrawings(page)).toEqual(['/api/v1/pictograms/tooth.svg', '/api/v1/pictograms/toothbrush.svg']);

  await phone.openTask(TASK);
  // Large, as a step picture: named by the step, above its text, the step's width on a 360 px screen.
  const stepPictogram = phone.stepPicture(STEP);
  await expectDrawn(stepPictogram);
  await expect(stepPictogram).toHaveAttribute('src', '/api/v1/pictograms/toothbrush.svg');
  const pictureBox = (await stepPictogram.boundingBox())!;
  const textBox = (await phone.step(STEP).getByText(STEP, { exact: true }).boundingBox())!;
  expect(pictureBox.y + pictureBox.height).toBeLessThanOrEqual(textBox.y);
  expect(pictureBox.width).toBeGreaterThan(250);
  expect(pictureBox.x + pictureBox.width).toBeLessThanOrEqual(PHONE.viewport.width);
  // The step without one shows none; read-aloud is the step's own, as before.
  await expect(phone.step(OTHER_STEP).locator('[data-pictogram]')).toHaveCount(0);
  await expect(phone.stepReadAloud(STEP)).toBeVisible();
  await expectNoAxeViolations(page, 'the task with pictograms');

  await context.setOffline(true);
  await page.reload();
  await expect(phone.heading).toHaveText(TASK);
  await expectDrawn(phone.stepPicture(STEP));
  await phone.goToTasks();
  await expectDrawn(pictogram(phone.taskCard(TASK), 'tooth'));
  await context.setOffline(false);
});

test("in the high-contrast look the pictograms are the one-colour drawings in the text's colour, kept offline too", async ({ page, request, context }) => {
  test.setTimeout(90_000);
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Lejla', kidMale: false });
  await manager.updateLook(employee.id, { fontSize: 40, colorForSubtask: '#1F4F82' });
  await chooseSettings(request, manager, employee.id, { pictogramContrast: true });
  await taskWithPictograms(request, manager, employee.id);
  const phone = await loggedIn(page, manager, employee.id, 40);

  // The card's: decorative beside the name, so hidden from a screen reader.
  const cardPictogram = pictogram(phone.taskCard(TASK), 'tooth');
  await expect(cardPictogram).toBeVisible();
  await expect(cardPictogram).toHaveAttribute('aria-hidden', 'true');
  await expect(cardPictogram).toHaveCSS('mask-image', /\/api\/v1\/pictograms\/tooth\.svg\?look=contrast/);
  await expectWithinWidth(cardPictogram, "the task's pictogram");

  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect
    .poll(() => keptDrawings(page))
    .toEqual(['/api/v1/pictograms/tooth.svg?look=contrast', '/api/v1/pictograms/toothbrush.svg?look=contrast']);

  await context.setOffline(true);
  await phone.openTask(TASK);
  // The step's: a picture named by the step, its lines in the step's text colour (light on the dark blue step).
  const stepPictogram = phone.stepPicture(STEP);
  await expect(stepPictogram).toBeVisible();
  await expect(stepPictogram).toHaveCSS('mask-image', /\/api\/v1\/pictograms\/toothbrush\.svg\?look=contrast/);
  const colours = await stepPictogram.evaluate((element) => {
    const style = getComputedStyle(element);
    return { paint: style.backgroundColor, text: getComputedStyle(element.closest('li')!).color };
  });
  expect(colours.paint).toBe(colours.text);
  expect(colours.paint).not.toBe('rgb(20, 20, 20)');
  expect((await stepPictogram.boundingBox())!.width).toBeGreaterThan(250);
  // Its drawing is there without a connection: the mask's address answers from the service worker's cache.
  const offline = await page.evaluate(async () => {
    const response = await fetch('/api/v1/pictograms/toothbrush.svg?look=contrast');
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  });
  expect(offline.status).toBe(200);
  expect(offline.type).toMatch(/^image\/svg\+xml/);
  expect(offline.text).toContain('currentColor');
  await expectNoAxeViolations(page, 'the task with high-contrast pictograms');
  await context.setOffline(false);
});

for (const size of [22, 40, 72]) {
  test(`at ${size} px one step at a time shows the step's pictogram large, its text and 'Gotovo' still on the first screen`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const manager = await PhoneTestData.create(request);
    const employee = await manager.createEmployee({ name: 'Lejla', kidMale: false });
    await manager.updateLook(employee.id, { fontSize: size });
    await chooseSettings(request, manager, employee.id, { focusView: true });
    await taskWithPictograms(request, manager, employee.id);
    const phone = await loggedIn(page, manager, employee.id, size);

    const card = phone.taskCard(TASK);
    await expectDrawn(pictogram(card, 'tooth'));
    await expectWithinWidth(pictogram(card, 'tooth'), `the task's pictogram at ${size} px`);
    await expectWithinWidth(card.getByRole('link', { name: TASK, exact: true }), `the task's name at ${size} px`);
    await page.screenshot({ path: test.info().outputPath(`list-${size}.png`) });

    await phone.openTask(TASK);
    await phone.startButton.click();
    await expect(phone.focusStepHeading).toHaveText('Korak 1 od 2');
    await expectDrawn(phone.stepPicture(STEP));
    await expectOnScreen(phone.step(STEP).getByText(STEP, { exact: true }), `the step's text at ${size} px`);
    await expectOnScreen(phone.doneButton, `'Gotovo' at ${size} px`);
    await page.screenshot({ path: test.info().outputPath(`step-${size}.png`) });
  });
}
