import { expectNoAxeViolations } from '../fixtures/axe';
import { sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';

const TASK = 'Spremiti sobu';
const INVALID = 'Upišite cijeli broj minuta od 1 do 240 ili ostavite prazno.';

/**
 * At both widths, axe on the open form and on the cards, and the whole way in through the new task form. The edits
 * (the edit form, the card's step form) are the same components again: they run on the laptop only.
 */
const SIZES = [
  { name: 'a laptop', viewport: { width: 1366, height: 800 }, edits: true },
  { name: 'a phone', viewport: { width: 390, height: 844 }, edits: false },
];

for (const size of SIZES) {
  test.describe(`'Trajanje' on ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test("the manager gives a task and its steps expected minutes; a wrong value is said beside its field and kept; the card shows them quietly; the edit and the card's step form change them", async ({
      page,
      signedInManager,
      managerApi,
      employeePage,
      tasksTab,
    }) => {
      test.setTimeout(150_000);
      expect(signedInManager.id).toBeGreaterThan(0);
      const employee = await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić', kidMale: false });
      await employeePage.goto(employee.id, 'zadaci');
      await tasksTab.addTask.click();
      const form = tasksTab.form;

      await test.step('a wrong value keeps the form, says why beside the field, and keeps what was typed', async () => {
        await form.fill({
          taskName: TASK,
          description: 'Prije večere',
          dueDate: sarajevoDay(0),
          dueTime: '23:58',
          durationMinutes: 'pola sata',
          steps: [{ description: 'Pokupiti igračke', durationMinutes: 300 }, { description: 'Namjestiti krevet' }],
        });
        await form.submit.click();
        await expect(form.duration).toHaveAccessibleDescription(new RegExp(INVALID.replace(/[.()]/g, '\\$&')));
        await expect(form.stepDuration(1)).toHaveAccessibleDescription(INVALID);
        await expect(form.stepDuration(2)).not.toHaveAccessibleDescription(INVALID);
        await expect(form.duration).toBeFocused();
        await expect(form.duration).toHaveValue('pola sata');
        await expect(form.stepDuration(1)).toHaveValue('300');
        await expect(form.dialog).toBeVisible();
        await expectNoAxeViolations(page, 'the task form with wrong durations');
      });

      await test.step('whole minutes from 1 to 240 are sent with the task and its steps', async () => {
        await form.duration.fill('30');
        await form.stepDuration(1).fill('10');
        const created = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/v1/task'));
        await form.submit.click();
        expect((await created).postDataJSON()).toMatchObject({
          durationMinutes: 30,
          subtasks: [
            { description: 'Pokupiti igračke', durationMinutes: 10 },
            { description: 'Namjestiti krevet', durationMinutes: null },
          ],
        });
        await expect(form.dialog).toBeHidden();
      });

      const card = tasksTab.card('normal', TASK);
      await test.step("the card shows them quietly, read as 'Trajanje: …'", async () => {
        await expect(card.root.getByText('Trajanje: 30 min', { exact: true })).toBeVisible();
        await expect(card.step('Pokupiti igračke')).toContainText('Trajanje: 10 min');
        await expect(card.step('Namjestiti krevet')).not.toContainText('Trajanje');
        await expectNoAxeViolations(page, 'a card with durations');
      });

      if (!size.edits) return;
      await test.step("'Uredi zadatak' shows them; a step's emptied, another changed", async () => {
        const edit = await card.openEditForm();
        await expect(edit.duration).toHaveValue('30');
        await expect(edit.stepDuration(1)).toHaveValue('10');
        await expect(edit.stepDuration(2)).toHaveValue('');
        await edit.stepDuration(1).fill('');
        await edit.stepDuration(2).fill('241');
        await edit.submit.click();
        await expect(edit.stepDuration(2)).toHaveAccessibleDescription(INVALID);
        await expect(edit.stepDuration(2)).toBeFocused();
        await edit.stepDuration(2).fill('240');
        await edit.submit.click();
        await expect(edit.dialog).toBeHidden();
        await expect(card.step('Pokupiti igračke')).not.toContainText('Trajanje');
        await expect(card.step('Namjestiti krevet')).toContainText('Trajanje: 240 min');
      });

      await test.step("the card's own step form takes one too; a wrong one stays with its message", async () => {
        await card.startEditing();
        const duration = card.root.getByRole('textbox', { name: 'Trajanje (minute)', exact: true });
        await card.stepName.fill('Usisati');
        await duration.fill('0');
        await card.addStepButton.click();
        await expect(duration).toHaveAccessibleDescription(INVALID);
        await expect(duration).toBeFocused();
        await expect(duration).toHaveValue('0');
        await expect(card.stepName).toHaveValue('Usisati');
        await duration.fill('5');
        await card.addStepButton.click();
        await expect(card.step('Usisati')).toContainText('Trajanje: 5 min');
        await expect(duration).toHaveValue('');
        // From the server, not only this page: still there after a reload.
        await page.reload();
        await expect(tasksTab.card('normal', TASK).step('Usisati')).toContainText('Trajanje: 5 min');
        await expect(tasksTab.card('normal', TASK).root.getByText('Trajanje: 30 min', { exact: true })).toBeVisible();
      });
    });
  });
}
