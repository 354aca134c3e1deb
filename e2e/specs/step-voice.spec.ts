import { expectNoAxeViolations } from '../fixtures/axe';
import { expectOnScreen } from '../fixtures/on-screen';
import { toneWavFile } from '../fixtures/audio-files';
import { sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import { watchVoices } from '../fixtures/voice-playback';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { StepVoiceControls } from '../page-models/step-voice';

// The microphone is Chromium's fake device (a steady tone), allowed without asking: see fixtures/chromium-args.ts.

const TASK = 'Oprati zube';
const FIRST = 'Staviti pastu na četkicu';
const SECOND = 'Prati dvije minute';

/**
 * The whole flows run on a laptop; the same components at 390 px get their own test below: on screen and axe on
 * the same four states (the form while recording, the form with voices, the card with a voice, a refused voice).
 */
const LAPTOP = { width: 1366, height: 800 };
const PHONE_WIDTH = { width: 390, height: 844 };

test.describe(`the carer's voice for a step, on a laptop`, () => {
  test.use({ viewport: LAPTOP });

  test('the task form records a voice for a new step, plays it, records again, removes it, loads a file; the saved task plays the server\'s voices, after a reload too', async ({
    page,
    signedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    test.setTimeout(150_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić', kidMale: false });
    await employeePage.goto(employee.id, 'zadaci');
    await tasksTab.addTask.click();
    const form = tasksTab.form;
    await form.fill({ taskName: TASK, description: 'Navečer', dueDate: sarajevoDay(0), dueTime: '23:58', steps: [{ description: FIRST }, { description: SECOND }] });
    const first = new StepVoiceControls(form.step(1), 'za podzadatak 1');
    const second = new StepVoiceControls(form.step(2), 'za podzadatak 2');
    await first.expectNoVoice();

    await test.step('record: the seconds left show while it records, then the recording plays', async () => {
      await first.startRecording();
      await expect(first.group.getByText('Snimanje…')).toBeVisible();
      await expectNoAxeViolations(page, 'the task form while recording');
      await first.stopRecording();
      await expect(first.player).toHaveAttribute('src', /^blob:/);
    });

    await test.step("'Snimi ponovo' replaces it; 'Ukloni' takes it away", async () => {
      const before = await first.player.getAttribute('src');
      await first.recordVoice();
      await expect(first.player).not.toHaveAttribute('src', before!);
      await first.remove.click();
      await first.expectNoVoice();
      await expect(first.record).toBeFocused();
      await first.recordVoice();
    });

    await test.step("'Učitaj zvuk' takes a sound file; one too large is refused beside it before sending", async () => {
      await second.uploadFile({ name: 'veliki.wav', mimeType: 'audio/wav', buffer: Buffer.alloc(8 * 1024 * 1024 + 1) });
      await expect(second.error).toHaveText('Snimka je prevelika (najviše 8 MB).');
      await second.expectNoVoice();
      await second.uploadFile(toneWavFile());
      await expect(second.error).toHaveCount(0);
      await second.expectVoice();
      await expectNoAxeViolations(page, 'the task form with two voices');
    });

    await test.step("saved with the task: the card's steps play the server's copies, and still after a reload", async () => {
      await form.submit.click();
      await expect(form.dialog).toBeHidden();
      const card = tasksTab.card('normal', TASK);
      // Without 'Uredi' the card says which steps have a voice.
      await expect(card.step(FIRST)).toContainText('(Glas)');
      await expect(card.step(SECOND)).toContainText('(Glas)');
      await card.startEditing();
      for (const step of [FIRST, SECOND]) {
        await card.stepVoice(step).expectVoice();
        await expect(card.stepVoice(step).player).toHaveAttribute('src', /^\/api\//);
      }
      await page.reload();
      const again = tasksTab.card('normal', TASK);
      await again.startEditing();
      await again.stepVoice(FIRST).expectVoice();
      await again.stepVoice(SECOND).expectVoice();
      await expectNoAxeViolations(page, 'the card with voices');
    });
  });

  test("on the card under 'Uredi': record, record again until it stops by itself at a minute, remove; a file that is no sound is refused in Croatian", async ({
    page,
    signedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    test.setTimeout(150_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    // The page's own clock: the minute's limit is run through, not waited for.
    await page.clock.install();
    const employee = await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić', kidMale: false });
    await managerApi.createTask(employee.id, { taskName: TASK, dueDate: sarajevoDay(0), dueTime: '23:58', subtasks: [{ description: FIRST }] });
    await employeePage.goto(employee.id, 'zadaci');
    const card = tasksTab.card('normal', TASK);
    const voice = card.stepVoice(FIRST);

    await card.recordStepVoice(FIRST);
    const saved = await voice.player.getAttribute('src');

    await test.step('a recording stops by itself at 60 seconds, counting down, and is saved', async () => {
      // Held still while it records, then moved on by hand: the count shows exactly what a person would see.
      await page.clock.pauseAt(Date.now() + 1000);
      await voice.startRecording();
      await expect(voice.remaining).toHaveText('Još 60 s');
      await page.clock.fastForward(30_000);
      await expect(voice.remaining).toHaveText('Još 30 s');
      await page.clock.fastForward(30_000);
      await expect(voice.stop).toHaveCount(0);
      await page.clock.resume();
      await expect(tasksTab.toast(`Glas je spremljen: „${FIRST}”.`).first()).toBeVisible();
      await voice.expectVoice();
      await expect(voice.player).not.toHaveAttribute('src', saved!);
    });

    await test.step("'Ukloni' removes it from the server", async () => {
      await voice.remove.click();
      await expect(tasksTab.toast(`Glas je uklonjen: „${FIRST}”.`)).toBeVisible();
      await voice.expectNoVoice();
      await page.reload();
      await card.startEditing();
      await voice.expectNoVoice();
      await expect(card.step(FIRST)).not.toContainText('(Glas)');
    });

    await test.step('a file that only says it is a sound is refused beside the controls; a real one is kept', async () => {
      await voice.uploadFile({ name: 'glas.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('Ovo nije zvuk, nego tekst.') });
      await expect(voice.error).toHaveText('To nije zvučna snimka. Odaberite WebM, Ogg, MP4, MP3 ili WAV.');
      await voice.expectNoVoice();
      await expectNoAxeViolations(page, 'a refused voice');
      await voice.uploadFile(toneWavFile());
      await expect(tasksTab.toast(`Glas je spremljen: „${FIRST}”.`)).toBeVisible();
      await expect(voice.error).toHaveCount(0);
      await voice.expectVoice();
      await page.reload();
      await card.startEditing();
      await voice.expectVoice();
    });
  });
});

test.describe("the carer's voice for a step, on a phone", () => {
  test.use({ viewport: PHONE_WIDTH });

  test('the controls are on screen in the form and on the card; axe while recording, with voices, on the card and on a refused voice', async ({
    page,
    signedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    test.setTimeout(150_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić', kidMale: false });
    await managerApi.createTask(employee.id, { taskName: TASK, dueDate: sarajevoDay(0), dueTime: '23:58', subtasks: [{ description: FIRST }] });
    await employeePage.goto(employee.id, 'zadaci');

    await test.step('the task form: recording, then a voice on each step', async () => {
      await tasksTab.addTask.click();
      const form = tasksTab.form;
      await form.fill({ taskName: 'Obući se', description: 'Ujutro', dueDate: sarajevoDay(0), dueTime: '23:58', steps: [{ description: FIRST }, { description: SECOND }] });
      const first = new StepVoiceControls(form.step(1), 'za podzadatak 1');
      const second = new StepVoiceControls(form.step(2), 'za podzadatak 2');
      // Scrolled to as a person would (the middle of the screen, clear of the dialog's edges).
      await first.record.evaluate((button) => button.scrollIntoView({ block: 'center' }));
      await expectOnScreen(first.record, "'Snimi glas' in the form");
      await first.startRecording();
      await expectOnScreen(first.stop, "'Zaustavi snimanje' in the form");
      await expectNoAxeViolations(page, 'the task form while recording');
      await first.stopRecording();
      await second.uploadFile(toneWavFile());
      await second.expectVoice();
      await expectNoAxeViolations(page, 'the task form with two voices');
      await page.keyboard.press('Escape');
      await expect(form.dialog).toBeHidden();
    });

    await test.step('the card: a voice recorded under Uredi, then a refused file', async () => {
      const card = tasksTab.card('normal', TASK);
      const voice = card.stepVoice(FIRST);
      await card.startEditing();
      await voice.record.evaluate((button) => button.scrollIntoView({ block: 'center' }));
      await expectOnScreen(voice.record, "'Snimi glas' on the card");
      await card.recordStepVoice(FIRST);
      await expectOnScreen(voice.remove, "'Ukloni glas' on the card");
      await expectNoAxeViolations(page, 'the card with voices');
      await voice.uploadFile({ name: 'glas.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('Ovo nije zvuk, nego tekst.') });
      await expect(voice.error).toHaveText('To nije zvučna snimka. Odaberite WebM, Ogg, MP4, MP3 ili WAV.');
      await expectNoAxeViolations(page, 'a refused voice');
    });
  });
});

test.describe('from the carer to the phone', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("a voice recorded on the card with the microphone is what the phone's read-aloud plays for that step", async ({
    browser,
    signedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    test.setTimeout(150_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić', kidMale: false });
    await managerApi.createTask(employee.id, {
      taskName: TASK,
      dueDate: sarajevoDay(0),
      dueTime: '23:58',
      subtasks: [{ description: FIRST }, { description: SECOND }],
    });
    await employeePage.goto(employee.id, 'zadaci');
    await tasksTab.card('normal', TASK).recordStepVoice(FIRST);

    const phoneContext = await browser.newContext(PHONE);
    const phonePage = await phoneContext.newPage();
    const voices = await watchVoices(phonePage);
    const phone = new PhoneApp(phonePage);
    await phone.loginWithCode(await managerApi.loginCode(employee.id), 'Emina');
    await phone.openTask(TASK);
    await phone.stepReadAloud(FIRST).click();
    // The short recording from the fake microphone plays (the browser's own `playing` event); it may end at once.
    await expect.poll(voices).toMatchObject({ started: 1 });
    await phoneContext.close();
  });
});

test.describe('without a microphone', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  for (const [name, said] of [
    ['NotFoundError', 'Mikrofon nije dostupan. Možete učitati snimku iz datoteke.'],
    ['NotAllowedError', 'Snimanje nije dopušteno u ovom pregledniku. Možete učitati snimku iz datoteke.'],
  ] as const) {
    test(`the browser answers ${name}: a calm line says so, and a sound file still works`, async ({ page, signedInManager, managerApi, employeePage, tasksTab }) => {
      expect(signedInManager.id).toBeGreaterThan(0);
      // The browser's own answer when the microphone is missing or refused (the fake device is always there).
      await page.addInitScript((errorName) => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('no microphone here', errorName));
      }, name);
      const employee = await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić', kidMale: false });
      await employeePage.goto(employee.id, 'zadaci');
      await tasksTab.addTask.click();
      await tasksTab.form.fill({ taskName: TASK, description: 'Navečer', dueDate: sarajevoDay(0), dueTime: '23:58', steps: [{ description: FIRST }] });
      const voice = new StepVoiceControls(tasksTab.form.step(1), 'za podzadatak 1');
      await voice.record.click();
      await expect(voice.note).toHaveText(said);
      await expect(voice.error).toHaveCount(0);
      await voice.uploadFile(toneWavFile());
      await voice.expectVoice();
      await expectNoAxeViolations(page, 'the form without a microphone');
    });
  }
});
