import path from 'node:path';
import { expectNoAxeViolations } from '../fixtures/axe';
import { sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import { PictogramChooser, stepPictogram, taskPictogram } from '../page-models/pictogram-chooser';
import type { ManagerApi } from '../fixtures/work-api';
import type { EmployeePage } from '../page-models/employee-page';
import type { TaskCard, TasksTab } from '../page-models/tasks-tab';

const PICTURE = path.join(import.meta.dirname, '../fixtures/phone-step-photo-2.png');

const TASK = 'Jutarnja higijena';
const STEP = 'Oprati zube';

const stepChooserTitle = (step: string) => `Piktogram za „${step}”`;
const taskChooserTitle = (task: string) => `Piktogram za zadatak „${task}”`;

/** 'Uredi', then 'Piktogram' for the step: the dialog with its search field focused. */
async function openStepChooser(card: TaskCard, step: string) {
  await card.startEditing();
  await card.root.getByRole('button', { name: `Piktogram za podzadatak „${step}”`, exact: true }).click();
  const chooser = new PictogramChooser(card.root.page(), stepChooserTitle(step));
  await expect(chooser.search).toBeFocused();
  return chooser;
}


/** An employee with one task for today and its steps, and the manager on the employee's 'Zadaci'. */
async function employeeWithTask(
  { managerApi, employeePage, tasksTab }: { managerApi: ManagerApi; employeePage: EmployeePage; tasksTab: TasksTab },
  taskName: string,
  steps: string[],
): Promise<{ employeeId: number; card: TaskCard }> {
  const employee = await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić', kidMale: false });
  await managerApi.createTask(employee.id, { taskName, dueDate: sarajevoDay(0), dueTime: '23:58', subtasks: steps.map((description) => ({ description })) });
  await employeePage.goto(employee.id, 'zadaci');
  return { employeeId: employee.id, card: tasksTab.card('normal', taskName) };
}

/** No sideways scrolling: the page is no wider than the window. */
async function expectNoSidewaysScroll(card: TaskCard) {
  const [scroll, client] = await card.root.page().evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe('pictograms from the library', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("a step's pictogram found by 'zubi', shown on the card, replaced by a photo; the task's beside its name; recents first", async ({
    page,
    signedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    test.setTimeout(90_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const { employeeId, card } = await employeeWithTask({ managerApi, employeePage, tasksTab }, TASK, [STEP, 'Počešljati se']);
    let chosen = '';

    await test.step("'Piktogram' for a step: typing 'zubi' (no diacritics needed) offers the tooth; axe passes on the dialog", async () => {
      const chooser = await openStepChooser(card, STEP);
      // Everyday symbols to start from, before anything is typed.
      await expect(chooser.symbols.first()).toBeVisible();
      await chooser.type('zubi');
      const tooth = chooser.symbolNamed('tooth').first();
      await expect(tooth).toBeVisible();
      // Large: a button of at least 64 px, its drawing loaded lazily, named by its Croatian label.
      const box = (await tooth.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(64);
      await expect(tooth.getByRole('img')).toHaveAttribute('loading', 'lazy');
      await expect(tooth).toHaveAttribute('title', /\S/);
      await expectNoAxeViolations(page, 'the pictogram chooser');

      await chooser.type('xqzwv');
      await expect(chooser.dialog.getByRole('status')).toHaveText('Nema piktograma za „xqzwv”.');
      await chooser.type('zubi');
      // The keyboard: Tab from the field into the grid, Enter chooses.
      await chooser.search.focus();
      await page.keyboard.press('Tab');
      const first = chooser.symbols.first();
      await expect(first).toBeFocused();
      chosen = (await first.getByRole('img').getAttribute('alt')) ?? '';
      await page.keyboard.press('Enter');
      await expect(chooser.dialog).toBeHidden();
    });

    await test.step('the card shows it at once, and it stays after a reload', async () => {
      await expect(stepPictogram(card, STEP)).toBeVisible();
      await expect(stepPictogram(card, STEP)).toHaveJSProperty('complete', true);
      const saved = await managerApi.step(employeeId, STEP);
      expect(saved.pictogram?.name).toMatch(/tooth/);
      await page.reload();
      await card.startEditing();
      await expect(stepPictogram(card, STEP)).toBeVisible();
      expect(chosen).not.toBe('');
    });

    await test.step('a photo replaces it: the pictogram is gone', async () => {
      await card.addStepPicture(STEP, PICTURE);
      await expect(stepPictogram(card, STEP)).toHaveCount(0);
      expect((await managerApi.step(employeeId, STEP)).pictogram).toBeNull();
    });

    await test.step("the task's own pictogram shows beside its name; the one just used comes first", async () => {
      await card.startEditing();
      await card.root.getByRole('button', { name: `Piktogram za zadatak „${TASK}”`, exact: true }).click();
      const chooser = new PictogramChooser(page, taskChooserTitle(TASK));
      await expect(chooser.symbols.first().getByRole('img')).toHaveAttribute('alt', chosen);
      await chooser.type('autobus');
      await chooser.choose(chooser.symbolNamed('bus').first());
      await expect(taskPictogram(card)).toBeVisible();
      // Beside the name: on the same line, before it.
      const picture = (await taskPictogram(card).boundingBox())!;
      const title = (await card.title.boundingBox())!;
      expect(picture.x + picture.width).toBeLessThanOrEqual(title.x);
      expect(Math.abs(picture.y + picture.height / 2 - (title.y + title.height / 2))).toBeLessThan(picture.height);
    });

    await test.step("'Ukloni piktogram' removes the task's; reopening shows the recent symbols first, newest first", async () => {
      await card.root.getByRole('button', { name: `Ukloni piktogram zadatka „${TASK}”`, exact: true }).click();
      await expect(taskPictogram(card)).toHaveCount(0);
      expect((await managerApi.tasks(employeeId)).find((task) => task.taskName === TASK)?.pictogram).toBeNull();
      const chooser = await openStepChooser(card, 'Počešljati se');
      await expect(chooser.symbols.nth(0).getByRole('img')).toHaveAttribute('src', /bus/);
      await expect(chooser.symbols.nth(1).getByRole('img')).toHaveAttribute('alt', chosen);
      await page.keyboard.press('Escape');
      await expect(chooser.dialog).toBeHidden();
    });
  });

  test("'O aplikaciji' shows the credits the licences ask for", async ({ page, signedInManager, sidebar }) => {
    expect(signedInManager.id).toBeGreaterThan(0);
    await page.goto('./');
    await sidebar.nav.getByRole('button', { name: 'O aplikaciji' }).click();
    const dialog = page.getByRole('dialog', { name: 'O aplikaciji' });
    await expect(dialog.getByRole('heading', { name: 'Zasluge' })).toBeVisible();
    await expect(dialog.getByText('Piktogrami: Fluent Emoji, © Microsoft Corporation, MIT licenca')).toBeVisible();
    await expect(dialog.getByText('Riječi za pretraživanje piktograma: Unicode CLDR, © Unicode, Inc., Unicode licenca')).toBeVisible();
    await dialog.getByText('Tekst MIT licence (Fluent Emoji)').click();
    await expect(dialog.getByText(/Permission is hereby granted, free of charge/)).toBeVisible();
    await expectNoAxeViolations(page, "'O aplikaciji'");
  });
});

test.describe('pictograms on a phone-sized window', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the chooser fits 390 px without sideways scrolling and chooses by touch; the phone look has high-contrast pictograms', async ({
    page,
    signedInManager,
    managerApi,
    employeePage,
    tasksTab,
  }) => {
    test.setTimeout(60_000);
    expect(signedInManager.id).toBeGreaterThan(0);
    const { employeeId, card } = await employeeWithTask({ managerApi, employeePage, tasksTab }, 'Ručak', ['Postaviti tanjur']);
    const chooser = await openStepChooser(card, 'Postaviti tanjur');
    await chooser.type('tanjur');
    const first = chooser.symbols.first();
    await expect(first).toBeVisible();
    await expectNoSidewaysScroll(card);
    const box = (await first.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'the chooser at 390 px');
    await chooser.choose(first);
    await expect(stepPictogram(card, 'Postaviti tanjur')).toBeVisible();
    await expectNoSidewaysScroll(card);

    await employeePage.goto(employeeId, 'mobilna-aplikacija');
    const contrast = page.getByRole('checkbox', { name: 'Piktogrami visokog kontrasta' });
    await expect(contrast).not.toBeChecked();
    await contrast.check();
    await page.getByRole('button', { name: 'SPREMI PROMJENE' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Promjene su spremljene.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Piktogrami visokog kontrasta' })).toBeChecked();
  });
});
