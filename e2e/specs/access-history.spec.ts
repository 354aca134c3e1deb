import { expectNoAxeViolations } from '../fixtures/axe';
import { registerManagerViaApi } from '../fixtures/api';
import { buildManager, sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import { ManagerApi } from '../fixtures/work-api';
import { AccessHistory } from '../page-models/access-history';

/** One page of the history (ACCESS_LOG_PAGE_SIZE); the seed writes more than this, so there is an older page. */
const PAGE_SIZE = 50;
const OWNER_TASKS = 55;

test.describe("'Povijest pristupa' on the owner's Privatnost tab", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the owner sees who viewed and changed the data, in the right words, page by page and by kind', async ({
    page,
    request,
    signedInManager,
    managerApi,
    employeePage,
  }) => {
    test.setTimeout(120_000);
    const owner = `${signedInManager.name} ${signedInManager.surname} (vlasnik)`;
    const employee = await managerApi.createEmployee({ name: 'Lana', surname: 'Kovač' });
    const history = new AccessHistory(page);

    await test.step('seed through the API: a helper added who adds a task, the phone logged in, the owner adds many tasks and reads the list', async () => {
      const helper = await registerManagerViaApi(request, buildManager({ name: 'Iva', surname: 'Pomoćnica' }));
      const invited = await request.post(`/api/v1/child/${employee.id}/helpers`, {
        headers: { Authorization: `Bearer ${managerApi.token}` },
        data: { login: helper.username },
      });
      expect(invited.ok(), await invited.text()).toBe(true);
      const helperApi = await ManagerApi.login(request, helper.username, helper.password);
      await helperApi.createTask(employee.id, { taskName: 'Zaliti cvijeće', dueDate: sarajevoDay(1) });
      await managerApi.employeeSession(employee.id);
      // One entry each: together more than a page.
      for (let number = 1; number <= OWNER_TASKS; number += 1) {
        await managerApi.createTask(employee.id, { taskName: `Zadatak ${number}`, dueDate: sarajevoDay(1) });
      }
      await managerApi.tasks(employee.id);
    });

    await test.step('the newest page: the owner’s views and changes, with the retention and the way to older entries', async () => {
      await employeePage.goto(employee.id);
      await expect(employeePage.heading('Lana Kovač')).toBeVisible();
      await history.open();
      await expect(history.kept).toBeVisible();
      await expect(history.rows).toHaveCount(PAGE_SIZE);
      await expect(history.entry('Pregled zadataka', owner)).not.toHaveCount(0);
      await expect(history.entry(`Novi zadatak: Zadatak ${OWNER_TASKS}`, owner)).toHaveCount(1);
      await expect(history.rows.first().locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      // The older entries are not on the first page yet.
      await expect(history.entry('Dodan pomagač: Iva Pomoćnica')).toHaveCount(0);
      await expect(history.more).toBeVisible();
      await expectNoAxeViolations(page, "'Povijest pristupa' with a page of entries");
    });

    await test.step("'Učitaj starije' from the keyboard loads the older entries, the helper's and the phone's, and reading goes on there", async () => {
      await history.more.focus();
      await page.keyboard.press('Enter');
      await expect(history.entry('Dodan pomagač: Iva Pomoćnica', owner)).toHaveCount(1);
      await expect(history.entry('Novi zadatak: Zaliti cvijeće', 'Iva Pomoćnica (pomagač)')).toHaveCount(1);
      await expect(history.entry('Prijava na telefonu', 'Lana Kovač (na telefonu)')).toHaveCount(1);
      await expect(history.entry('Novi zadatak: Zadatak 1', owner)).toHaveCount(1);
      await expect(history.rows.nth(PAGE_SIZE)).toBeFocused();
      // Everything there is fits in two pages.
      await expect(history.more).toBeHidden();
    });

    await test.step('the filter shows only the chosen kind, and says so when there is none', async () => {
      await history.show('Pomagači');
      await expect(history.rows).toHaveCount(1);
      await expect(history.entry('Dodan pomagač: Iva Pomoćnica', owner)).toHaveCount(1);

      await history.show('Prijave na telefonu');
      await expect(history.rows).toHaveCount(1);
      await expect(history.entry('Prijava na telefonu', 'Lana Kovač (na telefonu)')).toHaveCount(1);

      await history.show('Pregledi');
      await expect(history.entry('Pregled zadataka', owner)).not.toHaveCount(0);
      await expect(history.whatCells().filter({ hasNotText: /^Pregled (profila|zadataka|statistike)$/ })).toHaveCount(0);

      await history.show('Promjene');
      await expect(history.rows).toHaveCount(PAGE_SIZE);
      await expect(history.whatCells().filter({ hasNotText: /^Novi zadatak: / })).toHaveCount(0);
      await expect(history.more).toBeVisible();

      await history.show('Preuzimanja');
      await expect(history.noneOfKind).toBeVisible();
      await expect(history.table).toBeHidden();
      await expectNoAxeViolations(page, "'Povijest pristupa' with a kind that has no entries");

      // Back to every kind: the older page loaded before is still there.
      await history.show('Sve');
      await expect(history.entry('Novi zadatak: Zaliti cvijeće', 'Iva Pomoćnica (pomagač)')).toHaveCount(1);
      await expect(history.entry(`Novi zadatak: Zadatak ${OWNER_TASKS}`, owner)).toHaveCount(1);
      await expect(history.more).toBeHidden();
    });
  });
});
