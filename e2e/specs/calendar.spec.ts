import { expectNoAxeViolations } from '../fixtures/axe';
import { enGbDate, sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';

const SHORT_MONTHS = ['Sij', 'Vel', 'Ožu', 'Tra', 'Svi', 'Lip', 'Srp', 'Kol', 'Ruj', 'Lis', 'Stu', 'Pro'];
const MONTHS = ['Siječanj', 'Veljača', 'Ožujak', 'Travanj', 'Svibanj', 'Lipanj', 'Srpanj', 'Kolovoz', 'Rujan', 'Listopad', 'Studeni', 'Prosinac'];

/** The 15th of the current month in Sarajevo, and where the month starts in a Monday-first week. */
function thisMonth() {
  const [year, month] = sarajevoDay(0).split('-').map(Number) as [number, number];
  const iso = (day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const firstColumn = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const longDate = new Intl.DateTimeFormat('hr', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
  return { year, month, iso, firstColumn, panelTitle: longDate.charAt(0).toUpperCase() + longDate.slice(1) };
}

test.describe('Kalendar', () => {
  test('shows tasks on their day; the day panel lists them by time and closes', async ({
    page,
    signedInManager,
    managerApi,
    employeePage,
    calendarTab,
  }) => {
    expect(signedInManager.id).toBeGreaterThan(0);
    const { year, month, iso, firstColumn, panelTitle } = thisMonth();
    const employee = await managerApi.createEmployee();
    await managerApi.createTask(employee.id, { taskName: 'Popodnevna šetnja', dueDate: iso(15), dueTime: '16:00' });
    await managerApi.createTask(employee.id, { taskName: 'Jutarnja kava', dueDate: iso(15), dueTime: '08:30', priority: true });
    await managerApi.createTask(employee.id, { taskName: 'Sutrašnji posao', dueDate: iso(16), dueTime: '10:00' });

    await employeePage.goto(employee.id, 'kalendar');
    await expect(calendarTab.grid).toBeVisible();

    // The current year and month; month buttons show the first three letters of the full name; Monday first.
    await expect(page.getByRole('tabpanel', { name: 'Kalendar' })).toContainText(String(year));
    const monthButtons = page.getByRole('tabpanel', { name: 'Kalendar' }).getByRole('button', { name: new RegExp(`^(${MONTHS.join('|')})$`) });
    await expect(monthButtons).toHaveText(SHORT_MONTHS);
    await expect(calendarTab.month(MONTHS[month - 1]!)).toHaveAttribute('aria-pressed', 'true');
    await expect(monthButtons.and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);
    await expect(calendarTab.weekdays).toHaveText(['Pon', 'Uto', 'Sri', 'Čet', 'Pet', 'Sub', 'Ned']);
    await expect(calendarTab.grid.getByRole('row').nth(1).getByRole('cell').nth(firstColumn)).toHaveText('1');

    // Days with tasks stand out and say how many.
    await expect(calendarTab.day(15)).toHaveAccessibleName(/, 2 zadatka$/);
    await expect(calendarTab.day(16)).toHaveAccessibleName(/, 1 zadatak$/);
    await expect(calendarTab.day(14)).not.toHaveAccessibleName(/zadat/);
    await expect(calendarTab.day(15)).toHaveAttribute('data-has-tasks', 'true');
    await expect(calendarTab.day(14)).not.toHaveAttribute('data-has-tasks');

    // The panel: weekday and date, the day's tasks by time; the same day again closes it.
    await calendarTab.day(15).click();
    await expect(calendarTab.panel.getByRole('heading', { level: 2 })).toHaveText(panelTitle);
    await expect(calendarTab.panelTasks).toHaveText(['08:30Jutarnja kava', '16:00Popodnevna šetnja']);
    await calendarTab.day(15).click();
    await expect(calendarTab.panel).toHaveCount(0);

    // 'x' closes it too, and the day keeps the focus.
    await calendarTab.day(16).click();
    await expect(calendarTab.panelTasks).toHaveText(['10:00Sutrašnji posao']);
    await calendarTab.closePanel.click();
    await expect(calendarTab.panel).toHaveCount(0);
    await expect(calendarTab.day(16)).toBeFocused();

  });

  test('adding from the day panel fixes the date to that day', async ({ signedInManager, managerApi, employeePage, calendarTab }) => {
    expect(signedInManager.id).toBeGreaterThan(0);
    const { iso } = thisMonth();
    const employee = await managerApi.createEmployee();
    await managerApi.createTask(employee.id, { taskName: 'Popodnevna šetnja', dueDate: iso(15), dueTime: '16:00' });
    await managerApi.createTask(employee.id, { taskName: 'Jutarnja kava', dueDate: iso(15), dueTime: '08:30', priority: true });
    await employeePage.goto(employee.id, 'kalendar');

    // The date is that day and cannot be changed.
    await calendarTab.day(15).click();
    await calendarTab.addTask.click();
    const form = calendarTab.form;
    await expect(form.dialog).toBeVisible();
    await expect(form.dueDate).toHaveCount(0);
    await expect(form.dialog).toContainText(`Rok: ${enGbDate(iso(15))}`);
    await form.fill({ taskName: 'Ručak', description: 'Ručak s ekipom.', dueTime: '12:00' });
    await form.submit.click();
    await expect(form.dialog).toBeHidden();
    await expect(calendarTab.toast('Zadatak je dodan: „Ručak”.')).toBeVisible();
    await expect(calendarTab.panelTasks).toHaveText(['08:30Jutarnja kava', '12:00Ručak', '16:00Popodnevna šetnja']);
    await expect(calendarTab.day(15)).toHaveAccessibleName(/, 3 zadatka$/);
    const lunch = (await managerApi.tasks(employee.id)).find((task) => task.taskName === 'Ručak');
    expect(lunch).toMatchObject({ dueDate: iso(15), dueTime: '12:00', priority: false });
  });

  test('the arrows change the year and the buttons the month', async ({ page, signedInManager, managerApi, employeePage, calendarTab }) => {
    expect(signedInManager.id).toBeGreaterThan(0);
    const { year } = thisMonth();
    const employee = await managerApi.createEmployee();
    await managerApi.createTask(employee.id, { taskName: 'Novogodišnji plan', dueDate: `${year + 1}-01-05`, dueTime: '09:00' });
    await employeePage.goto(employee.id, 'kalendar');
    const tab = page.getByRole('tabpanel', { name: 'Kalendar' });

    await calendarTab.nextYear.click();
    await calendarTab.month('Siječanj').click();
    await expect(calendarTab.grid.locator('caption')).toHaveText(`Siječanj ${year + 1}.`);
    await expect(calendarTab.day(5)).toHaveAccessibleName(/, 1 zadatak$/);
    // The grid is recomputed for the new month and year: the 1st sits under its own weekday.
    const firstColumn = (new Date(Date.UTC(year + 1, 0, 1)).getUTCDay() + 6) % 7;
    await expect(calendarTab.grid.getByRole('row').nth(1).getByRole('cell').nth(firstColumn)).toHaveText('1');

    await calendarTab.previousYear.click();
    await calendarTab.previousYear.click();
    await expect(tab).toContainText(String(year - 1));
    await expect(calendarTab.grid.locator('caption')).toHaveText(`Siječanj ${year - 1}.`);
    await expect(calendarTab.day(5)).not.toHaveAccessibleName(/zadat/);
  });

  test('axe finds no violations on the calendar with the panel open', async ({ page, signedInManager, managerApi, employeePage, calendarTab }) => {
    expect(signedInManager.id).toBeGreaterThan(0);
    const { iso } = thisMonth();
    const employee = await managerApi.createEmployee();
    await managerApi.createTask(employee.id, { taskName: 'Zaliti cvijeće', dueDate: iso(10), dueTime: '07:45' });
    await employeePage.goto(employee.id, 'kalendar');
    await expect(calendarTab.grid).toBeVisible();
    await expectNoAxeViolations(page);
    await calendarTab.day(10).click();
    await expect(calendarTab.panelTasks).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});
