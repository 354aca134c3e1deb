import path from 'node:path';
import { expectNoAxeViolations } from '../fixtures/axe';
import { sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import { PictogramChooser, stepPictogram, taskPictogram } from '../page-models/pictogram-chooser';
import type { ManagerApi } from '../fixtures/work-api';
import type { EmployeePage } from '../page-models/employee-page';
import type { TasksTab } from '../page-models/tasks-tab';
import type { TaskFormDialog } from '../page-models/task-form-dialog';

const PICTURE = path.join(import.meta.dirname, '../fixtures/phone-step-photo.jpg');

const TASK = 'Jutro prije škole';
const STEP = 'Oprati zube';
const SECOND = 'Obući jaknu';

/** The form's 'Piktogram' for step N (or the task): chooses the first symbol the words find by its drawing's name. */
async function chooseInForm(form: TaskFormDialog, whose: { step: number } | 'task', words: string, drawing: string) {
  const title = whose === 'task' ? 'Piktogram za zadatak' : `Piktogram za podzadatak ${whose.step}`;
  await form.dialog.getByRole('button', { name: title, exact: true }).click();
  const chooser = new PictogramChooser(form.page, title);
  await expect(chooser.search).toBeFocused();
  await chooser.type(words);
  await chooser.choose(chooser.symbolNamed(drawing).first());
  // Back in the form, which keeps the choice until it is saved.
  await expect(form.dialog).toBeVisible();
}

const chosenInForm = (form: TaskFormDialog, whose: { step: number } | 'task') =>
  form.dialog.getByRole('img', { name: whose === 'task' ? 'Odabrani piktogram zadatka' : `Odabrani piktogram podzadatka ${whose.step}`, exact: true });

/** A new employee's 'Zadaci', 'DODAJ ZADATAK' and the form filled for today with these steps (not sent yet). */
async function newTaskForm(
  { managerApi, employeePage, tasksTab }: { managerApi: ManagerApi; employeePage: EmployeePage; tasksTab: TasksTab },
  description: string,
  steps: string[],
): Promise<{ employeeId: number; form: TaskFormDialog }> {
  const employee = await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić', kidMale: false });
  await employeePage.goto(employee.id, 'zadaci');
  await tasksTab.addTask.click();
  const form = tasksTab.form;
  await form.fill({ taskName: TASK, description, dueDate: sarajevoDay(0), dueTime: '23:58', steps: steps.map((step) => ({ description: step })) });
  return { employeeId: employee.id, form };
}

test.describe("'Piktogram' in the task form and the card's new step", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("a new task's step gets the one found by 'zubi', the task the one found by 'autobus'; a picture and a pictogram take each other's place; editing removes the step's", async ({
    page,
    signedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    test.setTimeout(90_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const { employeeId, form } = await newTaskForm({ managerApi, employeePage, tasksTab }, 'Prije autobusa', [STEP, SECOND]);

    await test.step("step 1: a picture first, then the pictogram found by 'zubi' takes its place", async () => {
      const chooser = page.waitForEvent('filechooser');
      await form.step(1).getByRole('button', { name: 'Slika ili video za podzadatak 1' }).click();
      await (await chooser).setFiles(PICTURE);
      await expect(form.step(1).getByRole('img', { name: 'Odabrana slika za podzadatak 1' })).toBeVisible();
      await chooseInForm(form, { step: 1 }, 'zubi', 'tooth');
      await expect(chosenInForm(form, { step: 1 })).toHaveJSProperty('complete', true);
      await expect(form.step(1).getByRole('img', { name: 'Odabrana slika za podzadatak 1' })).toHaveCount(0);
    });

    await test.step("step 2: a pictogram, then a picture takes its place (the step keeps the picture)", async () => {
      await chooseInForm(form, { step: 2 }, 'jakna', 'coat');
      await expect(chosenInForm(form, { step: 2 })).toBeVisible();
      const chooser = page.waitForEvent('filechooser');
      await form.step(2).getByRole('button', { name: 'Slika ili video za podzadatak 2' }).click();
      await (await chooser).setFiles(PICTURE);
      await expect(form.step(2).getByRole('img', { name: 'Odabrana slika za podzadatak 2' })).toBeVisible();
      await expect(chosenInForm(form, { step: 2 })).toHaveCount(0);
    });

    await test.step("the task's own, found by 'autobus'; axe passes on the form", async () => {
      await chooseInForm(form, 'task', 'autobus', 'bus');
      await expect(chosenInForm(form, 'task')).toBeVisible();
      await expectNoAxeViolations(page, 'the task form with pictograms chosen');
    });

    const card = tasksTab.card('normal', TASK);
    await test.step('saved: the card shows both, and the second step its picture', async () => {
      await form.submit.click();
      await expect(form.dialog).toBeHidden();
      await expect(stepPictogram(card, STEP)).toHaveJSProperty('complete', true);
      await expect(taskPictogram(card)).toHaveJSProperty('complete', true);
      await expect(card.stepThumbnail(SECOND)).toBeVisible();
      const [task] = await managerApi.tasks(employeeId);
      expect(task?.pictogram?.name).toMatch(/bus/);
      expect(task?.subtasks.map((step) => [step.description, step.pictogram?.name ?? null, step.picture?.kind ?? null])).toEqual([
        [STEP, expect.stringMatching(/tooth/), null],
        [SECOND, null, 'image'],
      ]);
    });

    await test.step("editing the task shows its pictograms; removing the step's saves only that", async () => {
      const edit = await card.openEditForm();
      await expect(chosenInForm(edit, 'task')).toBeVisible();
      await expect(chosenInForm(edit, { step: 1 })).toBeVisible();
      await edit.dialog.getByRole('button', { name: 'Ukloni piktogram podzadatka 1', exact: true }).click();
      await expect(chosenInForm(edit, { step: 1 })).toHaveCount(0);
      await expect(edit.dialog.getByRole('button', { name: 'Piktogram za podzadatak 1', exact: true })).toBeFocused();
      await edit.submit.click();
      await expect(edit.dialog).toBeHidden();
      await expect(stepPictogram(card, STEP)).toHaveCount(0);
      await expect(taskPictogram(card)).toBeVisible();
      expect((await managerApi.step(employeeId, STEP)).pictogram).toBeNull();
      expect((await managerApi.tasks(employeeId))[0]?.pictogram?.name).toMatch(/bus/);
    });

    await test.step("the card's new step: 'Piktogram' beside 'Slika ili video', saved with the step", async () => {
      await card.startEditing();
      await card.stepName.fill('Uzeti ruksak');
      await card.root.getByRole('button', { name: 'Piktogram za novi podzadatak', exact: true }).click();
      const chooser = new PictogramChooser(page, 'Piktogram za novi podzadatak');
      await chooser.type('ruksak');
      await chooser.choose(chooser.symbolNamed('backpack').first());
      await expect(card.root.getByRole('img', { name: 'Odabrani piktogram novog podzadatka', exact: true })).toBeVisible();
      await card.addStepButton.click();
      await expect(stepPictogram(card, 'Uzeti ruksak')).toHaveJSProperty('complete', true);
      // The form is empty again, ready for the next step.
      await expect(card.root.getByRole('img', { name: 'Odabrani piktogram novog podzadatka', exact: true })).toHaveCount(0);
      expect((await managerApi.step(employeeId, 'Uzeti ruksak')).pictogram?.name).toMatch(/backpack/);
    });
  });

  test("a daily routine made in the form: its later days' step and task have the pictograms", async ({ signedInManager, managerApi, employeePage, tasksTab }) => {
    test.setTimeout(90_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const { employeeId, form } = await newTaskForm({ managerApi, employeePage, tasksTab }, 'Svako jutro', [STEP, SECOND]);
    await form.repeat.selectOption({ label: 'Svaki dan' });
    await chooseInForm(form, { step: 1 }, 'zubi', 'tooth');
    await chooseInForm(form, 'task', 'autobus', 'bus');
    await form.submit.click();
    await expect(form.dialog).toBeHidden();
    await expect(stepPictogram(tasksTab.cardOn('normal', TASK, sarajevoDay(0)), STEP)).toBeVisible();

    const later = (await managerApi.tasks(employeeId)).find((task) => task.dueDate === sarajevoDay(3));
    expect(later, "the routine's day 3").toBeDefined();
    expect(later?.pictogram?.name).toMatch(/bus/);
    expect(later?.subtasks.map((step) => step.pictogram?.name ?? null)).toEqual([expect.stringMatching(/tooth/), null]);
  });

  test('a pictogram not saved after the task was is said in place of the form; the task stays', async ({ page, signedInManager, managerApi, employeePage, tasksTab }) => {
    test.setTimeout(60_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const { form } = await newTaskForm({ managerApi, employeePage, tasksTab }, 'Prije autobusa', [STEP]);
    await chooseInForm(form, { step: 1 }, 'zubi', 'tooth');
    // The connection drops just for the pictogram's save.
    await page.route('**/api/v1/task/sub/*/pictogram', (route) => route.abort('internetdisconnected'));
    await form.submit.click();
    const notSaved = form.dialog.getByRole('alert');
    await expect(notSaved).toContainText('Zadatak je spremljen, ali nisu spremljeni svi piktogrami');
    await expect(notSaved).toContainText(`„${STEP}”: piktogram nije spremljen`);
    await expect(form.submit).toHaveCount(0);
    await form.dialog.getByRole('button', { name: 'U redu' }).click();
    await expect(form.dialog).toBeHidden();
    const card = tasksTab.card('normal', TASK);
    await expect(card.step(STEP)).toBeVisible();
    await expect(stepPictogram(card, STEP)).toHaveCount(0);
  });
});
