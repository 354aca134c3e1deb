import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneTestData, type NewStep, type NewTask } from '../page-models/phone-test-data';

test.use(PHONE);

const TASK = 'Pripremiti doručak';
const FIRST = 'Oprati ruke';
const TIMED = 'Namazati kruh';
const LAST = 'Pospremiti stol';

/** What the browser was asked to do, recorded by fakes of its APIs (not of our server). */
interface Asked {
  vibrations: number;
  tones: number;
  wakeLockRequests: number;
  wakeLocksHeld: number;
  spoken: string[];
}

/**
 * Before the app loads: navigator.vibrate, the Screen Wake Lock and speech only record what they are
 * asked; AudioContext stays the browser's own, and each note started (an oscillator) is counted.
 */
async function recordBrowserCalls(page: Page) {
  await page.addInitScript(() => {
    const asked = { vibrations: 0, tones: 0, wakeLockRequests: 0, wakeLocksHeld: 0, spoken: [] as string[] };
    (window as unknown as { asked: typeof asked }).asked = asked;
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: () => {
        asked.vibrations += 1;
        return true;
      },
    });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          asked.wakeLockRequests += 1;
          asked.wakeLocksHeld += 1;
          const sentinel = {
            released: false,
            type: 'screen',
            release: async () => {
              if (sentinel.released) return;
              sentinel.released = true;
              asked.wakeLocksHeld -= 1;
            },
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
          };
          return sentinel;
        },
      },
    });
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      override createOscillator(): OscillatorNode {
        const oscillator = super.createOscillator();
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when?: number) => {
          asked.tones += 1;
          start(when);
        };
        return oscillator;
      }
    };
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      asked.spoken.push(utterance.text);
    };
  });
}

const asked = (page: Page): Promise<Asked> => page.evaluate(() => (window as unknown as { asked: Asked }).asked);

const percentLeft = async (disc: Locator): Promise<number> => Number(await disc.getAttribute('aria-valuenow'));

/** Brought to the middle of the screen, clear of the bar at its bottom. */
const toMiddle = (locator: Locator) => locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));

/**
 * Wholly on the screen and not under anything (the bar), once scrolled to: its box within the viewport,
 * and the point at its centre lands on it.
 */
async function expectReachable(locator: Locator, what: string) {
  await toMiddle(locator);
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          const within = box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
          return within && hit !== null && element.contains(hit) ? 'on screen' : `${Math.round(box.top)}..${Math.round(box.bottom)}, ${Math.round(box.left)}..${Math.round(box.right)}`;
        }),
      { message: what },
    )
    .toBe('on screen');
}

async function screenshot(page: Page, locator: Locator, name: string) {
  await toMiddle(locator);
  await page.screenshot({ path: `/tmp/countdown-${name}.png` });
}

