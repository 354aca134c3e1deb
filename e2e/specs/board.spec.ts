import { expectNoAxeViolations } from '../fixtures/axe';
import { ChatApi } from '../fixtures/chat-api';
import { expect, test } from '../fixtures/test';
import { sarajevoDay, zonedMoment } from '../fixtures/test-data';
import { waitForTransitionsToEnd } from '../fixtures/transitions';
import { stepPhotos } from '../fixtures/work-api';
import { Board } from '../page-models/board';
import { ReviewDialog } from '../page-models/tasks-tab';

const AMIR = 'Amir Hadžić';
const EMINA = 'Emina Mehić';

test.describe('ZAPOSLENICI: the coach’s start of the day', () => {
  test('each employee’s day at a glance, and a waiting photo one click away: reviewed large, by keyboard, closing itself', async ({
    page,
    request,
    managerApi,
    loggedInManager,
    sidebar,
  }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const board = new Board(page);

    // Emina, first in the list: one task done today, one late that nobody started, and a message not read yet.
    const emina = await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić' });
    const done = await managerApi.createTask(emina.id, {
      taskName: 'Zaliti cvijeće',
      dueDate: sarajevoDay(0),
      dueTime: '23:59',
      subtasks: [{ description: 'Zaliti' }],
    });
    const late = zonedMoment(-60);
    await managerApi.createTask(emina.id, { taskName: 'Doručak', dueDate: late.date, dueTime: late.time });
    const eminaPhone = await managerApi.employeeSession(emina.id);
    await eminaPhone.startTask(done.id);
    await eminaPhone.tickStep((await managerApi.step(emina.id, 'Zaliti')).id);
    await (await ChatApi.asEmployee(request, managerApi.token, emina.id)).send(emina.id, 'Gotova sam s cvijećem.');

    // Amir, second: two photos waiting for review.
    const amir = await managerApi.createEmployee({ name: 'Amir', surname: 'Hadžić' });
    const room = await managerApi.createTask(amir.id, {
      taskName: 'Pospremiti sobu',
      dueDate: sarajevoDay(0),
      dueTime: '23:59',
      subtasks: [
        { description: 'Slika kreveta', needPhoto: true },
        { description: 'Slika stola', needPhoto: true },
      ],
    });
    const amirPhone = await managerApi.employeeSession(amir.id);
    await amirPhone.startTask(room.id);
    await amirPhone.sendPhoto((await managerApi.step(amir.id, 'Slika kreveta')).id, stepPhotos.first);
    await amirPhone.sendPhoto((await managerApi.step(amir.id, 'Slika stola')).id, stepPhotos.second);

    await test.step('the board shows both days, who needs the manager first', async () => {
      await page.reload();
      await expect(board.photos(AMIR)).toHaveText('2 slike čekaju pregled');
      await expect(board.card(AMIR)).toContainText('Danas: 0 od 1 zadatka');
      await expect(board.card(EMINA)).toContainText('Danas: 1 od 2 zadatka');
      await expect(board.card(EMINA)).toContainText('1 zadatak kasni');
      // An hour past its time and nobody started it: a calm mark, in grey, never red.
      await expect(board.notStarted(EMINA)).toHaveText('Nije započeto: 1');
      const [red, green, blue] = (await board.notStarted(EMINA).evaluate((mark) => getComputedStyle(mark).color)).match(/\d+/g)!.map(Number);
      expect(Math.max(red!, green!, blue!) - Math.min(red!, green!, blue!)).toBeLessThanOrEqual(16);
      await expect(board.summary).toContainText('Nije započeto: 1');
      await expect(board.notStarted(AMIR)).toHaveCount(0);
      await expect(board.unread(EMINA)).toHaveText('1 nova poruka');
      // Photos before a message: Amir first, though Emina is first in the list.
      expect(await board.names()).toEqual([AMIR, EMINA]);
      await board.listOrder.click();
      expect(await board.names()).toEqual([EMINA, AMIR]);
      await board.needsMeFirst.click();
      expect(await board.names()).toEqual([AMIR, EMINA]);
      // From every screen, quietly: the sidebar's count, part of the link's name.
      await expect(sidebar.link('Zaposlenici')).toHaveAccessibleName('Zaposlenici 2 slike čekaju pregled');
      await expectNoAxeViolations(page, 'the board');
    });

    await test.step('at 390 px the board is readable, nothing cut, the photos one tap away', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      // The sidebar slides away as the window narrows.
      await waitForTransitionsToEnd(page);
      await expect(board.photos(AMIR)).toBeInViewport();
      // The sidebar is folded away: the header carries the same quiet count, leading to the board.
      await expect(page.getByRole('banner').getByRole('link', { name: '2 slike čekaju pregled' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      for (const control of [board.photos(AMIR), board.unread(EMINA)]) {
        const box = (await control.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      await expectNoAxeViolations(page, 'the board at 390 px');
      await page.setViewportSize({ width: 1366, height: 800 });
    });

    const review = new ReviewDialog(page, null);
    await test.step('one click opens the review: the photo large, Da and Ne large and in view', async () => {
      await board.photos(AMIR).click();
      await expect(review.dialog).toBeVisible();
      await expect(page).toHaveURL(/\/employee\/\d+\/zadaci\?pregled=1$/);
      await expect(review.dialog).toContainText('Slika 1 od 2');
      const photo = review.dialog.getByRole('img', { name: 'Slika kreveta' });
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      const photoBox = (await photo.boundingBox())!;
      const dialogBox = (await review.dialog.boundingBox())!;
      expect(photoBox.width).toBeGreaterThanOrEqual(dialogBox.width * 0.85);
      expect(photoBox.height).toBeGreaterThanOrEqual(400);
      for (const name of ['Da', 'Ne']) {
        const button = review.photo('Slika kreveta').getByRole('button', { name, exact: true });
        await expect(button).toBeInViewport();
        expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await expect(review.dialog).toContainText('Tipke: Enter Da · N Ne');
      await expectNoAxeViolations(page, 'the review');
    });

    await test.step('Enter approves and the next photo follows; N asks why; after the last the review closes itself', async () => {
      await page.keyboard.press('Enter');
      await expect(review.photo('Slika stola')).toBeVisible();
      await expect(review.dialog).toContainText('Slika 2 od 2');
      await page.keyboard.press('n');
      const reason = page.getByRole('dialog', { name: 'Odbiti sliku: Slika stola' });
      await reason.getByRole('button', { name: 'Slika je mutna' }).click();
      await reason.getByRole('button', { name: 'Odbij' }).click();
      await review.expectAllReviewed();
      await expect(page).toHaveURL(/\/employee\/\d+\/zadaci$/);
      expect((await managerApi.step(amir.id, 'Slika kreveta')).done).toBe(true);
      expect((await managerApi.step(amir.id, 'Slika stola')).rejection?.reason).toBe('Slika je mutna');
    });

    await test.step('back on the board nothing waits; a new photo shows up live, without a reload', async () => {
      await sidebar.open('Zaposlenici');
      await expect(board.card(AMIR)).toBeVisible();
      await expect(board.photos(AMIR)).toHaveCount(0);
      await expect(sidebar.link('Zaposlenici')).toHaveAccessibleName('Zaposlenici');
      await amirPhone.sendPhoto((await managerApi.step(amir.id, 'Slika stola')).id, stepPhotos.first);
      await expect(board.photos(AMIR)).toHaveText('1 slika čeka pregled');
      await expect(sidebar.link('Zaposlenici')).toHaveAccessibleName('Zaposlenici 1 slika čeka pregled');
    });
  });

  test('the keyboard stays on the decision: back to Ne after changing one’s mind, on Da of the next photo after a refusal', async ({
    page,
    managerApi,
    loggedInManager,
  }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const amir = await managerApi.createEmployee({ name: 'Amir', surname: 'Hadžić' });
    const room = await managerApi.createTask(amir.id, {
      taskName: 'Pospremiti sobu',
      dueDate: sarajevoDay(0),
      dueTime: '23:59',
      subtasks: [
        { description: 'Slika kreveta', needPhoto: true },
        { description: 'Slika stola', needPhoto: true },
      ],
    });
    const phone = await managerApi.employeeSession(amir.id);
    await phone.startTask(room.id);
    for (const step of ['Slika kreveta', 'Slika stola']) await phone.sendPhoto((await managerApi.step(amir.id, step)).id, stepPhotos.first);

    // The board's link, typed: the review opens over Zadaci.
    await page.goto(`employee/${amir.id}/zadaci?pregled=1`);
    const review = new ReviewDialog(page, null);
    await expect(review.dialog).toContainText('Slika 1 od 2');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    const reject = await review.openReject('Slika kreveta');
    await reject.dialog.getByRole('button', { name: 'Odustani' }).click();
    await expect.poll(focused).toBe('Ne');
    await review.reject('Slika kreveta', { choice: 'Slika je mutna' });
    await expect(review.dialog).toContainText('Slika 2 od 2');
    await expect.poll(focused).toBe('Da');
    await page.keyboard.press('Enter');
    await review.expectAllReviewed();
  });
});
