import path from 'node:path';
import { expectNoAxeViolations } from '../fixtures/axe';
import { enGbDate, sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import { PHONE, PhoneApp } from '../page-models/phone-app';

const PICTURE = path.join(import.meta.dirname, '../fixtures/phone-step-photo.jpg');

const WEEKDAY_HEADING = /^(Ponedjeljak|Utorak|Srijeda|Četvrtak|Petak|Subota|Nedjelja), \d{2}\/\d{2}\/\d{4}$/;

test.describe('Zadaci read like a day', () => {
  test('today by default (a daily routine once, what is late or waits), the other views one click or key away, finished tasks folded, the difficulty filter', async ({
    page,
    loggedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Lejla', surname: 'Kovač', kidMale: false });
    await managerApi.createTask(employee.id, {
      taskName: 'Jutarnja rutina',
      dueDate: sarajevoDay(0),
      dueTime: '08:00',
      difficulty: 'easy',
      subtasks: [{ description: 'Oprati ruke' }],
      repeat: { kind: 'daily' },
    });
    await managerApi.createTask(employee.id, { taskName: 'Izvještaj', dueDate: sarajevoDay(-1), dueTime: '15:00', priority: true, difficulty: 'medium' });
    await managerApi.createTask(employee.id, { taskName: 'Sastanak', dueDate: sarajevoDay(1), dueTime: '11:00', difficulty: 'hard' });
    const finished = await managerApi.createTask(employee.id, { taskName: 'Pospremiti stol', dueDate: sarajevoDay(0), dueTime: '07:30', subtasks: [{ description: 'Obrisati stol' }] });
    const phone = await managerApi.employeeSession(employee.id);
    await phone.startTask(finished.id);
    await phone.tickStep((await managerApi.step(employee.id, 'Obrisati stol')).id);

    await employeePage.goto(employee.id, 'zadaci');
    const routineCards = tasksTab.panel.getByRole('article', { name: 'Jutarnja rutina', exact: true });
    // 'Danas': the routine's day once (not its next seven), yesterday's late task under 'Jučer'; tomorrow's not.
    await expect(tasksTab.view('Danas')).toBeChecked();
    await expect(routineCards).toHaveCount(1);
    await expect(tasksTab.dayHeadings('normal')).toHaveText(['Danas']);
    await expect(tasksTab.dayHeadings('priority')).toHaveText(['Jučer']);
    await expect(tasksTab.card('priority', 'Izvještaj').date).toHaveText(`${enGbDate(sarajevoDay(-1))} 15:00`);
    await expect(tasksTab.card('normal', 'Sastanak').root).toHaveCount(0);
    await expect(tasksTab.card('normal', 'Jutarnja rutina').difficulty).toHaveText('Težina: Lagano');

    // The finished task is folded away with its count, and shows no editing controls.
    const done = tasksTab.card('normal', 'Pospremiti stol');
    await expect(tasksTab.finished('normal').locator('summary')).toHaveText('Završeni zadaci (1)');
    await expect(done.root).toBeHidden();
    await tasksTab.openFinished('normal');
    await expect(done.done).toBeVisible();
    await expect(done.edit).toHaveCount(0);
    await expect(done.stepName).toHaveCount(0);

    // A card reads as it is until 'Uredi': then the step form, pictures and delete show.
    const routine = tasksTab.card('normal', 'Jutarnja rutina');
    await expect(routine.stepName).toHaveCount(0);
    await expect(routine.root.getByRole('button', { name: /^Dodaj sliku ili video / })).toHaveCount(0);
    await routine.startEditing();
    await expect(routine.stepName).toBeVisible();
    await expect(routine.root.getByRole('button', { name: 'Iz instrukcija za podzadatak Oprati ruke' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The views are radio buttons: the arrow key moves to 'Sutra', where tomorrow's routine day and task are.
    await tasksTab.view('Danas').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tasksTab.view('Sutra')).toBeChecked();
    await expect(page).toHaveURL(/[?&]prikaz=sutra/);
    await expect(routineCards).toHaveCount(1);
    await expect(tasksTab.card('normal', 'Jutarnja rutina').date).toHaveText(`${enGbDate(sarajevoDay(1))} 08:00`);
    await expect(tasksTab.card('normal', 'Sastanak').root).toBeVisible();
    await expect(tasksTab.dayHeadings('normal')).toHaveText(['Sutra']);
    await expect(tasksTab.card('priority', 'Izvještaj').root).toHaveCount(0);

    // 'Ova sedmica': one routine day under each of seven days' headings.
    await tasksTab.showView('Ova sedmica');
    await expect(routineCards).toHaveCount(7);
    const headings = tasksTab.dayHeadings('normal');
    await expect(headings).toHaveCount(7);
    await expect(headings.nth(0)).toHaveText('Danas');
    await expect(headings.nth(1)).toHaveText('Sutra');
    await expect(headings.nth(2)).toHaveText(WEEKDAY_HEADING);
    await expectNoAxeViolations(page);

    // The difficulty filter, in the view shown.
    await tasksTab.difficultyFilter.selectOption({ label: 'Teško' });
    await expect(tasksTab.taskNames('normal')).toHaveText(['Sastanak']);
    await expect(tasksTab.taskNames('priority')).toHaveCount(0);
    await tasksTab.difficultyFilter.selectOption({ label: 'Srednje' });
    await expect(tasksTab.taskNames('priority')).toHaveText(['Izvještaj']);
    await expect(tasksTab.taskNames('normal')).toHaveCount(0);
    await tasksTab.difficultyFilter.selectOption({ label: 'Sve težine' });
    await expect(routineCards).toHaveCount(7);
  });

  test("'Uredi zadatak' changes a task's time, steps and difficulty; kept steps keep their state; the phone beside it sees the change", async ({
    page,
    browser,
    baseURL,
    loggedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Mirza', surname: 'Begić' });
    const task = await managerApi.createTask(employee.id, {
      taskName: 'Spremiti sobu',
      description: 'Prije ručka.',
      dueDate: sarajevoDay(0),
      dueTime: '23:58',
      priority: true,
      subtasks: [{ description: 'Oprati ruke' }, { description: 'Složiti krevet' }, { description: 'Usisati' }],
    });
    const [washing, bed, vacuum] = await Promise.all(['Oprati ruke', 'Složiti krevet', 'Usisati'].map((step) => managerApi.step(employee.id, step)));
    const employeeApi = await managerApi.employeeSession(employee.id);
    await employeeApi.startTask(task.id);
    await employeeApi.tickStep(washing!.id);

    // The phone, beside the manager's screen.
    const phoneContext = await browser.newContext({ ...PHONE, baseURL });
    const phone = new PhoneApp(await phoneContext.newPage());
    await phone.loginWithCode(await managerApi.loginCode(employee.id), 'Mirza');
    await expect(phone.taskCard('Spremiti sobu')).toContainText('Rok izvršavanja: 23:58');

    await employeePage.goto(employee.id, 'zadaci');
    const card = tasksTab.card('priority', 'Spremiti sobu');
    const form = await card.openEditForm();
    await expect(form.taskName).toHaveValue('Spremiti sobu');
    await expect(form.dueDate).toHaveValue(sarajevoDay(0));
    await expect(form.dueTime).toHaveValue('23:58');
    await expect(form.priority).toBeChecked();
    await expect(form.difficultyChoice('Bez težine')).toBeChecked();
    await expect(form.stepName(1)).toHaveValue('Oprati ruke');
    await expect(form.step(1)).toContainText('završeno');
    // Editing a single task offers no repeat.
    await expect(form.repeat).toHaveCount(0);

    await form.dueTime.fill('23:30');
    await form.difficultyChoice('Teško').check();
    await form.stepName(2).fill('Složiti krevet i jastuke');
    // 'Usisati' moves up by the keyboard; the focus stays on it.
    await form.moveStep(3, 'gore').focus();
    await page.keyboard.press('Enter');
    await expect(form.stepName(2)).toHaveValue('Usisati');
    await expect(form.stepName(3)).toHaveValue('Složiti krevet i jastuke');
    await expect(form.moveStep(2, 'gore')).toBeFocused();
    // A new step, with its picture chosen in the form (a kept step's picture is changed on the card).
    await form.addStep.click();
    await form.stepName(4).fill('Obrisati prašinu');
    const chooser = page.waitForEvent('filechooser');
    await form.step(4).getByRole('button', { name: 'Slika ili video za podzadatak 4' }).click();
    await (await chooser).setFiles(PICTURE);
    await expect(form.step(4).getByRole('img', { name: 'Odabrana slika za podzadatak 4' })).toHaveJSProperty('complete', true);
    await expect(form.step(1).getByRole('button', { name: 'Slika ili video za podzadatak 1' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A refusal: said in Croatian beside its field, and what was typed stays.
    await page.route(`**/api/v1/task/${task.id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, json: { error: { code: 'validation_failed', message: 'x', fields: { taskName: 'too_long' } } } })
        : route.fallback(),
    );
    await form.submit.click();
    await expect(form.taskName).toHaveAccessibleDescription('Tekst je predug.');
    await expect(form.dueTime).toHaveValue('23:30');
    await expect(form.stepName(2)).toHaveValue('Usisati');
    await page.unroute(`**/api/v1/task/${task.id}`);

    const sent = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/api/v1/task/${task.id}`));
    await form.submit.click();
    expect((await sent).postDataJSON()).toEqual({
      taskName: 'Spremiti sobu',
      description: 'Prije ručka.',
      dueDate: sarajevoDay(0),
      dueTime: '23:30',
      priority: true,
      difficulty: 'hard',
      // 'Trajanje' left empty: none.
      durationMinutes: null,
      subtasks: [
        { id: washing!.id, description: 'Oprati ruke', needPhoto: false, durationMinutes: null },
        { id: vacuum!.id, description: 'Usisati', needPhoto: false, durationMinutes: null },
        { id: bed!.id, description: 'Složiti krevet i jastuke', needPhoto: false, durationMinutes: null },
        { description: 'Obrisati prašinu', needPhoto: false, durationMinutes: null },
      ],
    });
    await expect(form.dialog).toBeHidden();
    await expect(tasksTab.toast('Zadatak je promijenjen: „Spremiti sobu”.')).toBeVisible();
    await expect(card.date).toHaveText(`${enGbDate(sarajevoDay(0))} 23:30`);
    await expect(card.difficulty).toHaveText('Težina: Teško');
    await expect(card.steps).toHaveText([/^Oprati ruke/, /^Usisati/, /^Složiti krevet i jastuke/, /^Obrisati prašinu/]);
    await expect(card.stepThumbnail('Obrisati prašinu')).toHaveJSProperty('complete', true);
    // The ticked step kept its state (its id was sent).
    await expect(card.step('Oprati ruke')).toContainText('Završeno');

    // The phone follows without a reload: the new time, the ticked step still counted, the new order.
    await expect(phone.taskCard('Spremiti sobu')).toContainText('Rok izvršavanja: 23:30');
    await expect(phone.taskCard('Spremiti sobu').getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 od 4 završena');
    await phone.openTask('Spremiti sobu');
    await expect(phone.step('Složiti krevet i jastuke')).toBeVisible();
    await expect(phone.stepPicture('Obrisati prašinu')).toBeVisible();
    await phoneContext.close();
  });
});