for (const size of [22, 40, 72]) {
  test(`at ${size} px the current step's time shrinks, pauses, resumes and ends calmly`, async ({ page, request }) => {
    test.setTimeout(120_000);
    // At the largest size the person has asked for less motion: the disc shows its state all the same.
    if (size === 72) await page.emulateMedia({ reducedMotion: 'reduce' });
    const manager = await PhoneTestData.create(request);
    const employee = await manager.createEmployee({ name: 'Lejla', kidMale: false });
    await manager.updateLook(employee.id, { fontSize: size });
    const steps: (NewStep & { durationMinutes?: number })[] = [{ description: FIRST }, { description: TIMED, durationMinutes: 2 }, { description: LAST }];
    const task: NewTask & { durationMinutes: number } = { taskName: TASK, priority: true, durationMinutes: 15, subtasks: steps };
    await manager.createTask(employee.id, task);

    await recordBrowserCalls(page);
    // The fake clock is in place before the app starts its timers; it goes on as usual until moved.
    await page.clock.install();
    const phone = new PhoneApp(page);
    await phone.loginWithCode(await manager.loginCode(employee.id), 'Lejla');
    await phone.openTask(TASK);
    // Not started: no countdown yet.
    await expect(phone.taskCountdown).toHaveCount(0);
    await phone.startButton.click();
    await expect(phone.startButton).toHaveCount(0);
    // From here the clock moves only when the test moves it (axe, which waits for animation frames, runs
    // with it going on as usual).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    // The task's own time, under its title, full at its start.
    await expect(phone.taskCountdown).toBeVisible();
    expect(await percentLeft(phone.taskCountdown)).toBeGreaterThanOrEqual(95);
    // The first step has no expected minutes: no disc. Ticked, the timed step becomes the current one.
    await expect(page.getByRole('progressbar', { name: 'Vrijeme za ovaj korak' })).toHaveCount(0);
    await phone.stepCheckbox(FIRST).check();
    const disc = phone.stepCountdown(TIMED);
    // The tick travels through the app's timers (the query cache's notices): the clock moves on a few
    // milliseconds at a time until the timed step is the current one.
    await expect
      .poll(async () => {
        await page.clock.runFor(20);
        return disc.count();
      })
      .toBe(1);
    await expect(disc).toHaveAttribute('aria-valuenow', '100');
    await expect(disc).toHaveAttribute('data-fraction', '1.000');
    await expect(phone.step(TIMED).getByText('Još oko 2 minute.', { exact: true })).toBeVisible();
    await expect(phone.stepCountdown(LAST)).toHaveCount(0);
    // It keeps the screen on while it runs.
    await expect.poll(async () => (await asked(page)).wakeLocksHeld).toBeGreaterThan(0);
    await expectReachable(phone.countdownButton(TIMED, 'Pauza'), `'Pauza' at ${size}`);
    await expectReachable(phone.stepCheckbox(TIMED).locator('..'), `the timed step's tick at ${size}`);
    expect(await phone.horizontalOverflow(), `nothing wider than the screen at ${size}`).toEqual([]);
    await screenshot(page, disc, `${size}-full`);

    // A minute later half is left.
    await page.clock.runFor(60_000);
    await expect(disc).toHaveAttribute('data-fraction', '0.500');
    await expect(disc).toHaveAttribute('aria-valuenow', '50');
    await expect(phone.step(TIMED).getByText('Još oko jedne minute.', { exact: true })).toBeVisible();
    await screenshot(page, disc, `${size}-half`);

    // Read aloud on request: the time left, in words.
    await phone.countdownReadAloud(TIMED).click();
    await expect.poll(async () => (await asked(page)).spoken).toEqual(['Još oko jedne minute.']);

    // Paused, it holds however long the clock runs (also while it goes on as usual, for axe).
    await phone.countdownButton(TIMED, 'Pauza').click();
    await expect(phone.countdownButton(TIMED, 'Nastavi')).toBeVisible();
    await expect(phone.step(TIMED).getByText('Pauza. Vrijeme stoji.', { exact: true })).toBeVisible();
    await page.clock.runFor(5 * 60_000);
    await expect(disc).toHaveAttribute('data-fraction', '0.500');
    await screenshot(page, disc, `${size}-paused`);
    await page.clock.resume();
    await expectNoAxeViolations(page, `a paused countdown at ${size}`);
    await expect(disc).toHaveAttribute('data-fraction', '0.500');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await expect(disc).toHaveAttribute('data-fraction', '0.500');

    // Resumed, it goes on from where it stood.
    await phone.countdownButton(TIMED, 'Nastavi').click();
    await expect(phone.countdownButton(TIMED, 'Pauza')).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(disc).toHaveAttribute('data-fraction', '0.250');
    expect((await asked(page)).vibrations).toBe(0);
    expect((await asked(page)).tones).toBe(0);

    // The end: the disc empty, said calmly, one soft tone and one vibration.
    await page.clock.runFor(30_000);
    await expect(disc).toHaveAttribute('aria-valuenow', '0');
    await expect(phone.step(TIMED).getByText('Vrijeme je prošlo, polako završi.', { exact: true })).toBeVisible();
    await expect(phone.countdownButton(TIMED, 'Pauza')).toHaveCount(0);
    await expect.poll(async () => (await asked(page)).vibrations).toBe(1);
    expect((await asked(page)).tones).toBeGreaterThan(0);
    // Running over stays calm, and the end is not said again.
    await page.clock.runFor(3 * 60_000);
    await expect(disc).toHaveAttribute('aria-valuenow', '0');
    await expect(phone.step(TIMED).getByText('Vrijeme je prošlo, polako završi.', { exact: true })).toBeVisible();
    expect((await asked(page)).vibrations).toBe(1);
    // The task's time went on meanwhile (a step's pause is its own).
    expect(await percentLeft(phone.taskCountdown)).toBeLessThan(50);
    await expectReachable(phone.stepCheckbox(TIMED).locator('..'), `the timed step's tick after its end at ${size}`);
    await screenshot(page, disc, `${size}-over`);
    await screenshot(page, phone.taskCountdown, `${size}-task`);
    await page.clock.resume();
    await expectNoAxeViolations(page, `a countdown past its end at ${size}`);

    // A reload goes on with it: still past its end, and not sounded again.
    await page.reload();
    await expect(phone.heading).toHaveText(TASK);
    await expect(phone.stepCountdown(TIMED)).toHaveAttribute('aria-valuenow', '0');
    await expect(phone.step(TIMED).getByText('Vrijeme je prošlo, polako završi.', { exact: true })).toBeVisible();
    expect((await asked(page)).vibrations).toBe(0);

    // Leaving the screen lets the screen sleep again.
    await phone.goToTasks();
    await expect.poll(async () => (await asked(page)).wakeLocksHeld).toBe(0);
  });
}
