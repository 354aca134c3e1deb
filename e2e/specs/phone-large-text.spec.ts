import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { buildPdf, buildZip, IMAGE_FIXTURE, readFixture, VIDEO_FIXTURE } from '../fixtures/materials';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneChat } from '../page-models/phone-chat';
import { PhoneChatManager, PhoneTestData, sarajevoToday } from '../page-models/phone-test-data';

test.use(PHONE);

const LONG_TASK = 'Dezinficiranjepovršinaurađenopremaprotokolu';
const LONG_EMAIL = 'maksimilijan.radnik-zaposlenik@ustanova-za-podrsku.example.com';
const LONG_STEP = 'Obrisati kvake dezinfekcijskimsredstvomzapovršine';
const LONG_MATERIAL = 'Uputezadezinfekcijuradnihpovršina korak po korak';
const VIDEO_MATERIAL = 'Kako složiti veš';

/**
 * What a person sees on the current screen, measured against the chosen size: no text below three
 * quarters of it, no line past the right edge or cut off by its box, no sideways scrolling, and
 * touch targets of at least 48 px. Soft, so one run lists every screen that falls short.
 */
async function expectReadable(phone: PhoneApp, size: number, screen: string, shows: string) {
  const texts = await phone.visibleTexts();
  const where = `${screen} at ${size}`;
  expect(
    texts.some((text) => text.text.includes(shows)),
    `${where}: '${shows}' is on the screen`,
  ).toBe(true);
  const smallest = Math.min(...texts.map((text) => text.fontSize));
  test.info().annotations.push({ type: 'smallest text', description: `${where}: ${smallest}px` });
  expect
    .soft(
      texts.filter((text) => text.fontSize < size * 0.75 - 0.01).map((text) => `${text.element} "${text.text}" ${text.fontSize}px`),
      `${where}: text smaller than ${size * 0.75}px`,
    )
    .toEqual([]);
  expect
    .soft(
      texts
        .filter((text) => text.left < -0.5 || text.right > text.clipRight + 0.5)
        .map((text) => `${text.element} "${text.text}" ${Math.round(text.left)}..${Math.round(text.right)} (room up to ${Math.round(text.clipRight)})`),
      `${where}: text past the right edge or cut off`,
    )
    .toEqual([]);
  const root = await phone.page.evaluate(() => {
    const element = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: element.scrollWidth, clientWidth: element.clientWidth };
  });
  expect.soft(root.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(root.clientWidth);
  expect.soft(await phone.smallTouchTargets(), `${where}: touch targets under 48 px`).toEqual([]);
}

