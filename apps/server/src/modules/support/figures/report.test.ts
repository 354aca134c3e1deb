import type { ProgressReport, SupportRecordRow } from '@plan-dan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, managerWithEmployee, type TestApp } from '../../../../test/helpers.ts';
import { seedRuns, type Auth, type SeededRun } from './figures-seed.ts';

/**
 * The progress report of October 2026 against the test's own seed: runs just outside the period on both
 * sides, the DST change of 25 October inside it, finished runs on time, late and within the due minute.
 */
let app: TestApp;
let auth: Auth;
let phone: Auth;
let managerId: number;
let employeeId: number;
const seeded = new Map<string, SeededRun[]>();

const I = 'independent' as const;
const at = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
afterEach(() => vi.useRealTimers());

/** The phone starts the run and ticks its steps at these instants (the last is its end). */
async function finish(run: SeededRun, startedAt: string, stepsDoneAt: string[]) {
  at(startedAt);
  expect((await app.server.inject({ method: 'PUT', url: `/api/v1/task/start/${run.taskId}`, headers: phone })).statusCode).toBe(200);
  for (const [index, doneAt] of stepsDoneAt.entries()) {
    at(doneAt);
    const done = await app.server.inject({ method: 'PUT', url: `/api/v1/task/sub/done/${run.stepIds[index]}`, headers: phone, payload: { done: true } });
    expect(done.statusCode, done.body).toBe(200);
  }
  vi.useRealTimers();
}

beforeAll(async () => {
  app = await createTestApp();
  const owned = await managerWithEmployee(app);
  auth = owned.manager.auth;
  phone = owned.phone.auth;
  managerId = owned.manager.user.id;
  employeeId = owned.employee.id;
  const police = await seedRuns(app, auth, managerId, employeeId, 'Složiti police', [
    { date: '2026-10-05', levels: ['verbal', 'gesture', I], notes: { 0: 'Trebao podsjetnik' } },
    { date: '2026-10-06', levels: [I, 'gesture', I] },
    { date: '2026-10-07', levels: [I, I, I] },
    { date: '2026-10-08', levels: [I, I, I] },
  ]);
  // Due 09:00 CEST (07:00 UTC): done 08:30, 09:01 (late) and 09:00:30 (within the due minute: on time).
  await finish(police[0]!, '2026-10-05T06:00:00Z', ['2026-10-05T06:10:00Z', '2026-10-05T06:20:00Z', '2026-10-05T06:30:00Z']);
  await finish(police[1]!, '2026-10-06T06:30:00Z', ['2026-10-06T06:40:00Z', '2026-10-06T06:50:00Z', '2026-10-06T07:01:00Z']);
  await finish(police[2]!, '2026-10-07T06:30:00Z', ['2026-10-07T06:40:00Z', '2026-10-07T06:50:00Z', '2026-10-07T07:00:30Z']);
  seeded.set('Složiti police', police);
  seeded.set(
    'Zaliti cvijeće',
    await seedRuns(app, auth, managerId, employeeId, 'Zaliti cvijeće', [
      { date: '2026-09-30', levels: ['full_physical', 'full_physical'], notes: { 0: 'Izvan razdoblja' } },
      { date: '2026-10-30', levels: ['full_physical', I] },
      { date: '2026-10-31', levels: ['partial_physical', 'verbal'], notes: { 1: 'Zaboravila kantu' } },
      { date: '2026-11-01', levels: ['verbal', 'verbal'] },
    ]),
  );
  // Its one step's record was withdrawn: a run without a record.
  seeded.set('Ručak', await seedRuns(app, auth, managerId, employeeId, 'Ručak', [{ date: '2026-10-15', levels: [null] }]));
});
afterAll(async () => app?.close());

