import type { APIRequestContext } from '@playwright/test';
import type { SupportLevel } from '@plan-dan/contract/support-constants';
import { expectNoAxeViolations } from '../fixtures/axe';
import { enGbDate, sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import type { ManagerApi } from '../fixtures/work-api';
import { IndependenceSection } from '../page-models/independence-section';
import { StatisticsTab } from '../page-models/statistics-tab';

const TASK = 'Složiti police';
const STEPS = ['Uzeti kutiju', 'Složiti knjige', 'Obrisati prašinu'];
const CODES: Record<SupportLevel, string> = { independent: 'S', gesture: 'G', verbal: 'V', model: 'P', partial_physical: 'DF', full_physical: 'PF' };
const S = 'independent';

/** One run a day, oldest first: each step's level (null: not recorded). The last four all 'Samostalno'. */
const SEED: { daysAgo: number; levels: (SupportLevel | null)[] }[] = [
  { daysAgo: 6, levels: ['verbal', 'model', 'full_physical'] },
  { daysAgo: 5, levels: [S, null, 'partial_physical'] },
  { daysAgo: 4, levels: [S, S, 'gesture'] },
  { daysAgo: 3, levels: [S, S, S] },
  { daysAgo: 2, levels: [S, S, S] },
  { daysAgo: 1, levels: [S, S, S] },
  { daysAgo: 0, levels: [S, S, S] },
];

const percent = (part: number, total: number) => new Intl.NumberFormat('hr', { style: 'percent', maximumFractionDigits: 0 }).format(part / total);

async function recordSupport(request: APIRequestContext, managerApi: ManagerApi, stepId: number, level: SupportLevel) {
  const response = await request.put(`/api/v1/task/sub/${stepId}/support`, {
    headers: { Authorization: `Bearer ${managerApi.token}` },
    data: { level, note: null },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('Samostalnost reads back the seed: share per run, the grid of levels, the step needing most help and the mastery mark; the criterion changes', async ({
  page,
  request,
  loggedInManager,
  managerApi,
}) => {
  test.setTimeout(90_000);
  expect(loggedInManager.id).toBeGreaterThan(0);
  const employee = await managerApi.createEmployee({ name: 'Emir', surname: 'Kovač' });
  const phone = await managerApi.employeeSession(employee.id);
  const subtasks = STEPS.map((description) => ({ description }));

  // The runs, done on the phone as any task is, then recorded by the coach; and a task nobody recorded.
  for (const run of SEED) {
    const task = await managerApi.createTask(employee.id, { taskName: TASK, dueDate: sarajevoDay(-run.daysAgo), subtasks });
    const steps = (await managerApi.tasks(employee.id)).find((listed) => listed.id === task.id)!.subtasks;
    await phone.startTask(task.id);
    for (const step of steps) await phone.tickStep(step.id);
    for (const [index, level] of run.levels.entries()) if (level !== null) await recordSupport(request, managerApi, steps[index]!.id, level);
  }
  const unrecorded = await managerApi.createTask(employee.id, { taskName: 'Zaliti cvijeće', dueDate: sarajevoDay(0), subtasks: [{ description: 'Napuniti kantu' }] });
  await phone.startTask(unrecorded.id);
  await phone.tickStep((await managerApi.step(employee.id, 'Napuniti kantu')).id);

  await page.setViewportSize({ width: 1366, height: 800 });
  const tab = new StatisticsTab(page);
  const section = new IndependenceSection(page);
  await tab.goto(employee.id);
  await tab.taskButton(TASK).click();

  // The share of independent steps per run, oldest first: the chart's table against the seed.
  const expectedShares = SEED.map((run) => {
    const recorded = run.levels.filter((level) => level !== null).length;
    const independent = run.levels.filter((level) => level === S).length;
    return `${enGbDate(sarajevoDay(-run.daysAgo))}${percent(independent, recorded)} (${independent} od ${recorded} koraka)`;
  });
  await expect(section.chartRows).toHaveText(expectedShares);
  // The drawing writes the values at its points too (read without colour or hovering).
  await expect(section.chart.locator('[data-point-value]')).toHaveText(SEED.map((run) => {
    const recorded = run.levels.filter((level) => level !== null).length;
    return percent(run.levels.filter((level) => level === S).length, recorded);
  }));

  // The grid: the runs' dates as columns, each step a row of short marks, '–' where nothing was recorded.
  await expect(section.gridDates).toHaveCount(SEED.length);
  for (const [index, run] of SEED.entries()) await expect(section.gridDates.nth(index)).toHaveAccessibleName(enGbDate(sarajevoDay(-run.daysAgo)));
  await expect(section.gridRows.getByRole('rowheader')).toHaveText(STEPS.map((step, index) => `${index + 1}. ${step}`));
  for (const [position] of STEPS.entries()) {
    await expect(section.marks(section.gridRows.nth(position))).toHaveText(SEED.map((run) => (run.levels[position] ? CODES[run.levels[position]] : '–')));
  }
  // Full names for screen readers (and the legend), not only the marks.
  await expect(section.gridRows.nth(1).getByRole('cell').nth(1)).toHaveAccessibleName('Nije zabilježeno');
  await expect(section.gridRows.nth(2).getByRole('cell').nth(0)).toHaveAccessibleName('Puna fizička pomoć');
  await expect(section.legend).toHaveText(['SSamostalno', 'GGesta', 'VVerbalna uputa', 'PPokazivanje', 'DFDjelomična fizička pomoć', 'PFPuna fizička pomoć', '–Nije zabilježeno']);

  // Step 3 needed help on 3 of its 7 recorded runs, the others once each.
  await expect(section.mostHelp).toHaveText('Najviše pomoći treba korak 3. „Obrisati prašinu“: trebao je pomoć u 3 od 7 izvođenja.');

  // Default criterion, 5 in a row: the latest 5 include the run with a gesture on step 3, so close, not mastered.
  await expect(section.criterion).toHaveText('Kriterij: 5 izvođenja zaredom, svi koraci samostalno');
  await expect(section.mark('Blizu savladavanja')).toBeVisible();
  await expect(section.holdingBack).toHaveText(['3. Obrisati prašinu']);
  await expectNoAxeViolations(page, 'Samostalnost at 1366');

  // Out of range is said beside the field, the typed number kept; 4 in a row is met by the seed.
  await section.changeCriterion.click();
  await expect(section.criterionRuns).toBeFocused();
  await section.criterionRuns.fill('25');
  await section.save.click();
  await expect(section.criterionRuns).toHaveAccessibleDescription(/Upišite cijeli broj od 2 do 20\./);
  await expect(section.criterionRuns).toHaveValue('25');
  await section.criterionRuns.fill('4');
  await section.save.click();
  await expect(section.criterion).toHaveText('Kriterij: 4 izvođenja zaredom, svi koraci samostalno');
  await expect(section.mark('Savladano')).toBeVisible();
  await expect(section.holdingBack).toHaveCount(0);
  await expect(section.changeCriterion).toBeFocused();

  // On a phone: the same section, the grid scrolling sideways inside its box; and a task nobody recorded.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section.mark('Savladano')).toBeVisible();
  await expectNoAxeViolations(page, 'Samostalnost at 390');
  await tab.taskButton('Zaliti cvijeće').click();
  await expect(section.region.getByText(/^Za ovaj zadatak još nema zabilježene podrške\./)).toBeVisible();
  await expect(section.grid).toHaveCount(0);
});
