import { ChatApi } from '../fixtures/chat-api';
import { expect, test } from '../fixtures/test';
import { sarajevoDay, zonedMoment } from '../fixtures/test-data';
import { waitForTransitionsToEnd } from '../fixtures/transitions';
import { stepPhotos } from '../fixtures/work-api';
import { Board } from '../page-models/board';

test('screenshots of the board', async ({ page, request, managerApi, loggedInManager }) => {
  expect(loggedInManager.id).toBeGreaterThan(0);
  const people = [
    ['Emina', 'Mehić'],
    ['Amir', 'Hadžić'],
    ['Mirza', 'Osmanović'],
    ['Lejla', 'Begić'],
    ['Tarik', 'Kovačević'],
  ] as const;
  const ids: number[] = [];
  for (const [name, surname] of people) ids.push((await managerApi.createEmployee({ name, surname })).id);
  const [emina, amir, mirza, lejla, tarik] = ids as [number, number, number, number, number];
  const late = zonedMoment(-45);
  // Emina: 2 of 3 done, a message.
  for (const [i, taskName] of ['Zaliti cvijeće', 'Namjestiti krevet', 'Spremiti ruksak'].entries()) {
    const task = await managerApi.createTask(emina, { taskName, dueDate: sarajevoDay(0), dueTime: '23:59', subtasks: [{ description: `Korak ${taskName}` }] });
    if (i < 2) {
      const phone = await managerApi.employeeSession(emina);
      await phone.startTask(task.id);
      await phone.tickStep((await managerApi.step(emina, `Korak ${taskName}`)).id);
    }
  }
  await (await ChatApi.asEmployee(request, managerApi.token, emina)).send(emina, 'Gotova sam s cvijećem.');
  // Amir: 3 photos waiting, one late task.
  const room = await managerApi.createTask(amir, {
    taskName: 'Pospremiti sobu',
    dueDate: sarajevoDay(0),
    dueTime: '23:59',
    subtasks: [
      { description: 'Slika kreveta', needPhoto: true },
      { description: 'Slika stola', needPhoto: true },
      { description: 'Slika police', needPhoto: true },
    ],
  });
  await managerApi.createTask(amir, { taskName: 'Doručak', dueDate: late.date, dueTime: late.time });
  const amirPhone = await managerApi.employeeSession(amir);
  await amirPhone.startTask(room.id);
  for (const [i, step] of ['Slika kreveta', 'Slika stola', 'Slika police'].entries())
    await amirPhone.sendPhoto((await managerApi.step(amir, step)).id, i % 2 ? stepPhotos.second : stepPhotos.first);
  // Mirza: all done.
  const walk = await managerApi.createTask(mirza, { taskName: 'Šetnja', dueDate: sarajevoDay(0), dueTime: '23:59', subtasks: [{ description: 'Obući jaknu' }] });
  const mirzaPhone = await managerApi.employeeSession(mirza);
  await mirzaPhone.startTask(walk.id);
  await mirzaPhone.tickStep((await managerApi.step(mirza, 'Obući jaknu')).id);
  // Lejla: SOS and late.
  await managerApi.createTask(lejla, { taskName: 'Lijekovi', dueDate: late.date, dueTime: late.time });
  await (await ChatApi.asEmployee(request, managerApi.token, lejla)).sendSos(lejla);
  // Tarik: nothing today.
  expect(tarik).toBeGreaterThan(0);

  const board = new Board(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.reload();
  await expect(board.photos('Amir Hadžić')).toBeVisible();
  await waitForTransitionsToEnd(page);
  await page.screenshot({ path: '/tmp/board-shots/board-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await waitForTransitionsToEnd(page);
  await page.screenshot({ path: '/tmp/board-shots/board-390.png' });
  await page.screenshot({ path: '/tmp/board-shots/board-390-full.png', fullPage: true });
  await board.photos('Amir Hadžić').click();
  await expect(page.getByRole('dialog', { name: 'Pregled slika', exact: true })).toBeVisible();
  await expect.poll(() => page.getByRole('img', { name: 'Slika kreveta' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await waitForTransitionsToEnd(page);
  await page.screenshot({ path: '/tmp/board-shots/review-390.png' });
  await page.setViewportSize({ width: 1366, height: 800 });
  await waitForTransitionsToEnd(page);
  await page.screenshot({ path: '/tmp/board-shots/review-1366.png' });
  await page.getByRole('button', { name: 'Povećaj sliku: Slika kreveta' }).click();
  await page.screenshot({ path: '/tmp/board-shots/review-1366-zoomed.png' });
});

test('probe: focus after a refusal by mouse goes to Da of the next photo; after cancelling back to Ne', async ({ page, managerApi, loggedInManager }) => {
  expect(loggedInManager.id).toBeGreaterThan(0);
  const amir = (await managerApi.createEmployee({ name: 'Amir', surname: 'Hadžić' })).id;
  const room = await managerApi.createTask(amir, {
    taskName: 'Pospremiti sobu',
    dueDate: sarajevoDay(0),
    dueTime: '23:59',
    subtasks: [
      { description: 'Slika kreveta', needPhoto: true },
      { description: 'Slika stola', needPhoto: true },
    ],
  });
  const phone = await managerApi.employeeSession(amir);
  await phone.startTask(room.id);
  for (const step of ['Slika kreveta', 'Slika stola']) await phone.sendPhoto((await managerApi.step(amir, step)).id, stepPhotos.first);
  await page.goto(`employee/${amir}/zadaci?pregled=1`);
  const dialog = page.getByRole('dialog', { name: 'Pregled slika', exact: true });
  await expect(dialog.getByText('Slika 1 od 2')).toBeVisible();
  await waitForTransitionsToEnd(page);
  await dialog.getByRole('button', { name: 'Ne', exact: true }).click();
  await page.getByRole('button', { name: 'Odustani' }).click();
  await waitForTransitionsToEnd(page);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Ne');
  await dialog.getByRole('button', { name: 'Ne', exact: true }).click();
  await page.getByRole('button', { name: 'Slika je mutna' }).click();
  await page.getByRole('button', { name: 'Odbij' }).click();
  await expect(dialog.getByText('Slika 2 od 2')).toBeVisible();
  await waitForTransitionsToEnd(page);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Da');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sve slike su pregledane.')).toBeVisible();
});

test('screenshot of Statistika with difficulties', async ({ page, managerApi, loggedInManager }) => {
  expect(loggedInManager.id).toBeGreaterThan(0);
  const id = (await managerApi.createEmployee({ name: 'Dino', surname: 'Hodžić' })).id;
  const phone = await managerApi.employeeSession(id);
  for (const difficulty of ['easy', 'medium', 'hard']) {
    const task = await managerApi.createTask(id, { taskName: `Zadatak ${difficulty}`, dueDate: sarajevoDay(0), subtasks: [{ description: 'Korak' }], difficulty } as never);
    await phone.startTask(task.id);
    const listed = (await managerApi.tasks(id)).find((t) => t.id === task.id)!;
    await phone.tickStep(listed.subtasks[0]!.id);
  }
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`employee/${id}/statistika`);
  await expect(page.getByText('Srednje teški')).toBeVisible();
  await waitForTransitionsToEnd(page);
  await page.screenshot({ path: '/tmp/board-shots/statistics-1366.png' });
});