async function get<T>(path: string, headers = auth) {
  const response = await app.server.inject({ method: 'GET', url: `/api/v1/statistics/${employeeId}/${path}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe("'Izvještaj o napretku'", () => {
  it('counts the period’s tasks, independence per task with its trend, mastery, the hardest steps and the notes', async () => {
    const report = await get<ProgressReport>('report?from=2026-10-01&to=2026-10-31');
    const ana = { id: managerId, name: 'Ana Kovačević' };
    expect(report).toEqual({
      employee: { id: employeeId, name: 'Marko Marić' },
      from: '2026-10-01',
      to: '2026-10-31',
      timeZone: 'Europe/Sarajevo',
      due: 7,
      finished: 3,
      onTime: 2,
      tasks: [
        { taskName: 'Ručak', due: 1, finished: 0, onTime: 0, recordedRuns: 0, share: null, firstShare: null, lastShare: null, trend: null, mastered: false },
        // 9 of 12 records independent; the first two runs 3 of 6, the last two 6 of 6.
        { taskName: 'Složiti police', due: 4, finished: 3, onTime: 2, recordedRuns: 4, share: 0.75, firstShare: 0.5, lastShare: 1, trend: 'up', mastered: false },
        { taskName: 'Zaliti cvijeće', due: 2, finished: 0, onTime: 0, recordedRuns: 2, share: 0.25, firstShare: 0.5, lastShare: 0, trend: 'down', mastered: false },
      ],
      hardestSteps: [
        { taskName: 'Složiti police', position: 2, description: 'Složiti police: korak 2', recorded: 4, needsHelp: 2, usualLevel: 'gesture' },
        // Full and partial physical help once each: the more intrusive is the usual one.
        { taskName: 'Zaliti cvijeće', position: 1, description: 'Zaliti cvijeće: korak 1', recorded: 2, needsHelp: 2, usualLevel: 'full_physical' },
        { taskName: 'Složiti police', position: 1, description: 'Složiti police: korak 1', recorded: 4, needsHelp: 1, usualLevel: 'verbal' },
        { taskName: 'Zaliti cvijeće', position: 2, description: 'Zaliti cvijeće: korak 2', recorded: 2, needsHelp: 1, usualLevel: 'verbal' },
      ],
      // The replaced records' notes and the one outside the period are not the coach's notes of the period.
      notes: [
        { date: '2026-10-05', taskName: 'Složiti police', step: 'Složiti police: korak 1', level: 'verbal', note: 'Trebao podsjetnik', recordedBy: ana },
        { date: '2026-10-31', taskName: 'Zaliti cvijeće', step: 'Zaliti cvijeće: korak 2', level: 'verbal', note: 'Zaboravila kantu', recordedBy: ana },
      ],
    });
  });

  it('marks a task mastered by the end of the period by its criterion, not by later runs', async () => {
    const put = await app.server.inject({ method: 'PUT', url: `/api/v1/statistics/${employeeId}/mastery`, headers: auth, payload: { name: 'Složiti police', runs: 2 } });
    expect(put.statusCode, put.body).toBe(200);
    const mastered = (report: ProgressReport) => Object.fromEntries(report.tasks.map((task) => [task.taskName, task.mastered]));
    expect(mastered(await get('report?from=2026-10-01&to=2026-10-31'))).toEqual({ Ručak: false, 'Složiti police': true, 'Zaliti cvijeće': false });
    // Up to 7 October only one run in a row had every step independent.
    const early = await get<ProgressReport>('report?from=2026-10-01&to=2026-10-07');
    expect(mastered(early)).toEqual({ 'Složiti police': false });
    expect(early.tasks[0]).toMatchObject({ due: 3, finished: 3, onTime: 2, recordedRuns: 3, share: 6 / 9, firstShare: 0.5, lastShare: 1, trend: 'up' });
    expect([early.due, early.finished, early.onTime]).toEqual([3, 3, 2]);
  });

  it('an empty period: nothing due, no tasks', async () => {
    expect(await get<ProgressReport>('report?from=2025-01-01&to=2025-01-31')).toMatchObject({ due: 0, finished: 0, onTime: 0, tasks: [], hardestSteps: [], notes: [] });
  });
});

describe('the raw records of a period', () => {
  it('lists every row of the period’s runs, also the replaced and the withdrawn ones, oldest first', async () => {
    const rows = await get<SupportRecordRow[]>('support-records?from=2026-10-01&to=2026-10-31');
    const inPeriod = [...seeded.entries()]
      .flatMap(([taskName, runs]) => runs.map((run) => ({ taskName, run })))
      .filter(({ run }) => run.date >= '2026-10-01' && run.date <= '2026-10-31')
      .sort((a, b) => a.run.date.localeCompare(b.run.date));
    // figures-seed records each step twice: an earlier level the second row replaces; a withdrawn step on even places only.
    const expected = inPeriod.flatMap(({ taskName, run }) =>
      run.levels.flatMap((level, index) => {
        if (level === null && index % 2 === 1) return [];
        const row = { date: run.date, taskName, taskId: run.taskId, position: index + 1, step: run.descriptions[index]! };
        return [
          { ...row, level: level === 'full_physical' ? 'gesture' : 'full_physical', note: 'Zamijenjeno', current: false },
          { ...row, level, note: run.notes?.[index] ?? null, current: level !== null },
        ];
      }),
    );
    expect(rows.map(({ recordedAt: _at, recordedBy: _by, ...row }) => row)).toEqual(expected);
    expect(rows).toHaveLength(4 * 3 * 2 + 2 * 2 * 2 + 2);
    expect(rows.filter((row) => row.taskName === 'Ručak').map((row) => [row.level, row.current])).toEqual([
      ['full_physical', false],
      [null, false],
    ]);
    for (const row of rows) {
      expect(row.recordedBy).toEqual({ id: managerId, name: 'Ana Kovačević' });
      expect(row.recordedAt).toMatch(/^2026-11-\d\dT\d\d:\d\d:00\.000Z$/);
    }
  });

  it('a period of one day at a month end', async () => {
    const rows = await get<SupportRecordRow[]>('support-records?from=2026-09-30&to=2026-09-30');
    expect(rows.map((row) => [row.date, row.position, row.level, row.current])).toEqual([
      ['2026-09-30', 1, 'gesture', false],
      ['2026-09-30', 1, 'full_physical', true],
      ['2026-09-30', 2, 'gesture', false],
      ['2026-09-30', 2, 'full_physical', true],
    ]);
  });
});
