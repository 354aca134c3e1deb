import path from 'node:path';
import { expectNoAxeViolations } from '../fixtures/axe';
import { enGbDate, sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import type { CalendarTab } from '../page-models/calendar-tab';

const PICTURE = path.join(import.meta.dirname, '../fixtures/phone-step-photo.jpg');

const MONTHS = ['Siječanj', 'Veljača', 'Ožujak', 'Travanj', 'Svibanj', 'Lipanj', 'Srpanj', 'Kolovoz', 'Rujan', 'Listopad', 'Studeni', 'Prosinac'];

/** Shows the month of `iso` (the next year's, when it lies there) and answers its day button. */
async function showDay(calendarTab: CalendarTab, iso: string) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  if (year > Number(sarajevoDay(0).slice(0, 4))) await calendarTab.nextYear.click();
  await calendarTab.month(MONTHS[month - 1]!).click();
  await expect(calendarTab.month(MONTHS[month - 1]!)).toHaveAttribute('aria-pressed', 'true');
  return calendarTab.day(day);
}

test.describe('Ponavljanje', () => {
  test('a routine made in the form is a task of its own on each day, in Zadaci and in Kalendar', async ({
    page,
    loggedInManager,
    managerApi,
    employeePage,
    tasksTab,
    calendarTab,
  }) => {
    test.setTimeout(90_000);
    expect(loggedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Ivana', surname: 'Perić' });
    const day = (offset: number) => sarajevoDay(offset);
    await employeePage.goto(employee.id, 'zadaci');
    // The routine's eight days (today and the next seven): 'Sve' shows every day the list holds.
    await tasksTab.showView('Sve');
    await expect(tasksTab.normal).toContainText('Nema zadataka.');

    // The form: 'Odabrani dani' needs a day, chosen with the keyboard.
    await tasksTab.addTask.click();
    const form = tasksTab.form;
    await form.fill({
      taskName: 'Zaliti cvijeće',
      description: 'Zaliti sve biljke u uredu.',
      dueDate: day(0),
      dueTime: '10:00',
      steps: [{ description: 'Napuniti kantu' }, { description: 'Poslikati biljke', needPhoto: true }],
    });
    await expect(form.repeat).toHaveValue('none');
    await expect(form.repeatEnd).toHaveCount(0);
    await form.repeat.selectOption({ label: 'Odabrani dani' });
    await expect(form.repeatDays.getByRole('checkbox')).toHaveCount(7);
    await form.submit.click();
    await expect(form.repeatDays).toContainText('Odaberite barem jedan dan.');
    await expect(form.weekday('ponedjeljak')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(form.weekday('ponedjeljak')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(form.weekday('utorak')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(form.weekday('ponedjeljak')).not.toBeChecked();
    // Only the weekday three days ahead, ending tomorrow: never. The server says so at 'Završava'.
    const weekdayNames = ['ponedjeljak', 'utorak', 'srijeda', 'četvrtak', 'petak', 'subota', 'nedjelja'];
    await form.weekday(weekdayNames[(new Date(`${day(3)}T00:00:00Z`).getUTCDay() + 6) % 7]!).check();
    await form.repeatEnd.fill(day(1));
    await form.submit.click();
    await expect(form.repeatEnd).toHaveAccessibleDescription(/Ponavljanje ne pada ni na jedan dan od danas do kraja\./);
    await expect(form.dialog).toBeVisible();
    // An end before the date is refused at its field.
    await form.repeat.selectOption({ label: 'Svaki dan' });
    await expect(form.repeatDays).toHaveCount(0);
    await form.repeatEnd.fill(day(-1));
    await form.submit.click();
    await expect(form.repeatEnd).toHaveAccessibleDescription(/Kraj ne može biti prije datuma\./);
    await form.repeatEnd.fill('');
    // A picture for a step: every day of the routine shows it.
    const chooser = page.waitForEvent('filechooser');
    await form.step(1).getByRole('button', { name: 'Slika ili video za podzadatak 1' }).click();
    await (await chooser).setFiles(PICTURE);
    await expect(form.dialog).toContainText('Slike i video vrijede za svaki dan ovog ponavljanja.');
    await form.submit.click();
    await expect(form.dialog).toBeHidden();
    await expect(tasksTab.toast('Zadatak je dodan: „Zaliti cvijeće”.')).toBeVisible();

    // Zadaci: today and the next 7 days, each a task of its own with its steps and the repeat mark.
    const week = Array.from({ length: 8 }, (_, offset) => day(offset));
    await expect(tasksTab.taskNames('normal')).toHaveText(week.map(() => 'Zaliti cvijeće'));
    await expect(tasksTab.normal.locator('article time')).toHaveText(week.map((date) => `${enGbDate(date)} 10:00`));
    await expect(tasksTab.normal.getByText('Ponavlja se svaki dan', { exact: true })).toHaveCount(8);
    await expect(tasksTab.cardOn('normal', 'Zaliti cvijeće', day(3)).step('Poslikati biljke')).toContainText('(Potrebna slika)');
    for (const date of [day(0), day(7)]) {
      await expect(tasksTab.cardOn('normal', 'Zaliti cvijeće', date).stepThumbnail('Napuniti kantu')).toHaveJSProperty('complete', true);
    }
    await expect(tasksTab.normal.getByRole('img', { name: 'Slika podzadatka: Napuniti kantu', exact: true })).toHaveCount(8);
    await expectNoAxeViolations(page);

    // Kalendar: the days show them, weeks ahead too.
    await employeePage.openTab('Kalendar');
    await expect(await showDay(calendarTab, day(0))).toHaveAccessibleName(/, 1 zadatak$/);
    await (await showDay(calendarTab, day(0))).click();
    await expect(calendarTab.panelTasks).toHaveCount(1);
    await expect(calendarTab.panelTasks.first()).toContainText('10:00Zaliti cvijeće');
    await expect(calendarTab.panelTasks.first()).toContainText('Ponavlja se svaki dan');
    await expectNoAxeViolations(page);
    await calendarTab.closePanel.click();
    await expect(await showDay(calendarTab, day(20))).toHaveAccessibleName(/, 1 zadatak$/);
  });

  test('editing a routine changes its coming tasks that were not started; Samo ovaj and Ovaj i sljedeći delete as they say', async ({
    page,
    loggedInManager,
    managerApi,
    employeePage,
    tasksTab,
    calendarTab,
  }) => {
    test.setTimeout(90_000);
    expect(loggedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Ivana', surname: 'Perić' });
    const day = (offset: number) => sarajevoDay(offset);
    const week = Array.from({ length: 8 }, (_, offset) => day(offset));
    const first = await managerApi.createTask(employee.id, {
      taskName: 'Zaliti cvijeće',
      dueDate: day(0),
      dueTime: '10:00',
      subtasks: [{ description: 'Napuniti kantu' }],
      repeat: { kind: 'daily' },
    });
    // The employee starts today's: editing leaves it as it was.
    const phone = await managerApi.employeeSession(employee.id);
    await phone.startTask(first.id);

    await employeePage.goto(employee.id, 'zadaci');
    // The routine's eight days (today and the next seven): 'Sve' shows every day the list holds.
    await tasksTab.showView('Sve');
    // A picture added on tomorrow's card is the routine's: its days from today on that were not started show it.
    await tasksTab.cardOn('normal', 'Zaliti cvijeće', day(1)).addStepPicture('Napuniti kantu', PICTURE);
    await expect(tasksTab.cardOn('normal', 'Zaliti cvijeće', day(7)).stepThumbnail('Napuniti kantu')).toHaveJSProperty('complete', true);
    await expect(tasksTab.cardOn('normal', 'Zaliti cvijeće', day(0)).stepThumbnail('Napuniti kantu')).toHaveCount(0);

    await tasksTab.cardOn('normal', 'Zaliti cvijeće', day(1)).editRoutine();
    const edit = tasksTab.routineForm;
    await expect(edit.dialog).toBeVisible();
    await expect(edit.dialog).toContainText('Promjene vrijede za današnje i buduće zadatke ovog ponavljanja koji još nisu započeti.');
    await expect(edit.taskName).toHaveValue('Zaliti cvijeće');
    await expect(edit.dueDate).toHaveValue(day(0));
    await expect(edit.repeat).toHaveValue('daily');
    await expect(edit.repeat.getByRole('option')).toHaveText(['Svaki dan', 'Radnim danima (pon–pet)', 'Odabrani dani', 'Svaki tjedan', 'Svaki mjesec']);
    await expect(edit.step(1).getByRole('img', { name: 'Slika podzadatka 1' })).toHaveJSProperty('complete', true);
    await expect(edit.step(1)).toContainText('Slika ostaje uz ovaj podzadatak.');
    await expectNoAxeViolations(page);
    await edit.taskName.fill('Zaliti sve cvijeće');
    await edit.dueTime.fill('11:30');
    await edit.submit.click();
    await expect(edit.dialog).toBeHidden();
    await expect(tasksTab.toast('Ponavljanje je promijenjeno: „Zaliti sve cvijeće”.')).toBeVisible();
    await expect(tasksTab.taskNames('normal')).toHaveText(['Zaliti cvijeće', ...week.slice(1).map(() => 'Zaliti sve cvijeće')]);
    await expect(tasksTab.normal.locator('article time')).toHaveText([
      `${enGbDate(day(0))} 10:00`,
      ...week.slice(1).map((date) => `${enGbDate(date)} 11:30`),
    ]);
    await expect(tasksTab.cardOn('normal', 'Zaliti sve cvijeće', day(5)).stepThumbnail('Napuniti kantu')).toHaveJSProperty('complete', true);

    // 'Samo ovaj': that day alone.
    await tasksTab.cardOn('normal', 'Zaliti sve cvijeće', day(2)).askToDelete();
    const dialog = tasksTab.routineDeleteDialog;
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveText(['', 'Odustani', 'Samo ovaj', 'Ovaj i sljedeći']);
    await expect(dialog.getByRole('button', { name: 'Odustani' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Samo ovaj' }).click();
    await expect(dialog).toBeHidden();
    await expect(tasksTab.toast('Zadatak je obrisan: „Zaliti sve cvijeće”.')).toBeVisible();
    await expect(tasksTab.normal.locator('article time')).toHaveText(
      [0, 1, 3, 4, 5, 6, 7].map((offset) => `${enGbDate(day(offset))} ${offset === 0 ? '10:00' : '11:30'}`),
    );

    // 'Ovaj i sljedeći': from that day on; the routine now ends the day before.
    await tasksTab.cardOn('normal', 'Zaliti sve cvijeće', day(4)).askToDelete();
    await dialog.getByRole('button', { name: 'Ovaj i sljedeći' }).click();
    await expect(dialog).toBeHidden();
    await expect(tasksTab.toast('Obrisani su ovaj i sljedeći zadaci: „Zaliti sve cvijeće”.')).toBeVisible();
    await expect(tasksTab.normal.locator('article time')).toHaveText([
      `${enGbDate(day(0))} 10:00`,
      `${enGbDate(day(1))} 11:30`,
      `${enGbDate(day(3))} 11:30`,
    ]);
    await expect(tasksTab.cardOn('normal', 'Zaliti sve cvijeće', day(1)).repeatMark).toHaveText(`Ponavlja se svaki dan do ${enGbDate(day(3))}`);

    await employeePage.openTab('Kalendar');
    await expect(await showDay(calendarTab, day(20))).not.toHaveAccessibleName(/zadat/);
    await expect(await showDay(calendarTab, day(3))).toHaveAccessibleName(/, 1 zadatak$/);
  });
});
