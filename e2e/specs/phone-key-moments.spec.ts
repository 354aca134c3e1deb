import { expect, test, type Locator, type Page } from '@playwright/test';
import type { PhoneLook } from '@plan-dan/contract';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expectFontSize, expectOnScreen } from '../fixtures/on-screen';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneTestData } from '../page-models/phone-test-data';

test.use(PHONE);

const SIZES = [22, 40, 72];
/** Steps before the photo step, so that at any size the photo step starts below the first screen. */
const EARLIER_STEPS = ['Obrisati stol', 'Oprati tanjure', 'Obrisati šporet', 'Iznijeti smeće'];
const PHOTO_STEP = 'Slikati čisti sudoper';
const LAST_STEP = 'Zaliti cvijeće na prozoru';
const FILLER_TASKS = ['Nahraniti mačku', 'Složiti veš', 'Usisati hodnik', 'Oprati prozor', 'Posložiti cipele', 'Zaliti vrt'];

/**
 * A photo much taller than the screen (600 × 2400), as a phone held upright may take, drawn by the
 * browser: stripes, so that a cropped or squeezed picture would show.
 */
async function tallPhoto(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 2400;
    const context = canvas.getContext('2d')!;
    for (let band = 0; band < 12; band += 1) {
      context.fillStyle = band % 2 === 0 ? '#7aa6c2' : '#e8d9b5';
      context.fillRect(0, band * 200, 600, 200);
    }
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;
  });
  return { name: 'visoka-slika.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/**
 * A notice that may be taller than what is left of the first screen at large sizes: it begins on it,
 * under the title, its first line readable there and not under anything.
 */
async function expectBeginsOnScreen(locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const line = parseFloat(getComputedStyle(element).lineHeight) || parseFloat(getComputedStyle(element).fontSize) * 1.4;
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + line / 2);
          if (box.top >= 0 && box.top + line <= window.innerHeight && hit !== null && element.contains(hit)) return 'begins on screen';
          return `${Math.round(box.top)}..${Math.round(box.bottom)} of ${window.innerHeight}`;
        }),
      { message: what },
    )
    .toBe('begins on screen');
}

/**
 * The smallest contrast between a piece's outline and the background behind the confetti, over the
 * pieces on the screen: each must stand out (≥ 3:1, WCAG's for graphics) whatever the look.
 */
function lowestConfettiContrast(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rgb = (colour: string) => colour.match(/[\d.]+/g)!.slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const weights = [0.2126, 0.7152, 0.0722];
      return rgb(colour).reduce((sum, value, index) => {
        const channel = value / 255;
        return sum + weights[index]! * (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
      }, 0);
    };
    const contrast = (a: string, b: string) =>
      (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);
    /** The first opaque background from the element up: what the piece is seen against. */
    const backgroundOf = (element: Element | null): string => {
      for (let current = element; current; current = current.parentElement) {
        const colour = getComputedStyle(current).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    };
    const confetti = Array.from(document.querySelectorAll('[data-confetti]')).filter((element) => element.checkVisibility());
    const pieces = confetti.flatMap((element) => Array.from(element.children));
    if (pieces.length === 0) return 0;
    return Math.min(
      ...pieces.map((piece) => {
        const style = getComputedStyle(piece);
        if (Number(style.opacity) < 1 || parseFloat(style.borderTopWidth) < 2) return 0;
        return contrast(style.borderTopColor, backgroundOf(piece.parentElement));
      }),
    );
  });
}

