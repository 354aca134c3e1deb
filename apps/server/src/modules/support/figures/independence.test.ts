import type { Independence, Task, TaskWithSteps } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, managerWithEmployee, type TestApp } from '../../../../test/helpers.ts';
import { expectedIndependence, recordLevels, seedRuns, stepsOf, type Auth, type SeedRun } from './figures-seed.ts';

let app: TestApp;
let auth: Auth;
let managerId: number;
let employeeId: number;

beforeAll(async () => {
  app = await createTestApp();
  const owned = await managerWithEmployee(app);
  auth = owned.manager.auth;
  managerId = owned.manager.user.id;
  employeeId = owned.employee.id;
});
afterAll(async () => app?.close());

const I = 'independent' as const;

async function independence(taskName: string, headers = auth) {
  const response = await app.server.inject({ method: 'GET', url: `/api/v1/statistics/${employeeId}/independence?name=${encodeURIComponent(taskName)}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Independence>();
}

async function setCriterion(name: string, runs: number) {
  const response = await app.server.inject({ method: 'PUT', url: `/api/v1/statistics/${employeeId}/mastery`, headers: auth, payload: { name, runs } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ name, runs });
}

describe('independence and mastery of a task name', () => {
  it('criterion met: the latest 5 runs (over a month end) each with every step independent', async () => {
    const runs: SeedRun[] = [
      { date: '2026-09-27', levels: ['verbal', 'gesture', I] },
      // No record at all: left out of every figure.
      { date: '2026-09-28', levels: [null, null, null] },
      ...['2026-09-29', '2026-09-30', '2026-10-01', '2026-10-02', '2026-10-03'].map((date) => ({ date, levels: [I, I, I] })),
    ];
    const seeded = await seedRuns(app, auth, managerId, employeeId, 'Složiti police', runs);
    const figures = await independence('Složiti police');
    expect(figures).toEqual(expectedIndependence('Složiti police', seeded, 5));
    // Read straight from the seed as well.
    expect(figures.runs.map((run) => [run.date, run.recorded, run.independent, run.share])).toEqual([
      ['2026-09-27', 3, 1, 1 / 3],
      ['2026-09-29', 3, 3, 1],
      ['2026-09-30', 3, 3, 1],
      ['2026-10-01', 3, 3, 1],
      ['2026-10-02', 3, 3, 1],
      ['2026-10-03', 3, 3, 1],
    ]);
    expect(figures.mastery).toEqual({ runs: 5, mastered: true, streak: 5, close: false, holdingBack: [] });
    // Both places needed help once; step 1's verbal prompt is more intrusive than step 2's gesture.
    expect(figures.mostHelp).toBe(1);
    expect(figures.steps[0]!.levels.map((cell) => cell.level)).toEqual(['verbal', I, I, I, I, I]);

    // A stricter criterion is not met by the same runs: 5 in a row, of 6 needed, but close.
    await setCriterion('Složiti police', 6);
    expect((await independence('Složiti police')).mastery).toEqual({ runs: 6, mastered: false, streak: 5, close: true, holdingBack: [1, 2] });
    expect(await independence('Složiti police')).toEqual(expectedIndependence('Složiti police', seeded, 6));
  });

  it('nearly met: close, with the steps still holding it back; a step not recorded holds it back too', async () => {
    const runs: SeedRun[] = [
      { date: '2026-10-26', levels: [null, I] },
      { date: '2026-10-27', levels: [I, I] },
      { date: '2026-10-28', levels: [I, 'verbal'] },
      { date: '2026-10-29', levels: [I, I] },
      { date: '2026-10-30', levels: [I, I] },
      { date: '2026-10-31', levels: [I, I] },
    ];
    const seeded = await seedRuns(app, auth, managerId, employeeId, 'Zaliti cvijeće', runs);
    const figures = await independence('Zaliti cvijeće');
    expect(figures).toEqual(expectedIndependence('Zaliti cvijeće', seeded, 5));
    // The latest 5: 10 steps, 10 recorded, 9 independent (90 %): close; step 2's verbal prompt holds it back.
    expect(figures.mastery).toEqual({ runs: 5, mastered: false, streak: 3, close: true, holdingBack: [2] });
    expect(figures.mostHelp).toBe(2);
    expect(figures.runs[0]).toEqual({ taskId: seeded[0]!.taskId, date: '2026-10-26', recorded: 1, independent: 1, share: 1 });

    // With a criterion of 6 the unrecorded step 1 of the first run holds it back as well.
    await setCriterion('Zaliti cvijeće', 6);
    expect((await independence('Zaliti cvijeće')).mastery).toEqual({ runs: 6, mastered: false, streak: 3, close: true, holdingBack: [1, 2] });
  });

  it('broken again: mastered over the DST change of October, then a run needing full physical help', async () => {
    // Sarajevo's (and Zagreb's) clocks go back on Sunday 25 October 2026.
    const dates = ['2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27'];
    const seeded = await seedRuns(app, auth, managerId, employeeId, 'Ručak', dates.map((date) => ({ date, levels: [I, I] })));
    expect((await independence('Ručak')).mastery).toEqual({ runs: 5, mastered: true, streak: 6, close: false, holdingBack: [] });

    seeded.push(...(await seedRuns(app, auth, managerId, employeeId, 'Ručak', [{ date: '2026-10-28', levels: ['full_physical', I] }])));
    const figures = await independence('Ručak');
    expect(figures).toEqual(expectedIndependence('Ručak', seeded, 5));
    // 9 of the latest 5 runs' 10 records independent: still close, held back by step 1.
    expect(figures.mastery).toEqual({ runs: 5, mastered: false, streak: 0, close: true, holdingBack: [1] });
    expect(figures.runs.map((run) => run.date)).toEqual([...dates, '2026-10-28']);
    expect(figures.mostHelp).toBe(1);
  });

  it('a name without records: no runs, no grid, the criterion alone', async () => {
    expect(await independence('Nepoznat zadatak')).toEqual({
      taskName: 'Nepoznat zadatak',
      runs: [],
      steps: [],
      mostHelp: null,
      mastery: { runs: 5, mastered: false, streak: 0, close: false, holdingBack: [] },
    });
  });

  it('the grid shows the latest 10 recorded runs; a run with fewer steps has no level at the missing place', async () => {
    const runs: SeedRun[] = Array.from({ length: 12 }, (_, index) => ({
      date: `2026-08-${String(10 + index).padStart(2, '0')}`,
      levels: index === 7 ? ['model', null] : index % 3 === 0 ? [I, 'gesture', 'partial_physical'] : [I, I, 'gesture'],
    }));
    runs[9]!.levels = [I, 'verbal'];
    const seeded = await seedRuns(app, auth, managerId, employeeId, 'Inventura', runs);
    const figures = await independence('Inventura');
    expect(figures).toEqual(expectedIndependence('Inventura', seeded, 5));
    expect(figures.runs).toHaveLength(12);
    expect(figures.steps.map((step) => step.levels.length)).toEqual([10, 10, 10]);
    expect(figures.steps[2]!.levels.map((cell) => cell.date)).toEqual(runs.slice(2).map((run) => run.date));
    // The run of 19 August had two steps: no third level that day.
    expect(figures.steps[2]!.levels[7]).toEqual({ taskId: seeded[9]!.taskId, date: '2026-08-19', level: null });
    expect(figures.mostHelp).toBe(3);
  });
});

describe("a routine's runs over the DST change of March and a month end", () => {
  it('keeps each run on its own due date', async () => {
    // The last Sunday of March 2027 (28 March): the clocks go forward in Sarajevo and Zagreb.
    const created = await app.server.inject({
      method: 'POST',
      url: '/api/v1/task',
      headers: auth,
      payload: {
        taskName: 'Jutarnja rutina',
        description: 'Svaki dan',
        dueDate: '2027-03-26',
        dueTime: '02:30',
        priority: false,
        child: { id: employeeId },
        subtasks: [
          { description: 'Presvući se', needPhoto: false },
          { description: 'Oprati ruke', needPhoto: false },
        ],
        repeat: { kind: 'daily', endDate: '2027-04-02' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Task>().routine).not.toBeNull();
    const list = await app.server.inject({ method: 'GET', url: `/api/v1/task/${employeeId}?include=subtasks&from=2027-03-26&to=2027-04-02`, headers: auth });
    expect(list.statusCode, list.body).toBe(200);
    const days = list.json<TaskWithSteps[]>().filter((task) => task.taskName === 'Jutarnja rutina');
    const dates = ['2027-03-26', '2027-03-27', '2027-03-28', '2027-03-29', '2027-03-30', '2027-03-31', '2027-04-01', '2027-04-02'];
    expect(days.map((day) => day.dueDate).sort()).toEqual(dates);

    const seeded = [];
    for (const [index, date] of dates.entries()) {
      const day = days.find((task) => task.dueDate === date)!;
      const levels = index < 3 ? (['gesture', I] as const) : ([I, I] as const);
      const steps = await stepsOf(app, auth, day.id);
      await recordLevels(app, managerId, steps, { date, levels: [...levels] });
      seeded.push({ date, levels: [...levels], taskId: day.id, stepIds: steps.map((step) => step.id), descriptions: steps.map((step) => step.description) });
    }
    const figures = await independence('Jutarnja rutina');
    expect(figures).toEqual(expectedIndependence('Jutarnja rutina', seeded, 5));
    expect(figures.runs.map((run) => run.date)).toEqual(dates);
    expect(figures.steps[0]!.levels.map((cell) => cell.date)).toEqual(dates);
    expect(figures.mastery).toEqual({ runs: 5, mastered: true, streak: 5, close: false, holdingBack: [] });
  });
});
