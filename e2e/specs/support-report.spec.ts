import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SupportLevel } from '@plan-dan/contract/support-constants';
import type { SupportRecord, TaskWithSteps } from '@plan-dan/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoAxeViolations } from '../fixtures/axe';
import { enGbDate, sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import type { ManagerApi } from '../fixtures/work-api';

const percent = (share: number) => new Intl.NumberFormat('hr', { style: 'percent', maximumFractionDigits: 0 }).format(share);
const LEVEL_NAMES: Record<SupportLevel, string> = {
  independent: 'Samostalno',
  gesture: 'Gesta',
  verbal: 'Verbalna uputa',
  model: 'Pokazivanje',
  partial_physical: 'Djelomična fizička pomoć',
  full_physical: 'Puna fizička pomoć',
};

/** 'YYYY-MM-DD HH:mm', the wall clock in the app's zone. */
const sarajevoMinute = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Sarajevo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** The same day three months earlier (or that month's last day), as the report's default period starts. */
function threeMonthsBefore(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 3, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 4, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** Records a step's support as the coach does with one tap (PUT .../support), answering the record. */
async function record(request: APIRequestContext, managerApi: ManagerApi, stepId: number, level: SupportLevel, note?: string): Promise<SupportRecord> {
  const response = await request.put(`/api/v1/task/sub/${stepId}/support`, {
    headers: { Authorization: `Bearer ${managerApi.token}` },
    data: note === undefined ? { level } : { level, note },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SupportRecord;
}

const bodyRows = (table: Locator, page: Page) => table.getByRole('row').filter({ has: page.getByRole('cell') });
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

test.describe('Izvještaj o napretku', () => {
  test('shows the period’s figures, prints them to an A4 PDF that reads back, and downloads the raw records', async ({
    page,
    request,
    loggedInManager,
    managerApi,
  }) => {
    test.setTimeout(90_000);
    const employee = await managerApi.createEmployee({ name: 'Edin', surname: 'Šabić' });
    const phone = await managerApi.employeeSession(employee.id);
    const [d3, d2, d1, d0] = [sarajevoDay(-3), sarajevoDay(-2), sarajevoDay(-1), sarajevoDay(0)];
    const laundry = [{ description: 'Uzeti košaru' }, { description: 'Objesiti veš' }];
    const plants = [{ description: 'Napuniti kantu' }];
    for (const task of [
      { taskName: 'Složiti veš', dueDate: d3, subtasks: laundry },
      { taskName: 'Složiti veš', dueDate: d2, subtasks: laundry },
      { taskName: 'Zaliti cvijeće', dueDate: d1, subtasks: plants },
      { taskName: 'Zaliti cvijeće', dueDate: d0, dueTime: '23:59', subtasks: plants },
      { taskName: 'Kupovina', dueDate: d0, dueTime: '23:59', subtasks: [{ description: 'Uzeti novčanik' }] },
    ]) {
      await managerApi.createTask(employee.id, task);
    }
    const tasks = (await managerApi.tasks(employee.id)).sort((a, b) => a.id - b.id);
    const [laundry1, laundry2, plants1, plants2] = tasks as [TaskWithSteps, TaskWithSteps, TaskWithSteps, TaskWithSteps];
    // The four runs but 'Kupovina' are finished on the phone: the past ones late, today's on time.
    for (const task of [laundry1, laundry2, plants1, plants2]) {
      await phone.startTask(task.id);
      for (const step of task.subtasks) await phone.tickStep(step.id);
    }

    // Recorded in the order the CSV lists them (run, step, then as recorded); the first is changed later.
    const records = [
      { task: laundry1, step: 0, level: 'model' as const, current: false },
      { task: laundry1, step: 0, level: 'verbal' as const, current: true },
      { task: laundry1, step: 1, level: 'full_physical' as const, note: 'Trebalo voditi ruku', current: true },
      { task: laundry2, step: 0, level: 'independent' as const, note: 'Sam se sjetio košare', current: true },
      { task: laundry2, step: 1, level: 'full_physical' as const, current: true },
      { task: plants1, step: 0, level: 'independent' as const, current: true },
      { task: plants2, step: 0, level: 'independent' as const, current: true },
    ];
    const answers: SupportRecord[] = [];
    for (const entry of records) answers.push(await record(request, managerApi, entry.task.subtasks[entry.step]!.id, entry.level, entry.note));
    const coach = `${loggedInManager.name} ${loggedInManager.surname}`;
    expect(answers.map((answer) => answer.recordedBy?.name)).toEqual(records.map(() => coach));
    // 'Zaliti cvijeće' is mastered by a criterion of 2 runs; 'Složiti veš' keeps the default 5.
    const mastery = await request.put(`/api/v1/statistics/${employee.id}/mastery`, {
      headers: { Authorization: `Bearer ${managerApi.token}` },
      data: { name: 'Zaliti cvijeće', runs: 2 },
    });
    expect(mastery.status(), await mastery.text()).toBe(200);

    // From Statistika, the report opens on the last three months up to today.
    await page.goto(`/plan-dan/employee/${employee.id}/statistika`);
    await page.getByRole('link', { name: 'Izvještaj o napretku' }).click();
    const report = page.getByRole('article', { name: 'Izvještaj o napretku' });
    await expect(report.getByRole('heading', { level: 1 })).toHaveText('Izvještaj o napretku');
    await expect(report.getByText('Edin Šabić', { exact: true })).toBeVisible();
    await expect(report.getByText(/^Razdoblje: /)).toHaveText(`Razdoblje: ${enGbDate(threeMonthsBefore(d0))} – ${enGbDate(d0)}`);
    await expect(report.getByRole('textbox', { name: 'Od', exact: true })).toHaveValue(threeMonthsBefore(d0));
    await expect(report.getByRole('textbox', { name: 'Do', exact: true })).toHaveValue(d0);

    // A wrong period is refused beside its field; a right one is shown (and kept in the address).
    await report.getByRole('textbox', { name: 'Od', exact: true }).fill(d1);
    await report.getByRole('textbox', { name: 'Do', exact: true }).fill(d2);
    await report.getByRole('button', { name: 'Prikaži' }).click();
    await expect(report.getByRole('textbox', { name: 'Do', exact: true })).toHaveAccessibleDescription('Datum „Do” ne može biti prije datuma „Od”.');
    await expect(report.getByRole('textbox', { name: 'Do', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await report.getByRole('textbox', { name: 'Od', exact: true }).fill(d3);
    await report.getByRole('textbox', { name: 'Do', exact: true }).fill(d0);
    await report.getByRole('button', { name: 'Prikaži' }).click();
    const period = `Razdoblje: ${enGbDate(d3)} – ${enGbDate(d0)}`;
    await expect(report.getByText(/^Razdoblje: /)).toHaveText(period);
    await expect(page).toHaveURL(new RegExp(`\\?od=${d3}&do=${d0}$`));

    // The figures, as the seed gives them.
    const summary = report.getByRole('region', { name: 'Zadaci u razdoblju' });
    await expect(summary.getByRole('definition')).toHaveText(['5', '4', '1']);
    const tasksTable = report.getByRole('region', { name: 'Samostalnost po zadatku' }).getByRole('table');
    await expect(bodyRows(tasksTable, page)).toHaveCount(3);
    const rowTexts = [
      ['Kupovina', '1', '0', '0', 'nije zabilježeno', 'premalo zapisa', 'Još ne'],
      ['Složiti veš', '2', '2', '0', `${percent(0.25)} (zabilježeno izvršenja: 2)`, `↑ raste (${percent(0)} → ${percent(0.5)})`, 'Još ne'],
      ['Zaliti cvijeće', '2', '2', '1', `${percent(1)} (zabilježeno izvršenja: 2)`, `→ stabilno (${percent(1)} → ${percent(1)})`, 'Savladano'],
    ];
    for (const [index, cells] of rowTexts.entries()) {
      await expect(bodyRows(tasksTable, page).nth(index).locator('th, td')).toHaveText(cells);
    }
    await expect(report.getByRole('region', { name: 'Savladani zadaci' }).getByRole('listitem')).toHaveText(['Zaliti cvijeće Savladano']);
    const steps = report.getByRole('region', { name: 'Koraci kojima treba najviše podrške' }).getByRole('table');
    await expect(bodyRows(steps, page).nth(0).getByRole('cell')).toHaveText(['Složiti veš', '2. Objesiti veš', '2 od 2', 'Puna fizička pomoć']);
    await expect(bodyRows(steps, page).nth(1).getByRole('cell')).toHaveText(['Složiti veš', '1. Uzeti košaru', '1 od 2', 'Verbalna uputa']);
    await expect(bodyRows(steps, page)).toHaveCount(2);
    const notes = report.getByRole('region', { name: 'Bilješke' }).getByRole('table');
    await expect(bodyRows(notes, page)).toHaveCount(2);
    await expect(bodyRows(notes, page).nth(0).getByRole('cell')).toHaveText([enGbDate(d3), 'Složiti veš', 'Objesiti veš', 'Puna fizička pomoć', 'Trebalo voditi ruku', coach]);
    await expect(bodyRows(notes, page).nth(1).getByRole('cell')).toHaveText([enGbDate(d2), 'Složiti veš', 'Uzeti košaru', 'Samostalno', 'Sam se sjetio košare', coach]);
    await expectNoAxeViolations(page, 'Izvještaj o napretku at 1366');

    // The raw records of the same period: every entry, the replaced one too.
    const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: 'Preuzmi zapise podrške (CSV)' }).click()]);
    expect(download.suggestedFilename()).toBe(`zapisi-podrske-edin-sabic-${d3}-${d0}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
      'Datum;Zadatak;Korak;Razina;Bilješka;Zabilježio/la;Vrijeme zapisa;Trenutni',
      ...records.map((entry, index) =>
        [
          entry.task.dueDate,
          entry.task.taskName,
          entry.task.subtasks[entry.step]!.description,
          LEVEL_NAMES[entry.level],
          entry.note ?? '',
          coach,
          sarajevoMinute(answers[index]!.recordedAt),
          entry.current ? 'Da' : 'Ne',
        ].join(';'),
      ),
      '',
    ]);

    // Printed: only the report, on A4; its PDF's text reads back the name, the period and the figures.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation')).toBeHidden();
    await expect(report.getByRole('button', { name: 'Ispiši / spremi kao PDF' })).toBeHidden();
    const pdf = await page.pdf({ preferCSSPageSize: true });
    const pdfDocument = await getDocumentProxy(new Uint8Array(pdf));
    const { text } = await extractText(pdfDocument, { mergePages: true });
    const printed = squeeze(text);
    const firstPage = await pdfDocument.getPage(1);
    const [, , width, height] = firstPage.view;
    // A4 in points (210 × 297 mm).
    expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842]);
    expect(printed).toContain('Izvještaj o napretku Edin Šabić');
    expect(printed).toContain(period);
    expect(printed).toContain('Zadano 5 Završeno 4 Završeno na vrijeme 1');
    expect(printed).toContain(squeeze(`Složiti veš 2 2 0 ${percent(0.25)} (zabilježeno izvršenja: 2) ↑ raste (${percent(0)} → ${percent(0.5)}) Još ne`));
    expect(printed).toContain(squeeze(`Zaliti cvijeće 2 2 1 ${percent(1)} (zabilježeno izvršenja: 2) → stabilno (${percent(1)} → ${percent(1)}) Savladano`));
    expect(printed).toContain('Složiti veš 2. Objesiti veš 2 od 2 Puna fizička pomoć');
    expect(printed).toContain(`${enGbDate(d2)} Složiti veš Uzeti košaru Samostalno Sam se sjetio košare ${coach}`);
    // Nothing of the app around it: no navigation, form or buttons.
    for (const absent of ['Zaposlenici', 'Ispiši / spremi kao PDF', 'Preuzmi zapise', 'Prikaži', 'Natrag na statistiku']) expect(printed).not.toContain(absent);
    await page.emulateMedia({ media: 'screen' });

    // On a phone the rows read as label and value, nothing wider than the screen; still no violation.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(report.getByRole('button', { name: 'Ispiši / spremi kao PDF' })).toBeInViewport();
    // The shell turns to its phone layout after the resize (its media queries answer then): wait for it.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'Izvještaj o napretku at 390');
  });
});
