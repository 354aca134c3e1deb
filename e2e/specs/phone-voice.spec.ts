import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { recordSpeech } from '../fixtures/speech';
import { toneWav } from '../fixtures/audio-files';
import { watchVoices } from '../fixtures/voice-playback';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneTestData } from '../page-models/phone-test-data';

test.use(PHONE);

const VOICED = 'Oprati ruke';
const UNVOICED = 'Obrisati ruke';

/** The manager's recorded voice for a step, sent as the raw audio (here a WAV). */
async function setStepVoice(request: APIRequestContext, manager: PhoneTestData, stepId: number, audio: Buffer) {
  const response = await request.put(`/api/v1/task/sub/${stepId}/voice`, {
    headers: { Authorization: `Bearer ${manager.managerToken}`, 'content-type': 'audio/wav' },
    data: audio,
  });
  expect(response.status(), await response.text()).toBe(200);
}

test("a step's read-aloud plays the carer's voice (pressed again, it stops), a step without one is read by the device, and offline the kept voice still plays", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Tarik' });
  const task = await manager.createTask(employee.id, {
    taskName: 'Prije jela',
    subtasks: [{ description: VOICED }, { description: UNVOICED }],
  });
  // Long enough to be stopped by hand before it ends.
  await setStepVoice(request, manager, task.subtasks[0]!.id, toneWav(20));

  const spoken = await recordSpeech(page);
  const voices = await watchVoices(page);
  const phone = new PhoneApp(page);
  await phone.loginWithCode(await manager.loginCode(employee.id), 'Tarik');
  await expect(phone.taskCard('Prije jela')).toBeVisible();
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null);
  // The list under the worker's control fetches the open tasks' voices ahead, before the task is opened.
  await page.reload();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('step-voices')).keys()).map((request) => new URL(request.url).pathname)))
    .toEqual([expect.stringMatching(/^\/api\/v1\/files\/voices\//)]);

  await phone.openTask('Prije jela');
  const voiced = phone.stepReadAloud(VOICED);
  await voiced.click();
  await expect.poll(voices).toEqual({ started: 1, playing: true });
  await expect(voiced).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, 'a voice playing');
  // Pressed again: it stops.
  await voiced.click();
  await expect.poll(voices).toEqual({ started: 1, playing: false });
  await expect(voiced).toHaveAttribute('aria-pressed', 'false');
  expect(await spoken()).not.toContain(VOICED);

  // Without a voice, the device reads the step as before.
  await phone.stepReadAloud(UNVOICED).click();
  await expect.poll(spoken).toContain(UNVOICED);
  expect((await voices()).started).toBe(1);

  // Offline, the voice kept on the phone plays all the same.
  await context.setOffline(true);
  await page.reload();
  await expect(phone.heading).toHaveText('Prije jela');
  await phone.stepReadAloud(VOICED).click();
  await expect.poll(voices).toEqual({ started: 1, playing: true });
  expect(await spoken()).not.toContain(VOICED);
  await phone.stepReadAloud(VOICED).click();
  await expect.poll(voices).toEqual({ started: 1, playing: false });
});

test.describe('a voice that cannot be fetched', () => {
  // Without the worker, the page's own requests can be failed here: the voice's link answers nothing.
  test.use({ serviceWorkers: 'block' });

  test('is read by the device instead', async ({ page, request }) => {
    const manager = await PhoneTestData.create(request);
    const employee = await manager.createEmployee({ name: 'Tarik' });
    const task = await manager.createTask(employee.id, { taskName: 'Poslije jela', subtasks: [{ description: VOICED }] });
    await setStepVoice(request, manager, task.subtasks[0]!.id, toneWav(2));

    const spoken = await recordSpeech(page);
    const voices = await watchVoices(page);
    let asked = 0;
    await page.route('**/api/v1/files/voices/**', (route) => {
      asked += 1;
      return route.abort('internetdisconnected');
    });
    const phone = new PhoneApp(page);
    await phone.loginWithCode(await manager.loginCode(employee.id), 'Tarik');
    await phone.openTask('Poslije jela');
    const readAloud = phone.stepReadAloud(VOICED);
    await readAloud.click();
    await expect.poll(spoken).toContain(VOICED);
    expect(asked).toBe(1);
    expect((await voices()).started).toBe(0);
  });
});