async function expectFontSize(phone: PhoneApp, size: number) {
  await expect.poll(() => phone.page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe(`${size}px`);
}

for (const size of [40, 72]) {
  test.describe(`font size ${size} on a 360×640 phone`, () => {
    test('every screen after login stays readable', async ({ page, request, context, browser }) => {
      test.setTimeout(90_000);
      const manager = await PhoneTestData.create(request);
      const employee = await manager.createEmployee({ name: 'Maksimilijan' });
      await manager.updateLook(employee.id, { fontSize: size });
      const origin = new URL(test.info().project.use.baseURL!).origin;
      await manager.uploadMaterial(origin, LONG_MATERIAL, readFixture(IMAGE_FIXTURE));
      await manager.uploadMaterial(origin, VIDEO_MATERIAL, readFixture(VIDEO_FIXTURE));
      await manager.uploadMaterial(origin, 'Raspored smjena', await buildPdf(browser, 'Raspored smjena'));
      await manager.uploadMaterial(origin, 'Materijali za radionicu', buildZip('popis.txt', 'Rukavice i krpe'));
      const phone = new PhoneApp(page);

      await phone.openLoginLink(await manager.loginCode(employee.id));
      await expect(page.getByRole('heading', { name: 'Uspješna prijava!' })).toBeVisible();
      await expectFontSize(phone, size);
      await expectReadable(phone, size, 'QR code login', 'Uspješna prijava!');

      await expect(phone.heading).toHaveText('Dobro došao Maksimilijan!');
      // The greeting comes with the session, the celebration with the task list a moment later.
      await expect(page.getByText('Bravo Maksimilijan! Nemaš više zadataka za danas!')).toBeVisible();
      await expectReadable(phone, size, 'celebration', 'Bravo Maksimilijan! Nemaš više zadataka za danas!');

      const yesterday = sarajevoToday(new Date(Date.now() - 24 * 60 * 60 * 1000));
      await manager.createTask(employee.id, {
        taskName: LONG_TASK,
        description: `Sve radne površine obrisati. Pitanja pošalji na ${LONG_EMAIL}. Protokolzadezinfekcijuradnihpovršina visi na zidu.`,
        priority: true,
        dueDate: yesterday,
        dueTime: '08:30',
        subtasks: [{ description: LONG_STEP }, { description: 'Slikati očišćeni pult', needPhoto: true }],
      });
      await manager.createTask(employee.id, { taskName: 'Zaliti cvijeće', subtasks: [{ description: 'Napuniti kantu' }] });
      const cat = await manager.createTask(employee.id, { taskName: 'Nahraniti mačku' });
      // The phone follows the manager's changes by itself.
      await expect(phone.taskCard(LONG_TASK)).toBeVisible();
      await expect(phone.taskCard('Nahraniti mačku')).toBeVisible();
      await expectReadable(phone, size, 'home', 'Rok prošao');

      await context.setOffline(true);
      await expect(page.getByText('Nema internetske veze. Provjeri internet pa pokušaj ponovo.')).toBeVisible();
      await expectReadable(phone, size, 'offline notice', 'Nema internetske veze.');
      await context.setOffline(false);
      await expect(page.getByText('Nema internetske veze.')).toHaveCount(0);

      await phone.openTask(LONG_TASK);
      await expectReadable(phone, size, 'task before the start', 'Opis zadatka');
      await phone.startButton.click();
      await expect(page.getByText(/^Zadatak započet:/)).toBeVisible();
      await phone.stepCheckbox(LONG_STEP).check();
      await expectReadable(phone, size, 'task started', 'Zadatak započet:');
      await phone.takePhoto('Slikati očišćeni pult', 'e2e/fixtures/phone-step-photo.jpg');
      await expectReadable(phone, size, 'photo preview', 'Potvrdi');
      await phone.confirmPhoto('Slikati očišćeni pult');
      await expectReadable(phone, size, 'photo waiting for review', 'Čeka pregled');

      await phone.goToTasks();
      await expect(phone.taskCard(LONG_TASK).getByText('⏳ Čeka pregled')).toBeVisible();
      await expectReadable(phone, size, 'home with a photo waiting', 'Čeka pregled');

      const headers = { Authorization: `Bearer ${await phone.sessionToken()}` };
      for (const action of ['start', 'finish']) {
        const response = await request.put(`/api/v1/task/${action}/${cat.id}`, { headers });
        expect(response.status()).toBe(200);
      }
      await phone.goToProgress();
      await expect(phone.taskCard('Nahraniti mačku')).toBeVisible();
      await expectReadable(phone, size, 'Napredak', 'Završeno:');

      await phone.goToMaterials();
      await expect(phone.materialControl(LONG_MATERIAL)).toBeVisible();
      await expectReadable(phone, size, 'Upute', 'PDF dokumenti');
      await phone.openMaterial(LONG_MATERIAL);
      await expectReadable(phone, size, 'a picture full screen', 'Zatvori');
      await phone.closeMaterial(LONG_MATERIAL);
      await phone.openMaterial(VIDEO_MATERIAL);
      await expectReadable(phone, size, 'a video full screen', 'Zatvori');
      await phone.closeMaterial(VIDEO_MATERIAL);

      const chat = new PhoneChat(page);
      await new PhoneChatManager(request, manager.managerToken).send(employee.id, `Pitanja pošalji na ${LONG_EMAIL}. ${LONG_TASK}.`);
      await expect(chat.tab).toHaveAccessibleName('Poruke (1 nova poruka)');
      // At these sizes the bar's words are the icons' names, out of sight, and the count a dot: what shows is 'Upute'.
      await expectReadable(phone, size, 'unread count on Poruke', 'PDF dokumenti');
      await chat.helpButton.click();
      await expect(chat.field).toHaveValue('SOS: POMOĆ POTREBNA!');
      await expectReadable(phone, size, 'Poruke with the help call written', 'Brze poruke');

      await page.goto('m/nema-ove-stranice');
      await expect(phone.heading).toHaveText('Ova stranica ne postoji');
      await expectFontSize(phone, size);
      await expectReadable(phone, size, 'unknown page', 'Nazad na zadatke');
    });

    test("the logout question scrolls inside, with 'Ne' and 'Da' always on the screen", async ({ page, request }) => {
      const manager = await PhoneTestData.create(request);
      const employee = await manager.createEmployee({ name: 'Maksimilijan' });
      await manager.updateLook(employee.id, { fontSize: size });
      const phone = new PhoneApp(page);
      await phone.loginWithCode(await manager.loginCode(employee.id), 'Maksimilijan');
      await expectFontSize(phone, size);

      await phone.openLogoutDialog();
      const dialog = phone.logoutDialog;
      await expectReadable(phone, size, 'logout dialog', 'Da li ste sigurni da se želite odjaviti?');

      /** Where a finger would touch the answer, checked to be the answer itself and not something above it. */
      const touchPoint = async (name: 'Ne' | 'Da') => {
        const box = await dialog.getByRole('button', { name, exact: true }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.y, `'${name}' top`).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height, `'${name}' bottom`).toBeLessThanOrEqual(640);
        expect(box!.x, `'${name}' left`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `'${name}' right`).toBeLessThanOrEqual(360);
        const point = { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
        const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim(), point);
        expect(hit, `what is under the middle of '${name}'`).toBe(name);
        return point;
      };
      const no = await touchPoint('Ne');
      await touchPoint('Da');

      // The question scrolls inside the dialog; at the largest size it is longer than the screen.
      const text = dialog.getByText('Ako se odjavite ponovo ćete morati skenirati QR kod kako biste se prijavili.');
      const scroller = (
        await text.evaluateHandle((element) => {
          for (let node = element.parentElement; node && node.getAttribute('role') !== 'dialog'; node = node.parentElement) {
            if (['auto', 'scroll'].includes(getComputedStyle(node).overflowY)) return node;
          }
          return null;
        })
      ).asElement();
      expect(scroller, 'a scrolling part around the text, inside the dialog').not.toBeNull();
      const overflows = await scroller!.evaluate((element) => element.scrollHeight > element.clientHeight);
      if (size === 72) expect(overflows, 'the text is taller than its part of the dialog').toBe(true);
      const textEnd = () =>
        text.evaluate((element, region) => element.getBoundingClientRect().bottom <= region.getBoundingClientRect().bottom + 1, scroller!);
      if (overflows) {
        const area = (await scroller!.boundingBox())!;
        await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
        await page.mouse.wheel(0, 2000);
        await expect.poll(() => scroller!.evaluate((element) => element.scrollTop), 'scrolled inside').toBeGreaterThan(0);
      }
      await expect.poll(textEnd, 'the end of the text in view').toBe(true);
      // Scrolled to the end of the text, the answers have not moved.
      expect(await touchPoint('Ne')).toEqual(no);

      if (size === 72) await expectNoAxeViolations(page, 'logout dialog at the largest size');

      // A touch right where 'Ne' is, with no scrolling first.
      await page.mouse.click(no.x, no.y);
      await expect(dialog).toBeHidden();

      await phone.openLogoutDialog();
      const yes = await touchPoint('Da');
      await page.mouse.click(yes.x, yes.y);
      await expect(phone.heading).toHaveText('Skenirajte QR kod');
    });

    test('the start screen and both ways to log in stay readable after the employee logs out', async ({ page, request }) => {
      const manager = await PhoneTestData.create(request);
      const employee = await manager.createEmployee({ name: 'Maksimilijan' });
      await manager.updateLook(employee.id, { fontSize: size });
      const phone = new PhoneApp(page);
      await phone.loginWithCode(await manager.loginCode(employee.id), 'Maksimilijan');
      await expectFontSize(phone, size);
      await phone.logout();

      // The phone keeps the size of the person who uses it, also on the way back in.
      await expect(phone.heading).toHaveText('Skenirajte QR kod');
      await expectFontSize(phone, size);
      await expectReadable(phone, size, 'start screen', 'Skenirajte QR kod');

      await page.getByRole('button', { name: 'Prijava emailom' }).click();
      await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
      await expectReadable(phone, size, 'e-mail login', 'Prijavi se');
      await page.getByRole('button', { name: 'Prijavi se' }).click();
      await expect(page.getByText('Upiši email.')).toBeVisible();
      await expectReadable(phone, size, 'e-mail login with errors', 'Upiši lozinku.');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(LONG_EMAIL);
      await page.getByRole('textbox', { name: 'Lozinka', exact: true }).fill('nije-tacna');
      await page.getByRole('button', { name: 'Prijavi se' }).click();
      await expect(page.getByText('Email ili lozinka nisu tačni. Provjeri ih ili pitaj voditelja.')).toBeVisible();
      await expectReadable(phone, size, 'e-mail login refused', 'Email ili lozinka nisu tačni.');

      await phone.openLoginLink('nepostojeci-kod');
      await expect(phone.heading).toHaveText('Prijava nije uspjela!');
      await expectFontSize(phone, size);
      await expectReadable(phone, size, 'failed QR code login', 'Profil ne postoji');
    });
  });
}