async function confettiSettled(page: Page) {
  const pieces = page.locator('[data-confetti] > *');
  await expect(pieces.first()).toBeVisible();
  for (const piece of await pieces.all()) await expect(piece).toHaveCSS('opacity', '1');
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/key-moments/${name}.png` });
}

for (const size of SIZES) {
  test(`at ${size} px on a 360×640 phone every moment that needs a tap is on the screen`, async ({ page, request, context }) => {
    test.setTimeout(150_000);
    const manager = await PhoneTestData.create(request);
    const employee = await manager.createEmployee({ name: 'Amar', kidMale: true });
    await manager.updateLook(employee.id, { fontSize: size });
    const photoTask = await manager.createTask(employee.id, {
      taskName: 'Očistiti kuhinju',
      priority: true,
      dueTime: '23:50',
      subtasks: [...EARLIER_STEPS.map((description) => ({ description })), { description: PHOTO_STEP, needPhoto: true }],
    });
    await manager.createTask(employee.id, { taskName: 'Cvijeće', priority: true, dueTime: '23:51', subtasks: [{ description: LAST_STEP }] });
    for (const taskName of FILLER_TASKS) await manager.createTask(employee.id, { taskName, dueTime: '23:55' });
    const phone = new PhoneApp(page);
    await phone.loginWithCode(await manager.loginCode(employee.id), 'Amar');
    await expectFontSize(page, size);

    // (a) A tall photo: over the whole screen, the three answers on it, 'Potvrdi' focused.
    await phone.openTask('Očistiti kuhinju');
    await phone.startButton.click();
    await expect(phone.startButton).toHaveCount(0);
    const photo = await tallPhoto(page);
    await phone.takePhoto(PHOTO_STEP, photo);
    const moment = phone.photoMoment(PHOTO_STEP);
    for (const name of ['Potvrdi', 'Ponovi', 'Odustani']) await expectOnScreen(moment.getByRole('button', { name }), `'${name}' at ${size}`);
    await expect(moment.getByRole('button', { name: 'Potvrdi' })).toBeFocused();
    // The photo is whole, fitted into the room the answers leave.
    await expect(moment.getByRole('img', { name: 'Tvoja slika' })).toHaveCSS('object-fit', 'contain');
    await expectNoAxeViolations(page, `the photo preview at ${size}`);
    if (size !== 22) await screenshot(page, `photo-preview-${size}`);
    // Escape is 'Odustani'; 'Ponovi' opens the camera again.
    await page.keyboard.press('Escape');
    await expect(moment).toHaveCount(0);
    await phone.takePhoto(PHOTO_STEP, photo);
    const chooser = page.waitForEvent('filechooser');
    await moment.getByRole('button', { name: 'Ponovi' }).click();
    await (await chooser).setFiles(photo);
    await expect(moment.getByRole('button', { name: 'Potvrdi' })).toBeVisible();
    await phone.confirmPhoto(PHOTO_STEP);

    // (b) The last step ticked: the 'Bravo' over the whole screen, its way back to the list focused.
    await phone.goToTasks();
    await phone.openTask('Cvijeće');
    await phone.startButton.click();
    await phone.stepCheckbox(LAST_STEP).check();
    const bravo = phone.finishedMoment;
    await expectOnScreen(bravo.getByText('Zadatak je završen. Bravo!'), `'Bravo' at ${size}`);
    await expectOnScreen(bravo.getByRole('button', { name: 'Zadaci' }), `'Zadaci' at ${size}`);
    await expectOnScreen(bravo.getByRole('button', { name: 'Zatvori' }), `'Zatvori' at ${size}`);
    await expect(bravo.getByRole('button', { name: 'Zadaci' })).toBeFocused();
    await confettiSettled(page);
    expect(await lowestConfettiContrast(page)).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page, `the finished task's 'Bravo' at ${size}`);
    if (size !== 22) await screenshot(page, `bravo-${size}`);
    // 'Zatvori' stays with the task: its top, the title focused, and under it that it is finished.
    await bravo.getByRole('button', { name: 'Zatvori' }).click();
    await expect(bravo).toHaveCount(0);
    await expect(phone.heading).toBeFocused();
    await expectBeginsOnScreen(page.getByRole('main').getByText('Zadatak je završen. Bravo!'), `the finished notice after 'Zatvori' at ${size}`);
    // Opened again, finished before: no full-screen moment; the notice right under the title, so it is
    // seen with it. (At 72 px the help button and the bell above take much of the first screen.)
    await phone.goToProgress();
    await page.getByRole('link', { name: 'Cvijeće', exact: true }).click();
    await expect(phone.heading).toHaveText('Cvijeće');
    const notice = page.getByRole('main').getByText('Zadatak je završen. Bravo!');
    await expect(notice).toBeVisible();
    await expect(phone.finishedMoment).toHaveCount(0);
    const follows = await phone.heading.evaluate((title, text) => title.parentElement!.nextElementSibling!.contains(text), await notice.elementHandle());
    expect(follows, 'the notice is the next thing after the title').toBe(true);
    // The title read at the top of the screen: the notice begins on the same screen, under it.
    await phone.heading.evaluate((title) => title.scrollIntoView({ block: 'start' }));
    await expectBeginsOnScreen(notice, `the finished notice with the title at ${size}`);

    // (c) The manager asks for a new photo: opening the task brings its 'Slikaj' into view.
    const photoStep = photoTask.subtasks.find((step) => step.needPhoto)!;
    await manager.decideStep(photoStep.id, false);
    await phone.goToTasks();
    await phone.openTask('Očistiti kuhinju');
    await expect(phone.step(PHOTO_STEP).getByText('Potrebna je nova slika.')).toBeVisible();
    await expectOnScreen(phone.step(PHOTO_STEP).getByRole('button', { name: 'Slikaj' }), `the refused step's 'Slikaj' at ${size}`);

    // (d) 'Pomoć' writes the call: 'Pošalji' is on the screen, one tap away.
    await page.getByRole('button', { name: 'Pomoć' }).click();
    await expectOnScreen(page.getByRole('button', { name: 'Pošalji' }), `SOS 'Pošalji' at ${size}`);

    // (e) Without a connection the notice stays at the top, down to the end of a long list.
    await phone.goToTasks();
    await expect(phone.taskCard('Zaliti vrt')).toBeVisible();
    await context.setOffline(true);
    const offline = page.getByText('Nema internetske veze. Provjeri internet pa pokušaj ponovo.', { exact: true }).first();
    await expect(offline).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    await expectOnScreen(offline, `the offline notice at the end of the list at ${size}`);
    await context.setOffline(false);
  });
}

