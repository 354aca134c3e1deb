import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneTestData, sarajevoToday } from '../page-models/phone-test-data';

const PHOTO = path.join(import.meta.dirname, '../fixtures/phone-step-photo.jpg');
const SECOND_PHOTO = path.join(import.meta.dirname, '../fixtures/phone-step-photo-2.png');

test.use(PHONE);

test('an employee logs in by QR link, does a task step by step, and the manager reviews the photo', async ({ page, request }) => {
  // The last decision shows up through the phone's own periodic refresh (every 20 s while waiting).
  test.setTimeout(90_000);
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Haris', kidMale: true });
  const task = await manager.createTask(employee.id, {
    taskName: 'Spremiti sobu',
    description: 'Soba treba biti uredna prije ručka.',
    priority: true,
    dueTime: '23:58',
    subtasks: [
      { description: 'Nahraniti ribice' },
      { description: 'Složiti krevet', needPhoto: true },
    ],
  });
  const photoStep = task.subtasks.find((step) => step.needPhoto)!;
  const phone = new PhoneApp(page);

  await phone.loginWithCode(await manager.loginCode(employee.id), 'Haris');

  // Home: today's date, the task under the priority group with its deadline and progress.
  const [year, month, day] = sarajevoToday().split('-').map(Number);
  await expect(page.getByRole('main')).toContainText(`${day}.${month}.${year}.`);
  const card = phone.group('Prioritetni zadaci').getByRole('article');
  await expect(card).toContainText('Spremiti sobu');
  await expect(card).toContainText('Rok izvršavanja: 23:58');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 od 2 završena');

  await phone.openTask('Spremiti sobu');
  await expect(page.getByRole('region', { name: 'Opis zadatka' })).toContainText('Soba treba biti uredna prije ručka.');
  // Nothing can be done before the start.
  await expect(phone.stepCheckbox('Nahraniti ribice')).toBeDisabled();
  await expect(phone.step('Složiti krevet').getByRole('button', { name: 'Slikaj' })).toBeDisabled();

  await phone.startButton.click();
  await expect(page.getByText(/^Zadatak započet: \d\d\.\d\d\.\d{4}\. u \d\d:\d\d$/)).toBeVisible();
  await expect(phone.startButton).toHaveCount(0);

  // A plain step: ticked, then faded and struck through.
  await phone.stepCheckbox('Nahraniti ribice').check();
  await expect(phone.stepCheckbox('Nahraniti ribice')).toBeChecked();
  await expect(phone.step('Nahraniti ribice').getByText('Nahraniti ribice')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(page.getByRole('progressbar', { name: 'Završeni podzadaci' })).toHaveAttribute('aria-valuetext', '1 od 2 završena');

  // A photo step: take it, look at it, retake, confirm; it is shrunk before it goes.
  await phone.takePhoto('Složiti krevet', SECOND_PHOTO);
  await expect(phone.photoMoment('Složiti krevet').getByRole('button', { name: 'Potvrdi' })).toBeFocused();
  await phone.photoMoment('Složiti krevet').getByRole('button', { name: 'Odustani' }).click();
  await expect(phone.photoMoment('Složiti krevet')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Tvoja slika' })).toHaveCount(0);
  await phone.takePhoto('Složiti krevet', PHOTO);
  await phone.confirmPhoto('Složiti krevet');
  const sentPhoto = phone.step('Složiti krevet').getByRole('img', { name: 'Poslana slika' });
  await expect(sentPhoto).toBeVisible();
  await expect
    .poll(() => sentPhoto.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([1600, 1200]);
  const stored = (await manager.tasks(employee.id)).find((t) => t.id === task.id)!.subtasks.find((s) => s.id === photoStep.id)!;
  expect(stored.done).toBeNull();
  const file = await request.get(stored.photo!.downloadURL);
  expect(file.headers()['content-type']).toBe('image/jpeg');

  // The manager refuses it: once the employee comes back to the app the step is open again.
  await manager.decideStep(photoStep.id, false);
  await phone.returnToApp();
  await expect(phone.step('Složiti krevet').getByText('Potrebna je nova slika.')).toBeVisible();
  await phone.takePhoto('Složiti krevet', SECOND_PHOTO);
  await phone.confirmPhoto('Složiti krevet');

  // The manager approves; the phone notices by itself, without a reload or a focus change, and the
  // whole screen says 'Bravo'. 'Zatvori' stays with the task, which then says so under its title.
  await manager.decideStep(photoStep.id, true);
  await expect(phone.finishedMoment.getByText('Zadatak je završen. Bravo!')).toBeVisible({ timeout: 30_000 });
  await expect(phone.finishedMoment.getByRole('button', { name: 'Zadaci' })).toBeFocused();
  await phone.finishedMoment.getByRole('button', { name: 'Zatvori' }).click();
  await expect(phone.finishedMoment).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Zadatak je završen. Bravo!')).toBeVisible();
  await expect(phone.step('Složiti krevet').getByText('Slika je prihvaćena.')).toBeVisible();

  await phone.goToProgress();
  await expect(phone.taskCard('Spremiti sobu')).toContainText(/Završeno: \d\d\.\d\d\.\d{4}\. u \d\d:\d\d/);

  await phone.goToTasks();
  await expect(page.getByText('Bravo Haris! Nemaš više zadataka za danas!')).toBeVisible();
});

test('home lists priority tasks first, each group by due time, earlier unfinished ones included and late ones said calmly', async ({
  page,
  request,
}) => {
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Lejla', kidMale: false });
  const today = sarajevoToday();
  const yesterday = sarajevoToday(new Date(Date.now() - 24 * 60 * 60 * 1000));
  const tomorrow = sarajevoToday(new Date(Date.now() + 24 * 60 * 60 * 1000));
  await manager.createTask(employee.id, { taskName: 'Zaliti cvijeće', dueTime: '23:59' });
  await manager.createTask(employee.id, { taskName: 'Školske obaveze', priority: true, dueTime: '23:58' });
  await manager.createTask(employee.id, { taskName: 'Kupiti kruh', priority: true, dueTime: '23:50' });
  await manager.createTask(employee.id, { taskName: 'Jučerašnja šetnja', dueDate: yesterday, dueTime: '18:00' });
  await manager.createTask(employee.id, { taskName: 'Sutrašnji posjet', dueDate: tomorrow, dueTime: '10:00' });
  const phone = new PhoneApp(page);

  await phone.loginWithCode(await manager.loginCode(employee.id), 'Lejla');
  await expect(phone.heading).toHaveText('Dobro došla Lejla!');
  await expect(phone.group('Prioritetni zadaci').getByRole('heading', { level: 3 })).toHaveText(['Kupiti kruh', 'Školske obaveze']);
  await expect(phone.group('Manje prioritetni zadaci').getByRole('heading', { level: 3 })).toHaveText([
    'Jučerašnja šetnja',
    'Zaliti cvijeće',
  ]);
  await expect(page.getByText('Sutrašnji posjet')).toHaveCount(0);

  const late = phone.taskCard('Jučerašnja šetnja');
  const [y, m, d] = yesterday.split('-').map(Number);
  await expect(late).toContainText(`Rok izvršavanja: ${d}.${m}.${y}. u 18:00`);
  await expect(late.getByText('Rok prošao')).toBeVisible();
  // Stated plainly, in the card's normal text colour, not in red.
  const colours = await late.evaluate((element) => {
    const lateText = Array.from(element.querySelectorAll('p')).find((p) => p.textContent === 'Rok prošao')!;
    return [getComputedStyle(lateText).color, getComputedStyle(element).color];
  });
  expect(colours[0]).toBe(colours[1]);
  expect(today).not.toBe(yesterday);
});

test('a task without steps is finished with its own button after the start', async ({ page, request }) => {
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Mirza' });
  await manager.createTask(employee.id, { taskName: 'Odnijeti smeće' });
  const phone = new PhoneApp(page);

  await phone.loginWithCode(await manager.loginCode(employee.id), 'Mirza');
  await phone.openTask('Odnijeti smeće');
  await expect(page.getByText('Ovaj zadatak nema podzadataka.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Završi zadatak' })).toHaveCount(0);
  await phone.startButton.click();
  await page.getByRole('button', { name: 'Završi zadatak' }).click();
  await expect(phone.finishedMoment.getByText('Zadatak je završen. Bravo!')).toBeVisible();
  // 'Zadaci' goes back to the list, where nothing is left.
  await phone.finishedMoment.getByRole('button', { name: 'Zadaci' }).click();
  await expect(page.getByText('Bravo Mirza! Nemaš više zadataka za danas!')).toBeVisible();

  await phone.goToProgress();
  await expect(phone.taskCard('Odnijeti smeće')).toBeVisible();
  await phone.goToTasks();
  await expect(page.getByText('Bravo Mirza! Nemaš više zadataka za danas!')).toBeVisible();
});
