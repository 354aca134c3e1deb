import { expectNoAxeViolations } from '../fixtures/axe';
import { enGbDate, sarajevoDay, zonedMoment } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import { stepPhotos } from '../fixtures/work-api';

const LONG_STEP = `Obrisati prašinu sa svih polica u skladištu, ${'pažljivo '.repeat(8)}i na kraju provjeriti da je sve suho i uredno`;

test.describe('Zadaci', () => {
  test('a priority and a normal task land in their sections; steps are added inline, blank ones refused, and deleted after a question', async ({
    page,
    signedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    expect(signedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Amir', surname: 'Hadžić' });
    const tomorrow = sarajevoDay(1);
    await employeePage.goto(employee.id, 'zadaci');
    // Tomorrow's tasks: 'Sve' shows every day (kept in the address through the reload below).
    await tasksTab.showView('Sve');
    await expect(tasksTab.priority).toContainText('Nema zadataka.');

    await tasksTab.createTask({
      taskName: 'Analiza prodaje',
      description: 'Pregledati prodaju za prošli tjedan.',
      dueDate: tomorrow,
      dueTime: '16:00',
      priority: true,
      steps: [
        { description: 'Fotografija izvještaja', needPhoto: true },
        { description: LONG_STEP },
      ],
    });
    // Each save is confirmed by a short toast (4 s: checked before the next form is filled).
    await expect(tasksTab.toast('Zadatak je dodan: „Analiza prodaje”.')).toBeVisible();
    await tasksTab.createTask({
      taskName: 'Sortiranje dokumenata',
      description: 'Sortirati poštu po kategorijama.',
      dueDate: tomorrow,
      dueTime: '09:15',
      steps: [{ description: LONG_STEP }],
    });
    await expect(tasksTab.toast('Zadatak je dodan: „Sortiranje dokumenata”.')).toBeVisible();

    const priority = tasksTab.card('priority', 'Analiza prodaje');
    const normal = tasksTab.card('normal', 'Sortiranje dokumenata');
    await expect(priority.root).toBeVisible();
    await expect(normal.root).toBeVisible();
    await expect(tasksTab.card('normal', 'Analiza prodaje').root).toHaveCount(0);
    await expect(tasksTab.card('priority', 'Sortiranje dokumenata').root).toHaveCount(0);

    await expect(priority.date).toHaveText(`${enGbDate(tomorrow)} 16:00`);
    await expect(priority.root).toContainText('Pregledati prodaju za prošli tjedan.');
    await expect(priority.step('Fotografija izvještaja')).toContainText('(Potrebna slika)');
    // The priority list cuts a long step to 100 characters plus '...'; the other list shows it whole.
    await expect(priority.step(/^Obrisati/)).toContainText(`${LONG_STEP.slice(0, 100)}...`);
    await expect(priority.step(/^Obrisati/)).not.toContainText(LONG_STEP);
    await expect(normal.step(/^Obrisati/)).toContainText(LONG_STEP);

    // Inline: a blank name is refused without a request; a named one is added, then deleted.
    const stepRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/task/sub')) stepRequests.push(request.url());
    });
    // The step form is among the card's editing controls, behind 'Uredi'.
    await expect(normal.stepName).toBeHidden();
    await normal.startEditing();
    await normal.stepName.fill('   ');
    await normal.addStepButton.click();
    await expect(normal.stepName).toHaveAccessibleDescription('Unesite naziv podzadatka.');
    expect(stepRequests).toEqual([]);

    await normal.addStep('Slika police', true);
    await expect(normal.step('Slika police')).toContainText('(Potrebna slika)');
    await expect(normal.stepName).toHaveValue('');
    await expect(normal.steps).toHaveCount(2);
    await expect(tasksTab.toast('Podzadatak je dodan: „Slika police”.')).toBeVisible();
    expect(stepRequests).toHaveLength(1);

    // Deleting a step asks first: cancelling keeps it, confirming deletes it and the focus stays in its card.
    const stepDeletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && request.url().includes('/api/v1/task/sub/')) stepDeletes.push(request.url());
    });
    await normal.askToDeleteStep('Slika police');
    await expect(tasksTab.stepConfirmDialog).toContainText('„Slika police” bit će trajno obrisan.');
    await tasksTab.stepConfirmDialog.getByRole('button', { name: 'Odustani' }).click();
    await expect(tasksTab.stepConfirmDialog).toBeHidden();
    await expect(normal.steps).toHaveCount(2);
    expect(stepDeletes).toEqual([]);

    await normal.askToDeleteStep('Slika police');
    await tasksTab.stepConfirmDialog.getByRole('button', { name: 'Obriši' }).click();
    await expect(tasksTab.stepConfirmDialog).toBeHidden();
    await expect(normal.steps).toHaveCount(1);
    await expect(normal.step('Slika police')).toHaveCount(0);
    await expect(tasksTab.toast('Podzadatak je obrisan: „Slika police”.')).toBeVisible();
    await expect(normal.stepName).toBeFocused();
    expect(stepDeletes).toHaveLength(1);

    await page.reload();
    await expect(tasksTab.card('normal', 'Sortiranje dokumenata').steps).toHaveCount(1);
    await expect(tasksTab.card('priority', 'Analiza prodaje').steps).toHaveCount(2);

    // Deleting a task asks first.
    await tasksTab.card('normal', 'Sortiranje dokumenata').askToDelete();
    await expect(tasksTab.confirmDialog).toContainText('Sortiranje dokumenata');
    await tasksTab.confirmDialog.getByRole('button', { name: 'Obriši' }).click();
    await expect(tasksTab.card('normal', 'Sortiranje dokumenata').root).toHaveCount(0);
    await expect(tasksTab.normal).toContainText('Nema zadataka.');
    await expect(tasksTab.toast('Zadatak je obrisan: „Sortiranje dokumenata”.')).toBeVisible();
  });

  test('the form names missing fields in Croatian, and a failed save keeps what was typed', async ({
    page,
    signedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    expect(signedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee();
    await employeePage.goto(employee.id, 'zadaci');
    const form = tasksTab.form;

    await tasksTab.addTask.click();
    // A new task starts today at the next full hour; emptied, both are asked for.
    const now = zonedMoment(0);
    const nextHour = Number(now.time.slice(0, 2)) + 1;
    if (nextHour < 24) {
      await expect(form.dueDate).toHaveValue(now.date);
      await expect(form.dueTime).toHaveValue(`${String(nextHour).padStart(2, '0')}:00`);
    }
    await form.dueDate.fill('');
    await form.dueTime.fill('');
    await form.addStep.click();
    await form.submit.click();
    await expect(form.taskName).toHaveAccessibleDescription('Unesite naziv zadatka.');
    await expect(form.description).toHaveAccessibleDescription('Unesite opis.');
    await expect(form.dueDate).toHaveAccessibleDescription('Odaberite datum.');
    await expect(form.dueTime).toHaveAccessibleDescription('Odaberite vrijeme.');
    await expect(form.stepName(1)).toHaveAccessibleDescription('Unesite naziv podzadatka.');
    await expect(form.taskName).toBeFocused();
    await form.step(1).getByRole('button', { name: 'Obriši podzadatak 1' }).click();

    // The server fails once: the message shows and nothing typed is lost.
    await page.route('**/api/v1/task', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'x' } } }), { times: 1 });
    const data = { taskName: 'Zaliti cvijeće', description: 'Sve biljke na balkonu.', dueDate: sarajevoDay(2), dueTime: '08:30', priority: true };
    await form.fill({ ...data, steps: [{ description: 'Napuniti kantu', needPhoto: true }] });
    await form.submit.click();
    await expect(form.dialog.getByRole('alert')).toHaveText('Desila se greška. Pokušajte ponovo.');
    await expect(tasksTab.toast('Zadatak je dodan: „Zaliti cvijeće”.')).toHaveCount(0);
    await expect(form.taskName).toHaveValue(data.taskName);
    await expect(form.description).toHaveValue(data.description);
    await expect(form.dueDate).toHaveValue(data.dueDate);
    await expect(form.dueTime).toHaveValue(data.dueTime);
    await expect(form.priority).toBeChecked();
    await expect(form.stepName(1)).toHaveValue('Napuniti kantu');
    await expect(form.step(1).getByRole('switch', { name: 'Potrebna slika' })).toBeChecked();

    // One request carries the task and its steps.
    const created = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/v1/task'));
    await form.submit.click();
    expect((await created).postDataJSON()).toMatchObject({ ...data, child: { id: employee.id }, subtasks: [{ description: 'Napuniti kantu', needPhoto: true }] });
    await expect(form.dialog).toBeHidden();
    await expect(tasksTab.toast('Zadatak je dodan: „Zaliti cvijeće”.')).toBeVisible();
    // Due the day after tomorrow: in 'Ova sedmica'.
    await tasksTab.showView('Ova sedmica');
    await expect(tasksTab.card('priority', 'Zaliti cvijeće').step('Napuniti kantu')).toContainText('(Potrebna slika)');
  });

  test('a late task shows its date bold in #c70000: its deadline, date and time, has passed; a task due later does not', async ({
    signedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    expect(signedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee();
    const passedToday = zonedMoment(-2);
    const comingSoon = zonedMoment(30);
    await managerApi.createTask(employee.id, { taskName: 'Zakašnjeli izvještaj', dueDate: sarajevoDay(-1), dueTime: '23:59', priority: true });
    await managerApi.createTask(employee.id, { taskName: 'Propušteni rok', dueDate: passedToday.date, dueTime: passedToday.time });
    await managerApi.createTask(employee.id, { taskName: 'Uskoro', dueDate: comingSoon.date, dueTime: comingSoon.time });
    await employeePage.goto(employee.id, 'zadaci');
    // 'Uskoro' may fall after midnight.
    await tasksTab.showView('Sve');

    const late = tasksTab.card('priority', 'Zakašnjeli izvještaj');
    await expect(late.date).toHaveText(`${enGbDate(sarajevoDay(-1))} 23:59`);
    await expect(late.date).toHaveCSS('color', 'rgb(199, 0, 0)');
    await expect(late.date).toHaveCSS('font-weight', '700');
    await expect(late.root).toContainText('rok prošao');

    // The same rule as the phone's and the statistics': a deadline is a date and a time.
    const passed = tasksTab.card('normal', 'Propušteni rok');
    await expect(passed.date).toHaveCSS('color', 'rgb(199, 0, 0)');
    await expect(passed.root).toContainText('rok prošao');

    const soon = tasksTab.card('normal', 'Uskoro');
    await expect(soon.date).not.toHaveCSS('color', 'rgb(199, 0, 0)');
    await expect(soon.date).not.toHaveCSS('font-weight', '700');
    await expect(soon.root).not.toContainText('rok prošao');
  });

  test('photo review from either list: waiting icon, reject, a new photo, approve, and the task is done', async ({
    page,
    signedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    expect(signedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić', kidMale: false });
    const day = sarajevoDay(1);
    const priorityTask = await managerApi.createTask(employee.id, {
      taskName: 'Pospremiti stol',
      dueDate: day,
      dueTime: '11:00',
      priority: true,
      subtasks: [{ description: 'Slika urednog stola', needPhoto: true }, { description: 'Obrisati stol' }],
    });
    const normalTask = await managerApi.createTask(employee.id, {
      taskName: 'Složiti police',
      dueDate: day,
      dueTime: '12:00',
      subtasks: [{ description: 'Slika složene police', needPhoto: true }],
    });

    // The employee starts both, ticks the step without photo and sends the two photos.
    const phone = await managerApi.employeeSession(employee.id);
    await phone.startTask(priorityTask.id);
    await phone.startTask(normalTask.id);
    await phone.tickStep((await managerApi.step(employee.id, 'Obrisati stol')).id);
    const deskStep = await managerApi.step(employee.id, 'Slika urednog stola');
    await phone.sendPhoto(deskStep.id, stepPhotos.first);
    await phone.sendPhoto((await managerApi.step(employee.id, 'Slika složene police')).id, stepPhotos.first);

    await employeePage.goto(employee.id, 'zadaci');
    // Due tomorrow: 'Danas' shows them while a photo waits; 'Sutra' always.
    await expect(tasksTab.card('priority', 'Pospremiti stol').waiting).toBeVisible();
    await tasksTab.showView('Sutra');
    const desk = tasksTab.card('priority', 'Pospremiti stol');
    const shelf = tasksTab.card('normal', 'Složiti police');
    await expect(desk.waiting).toBeVisible();
    await expect(shelf.waiting).toBeVisible();
    await expect(desk.step('Slika urednog stola')).toContainText('Slika čeka pregled');

    // From the priority list, by clicking the task: reject.
    await desk.title.click();
    const deskReview = tasksTab.review('Pospremiti stol');
    await expect(deskReview.dialog).toBeVisible();
    const thumbnail = deskReview.photo('Slika urednog stola').getByRole('button', { name: 'Povećaj sliku: Slika urednog stola' });
    await expect.poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(deskReview.photo('Obrisati stol')).toHaveCount(0);

    // The photo zooms to full size on click, and back.
    await thumbnail.click();
    const large = deskReview.dialog.getByRole('img', { name: 'Slika urednog stola' });
    await expect(large).toBeVisible();
    expect(await large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await deskReview.dialog.getByRole('button', { name: 'Smanji sliku: Slika urednog stola' }).click();

    // 'Ne' asks why; the typed words are stored with the refusal.
    await deskReview.reject('Slika urednog stola', { reason: 'Stol nije obrisan' });
    await deskReview.expectAllReviewed();
    await expect(tasksTab.toast('Slika je odbijena: „Slika urednog stola”.')).toBeVisible();
    expect((await managerApi.step(employee.id, 'Slika urednog stola')).rejection?.reason).toBe('Stol nije obrisan');
    await deskReview.close();
    await expect(desk.waiting).toHaveCount(0);
    await expect(desk.step('Slika urednog stola')).toContainText('slika odbijena');
    await expect(desk.done).toHaveCount(0);

    // A new photo comes; the manager sees it after a reload and approves it.
    await phone.sendPhoto(deskStep.id, stepPhotos.second);
    await page.reload();
    await expect(desk.waiting).toBeVisible();
    await desk.waiting.click();
    await expect(deskReview.photo('Slika urednog stola')).toBeVisible();
    await deskReview.approve('Slika urednog stola');
    await deskReview.expectAllReviewed();
    await expect(tasksTab.toast('Slika je prihvaćena: „Slika urednog stola”.')).toBeVisible();
    await deskReview.close();
    // Finished: folded away under 'Završeni zadaci (1)'.
    await expect(tasksTab.finished('priority').locator('summary')).toHaveText('Završeni zadaci (1)');
    await tasksTab.openFinished('priority');
    await expect(desk.done).toBeVisible();
    await expect(desk.waiting).toHaveCount(0);
    await expect(desk.edit).toHaveCount(0);

    // From the lower-priority list too (the original did nothing here).
    await shelf.title.click();
    const shelfReview = tasksTab.review('Složiti police');
    await shelfReview.approve('Slika složene police');
    await shelfReview.expectAllReviewed();
    await shelfReview.close();
    await tasksTab.openFinished('normal');
    await expect(shelf.done).toBeVisible();

    const tasks = await managerApi.tasks(employee.id);
    expect(tasks.map((task) => [task.taskName, task.done, task.end !== null])).toEqual([
      ['Pospremiti stol', true, true],
      ['Složiti police', true, true],
    ]);
  });

  test('axe finds no violations on the tab, the form and the review', async ({ page, signedInManager, managerApi, employeePage, tasksTab }) => {
    expect(signedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee();
    const task = await managerApi.createTask(employee.id, {
      taskName: 'Nahraniti ribice',
      dueDate: sarajevoDay(-2),
      priority: true,
      subtasks: [{ description: 'Slika akvarija', needPhoto: true }, { description: 'Oprati ruke' }],
    });
    await managerApi.createTask(employee.id, { taskName: 'Šetnja', dueDate: sarajevoDay(3), subtasks: [{ description: 'Obući jaknu' }] });
    const phone = await managerApi.employeeSession(employee.id);
    await phone.startTask(task.id);
    await phone.sendPhoto((await managerApi.step(employee.id, 'Slika akvarija')).id, stepPhotos.second);

    await employeePage.goto(employee.id, 'zadaci');
    const card = tasksTab.card('priority', 'Nahraniti ribice');
    await expect(card.waiting).toBeVisible();
    await card.startEditing();
    await card.stepName.fill(' ');
    await card.addStepButton.click();
    await expect(card.stepName).toHaveAccessibleDescription('Unesite naziv podzadatka.');
    await expectNoAxeViolations(page);

    await tasksTab.addTask.click();
    await tasksTab.form.addStep.click();
    await tasksTab.form.submit.click();
    await expect(tasksTab.form.taskName).toHaveAccessibleDescription('Unesite naziv zadatka.');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(tasksTab.form.dialog).toBeHidden();

    await card.waiting.click();
    const review = tasksTab.review('Nahraniti ribice');
    await expect(review.photo('Slika akvarija')).toBeVisible();
    await expectNoAxeViolations(page);
    await review.close();

    // The step question, for a step with a photo; then the toast after deleting it.
    await card.askToDeleteStep('Slika akvarija');
    await expect(tasksTab.stepConfirmDialog).toContainText('„Slika akvarija” sa slikom bit će trajno obrisan.');
    await expect(tasksTab.stepConfirmDialog.getByRole('button', { name: 'Odustani' })).toBeFocused();
    await expectNoAxeViolations(page);
    await tasksTab.stepConfirmDialog.getByRole('button', { name: 'Obriši' }).click();
    const deleted = tasksTab.toast('Podzadatak je obrisan: „Slika akvarija”.');
    await expect(deleted).toBeVisible();
    await expectNoAxeViolations(page);
    // It goes away by itself after about four seconds.
    await expect(deleted).toBeHidden({ timeout: 8_000 });
  });
});