const LOOKS: Record<string, Partial<PhoneLook>> = {
  default: {},
  'dark background, light text': {
    colorForBackground: '#101820',
    colorForFont: '#F5F5F5',
    colorOfPriorityTask: '#1E3A5F',
    colorOfNormalTask: '#243447',
    colorForSubtask: '#2F4F4F',
    colorForProgress: '#0B3D0B',
  },
  pastel: {
    colorForBackground: '#FDF6EC',
    colorForFont: '#3A3A3A',
    colorOfPriorityTask: '#F8D7DA',
    colorOfNormalTask: '#D6EAF8',
    colorForSubtask: '#FCF3CF',
    colorForProgress: '#D5F5E3',
  },
};

test('the confetti stands out on every look the manager may choose', async ({ page, request }) => {
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Selma', kidMale: false });
  const phone = new PhoneApp(page);
  await phone.loginWithCode(await manager.loginCode(employee.id), 'Selma');
  for (const [name, look] of Object.entries(LOOKS)) {
    const chosen = await manager.updateLook(employee.id, look);
    await phone.openHome();
    // The look has arrived: the page's background is the chosen one.
    const expected = await page.evaluate((hex) => {
      const probe = document.createElement('div');
      probe.style.color = hex;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }, chosen.colorForBackground);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(expected);
    await expect(page.getByText('Bravo Selma! Nemaš više zadataka za danas!')).toBeVisible();
    await confettiSettled(page);
    expect(await lowestConfettiContrast(page), `confetti on the ${name} look`).toBeGreaterThanOrEqual(3);
  }
});
