import type { Statistics, TaskWithSteps } from '@plan-dan/contract';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { addTask, createTestApp, managerWithEmployee, registerAndLogin, type TestApp } from '../../../test/helpers.ts';

/**
 * Seeded through the API with the clock set to each moment: a task is started and its steps are done
 * at given instants, so its end is the last step's. The expected figures are worked out here from the
 * seed with Intl, independently of the server's code.
 */
interface SeedRun {
  name: string;
  /** Due date and time in the zone. */
  due: [string, string];
  /** UTC instants: the start, then each step's completion (the last is the task's end). */
  startedAt: string;
  stepsDoneAt: string[];
  /** The task's planned minutes ('Trajanje'), if any. */
  plannedMinutes?: number;
  /** Each step's planned minutes, if any. */
  stepMinutes?: (number | null)[];
}

/** Sarajevo's clocks went back on 26 October 2025 (03:00 CEST → 02:00 CET) and forward on 30 March 2025. */
const SEED: SeedRun[] = [
  // Fall back: 01:30 CEST (23:30 UTC) to 03:30 CET (02:30 UTC) is three hours, though the wall clock moved two.
  { name: 'Noćna smjena', due: ['2025-10-26', '03:00'], startedAt: '2025-10-25T23:30:00Z', stepsDoneAt: ['2025-10-26T00:40:00Z', '2025-10-26T02:30:00Z'] },
  // Spring forward: done at 03:10 CEST (01:10 UTC), due 01:30: late on the wall clock, "on time" only in UTC.
  { name: 'Proljetni zadatak', due: ['2025-03-30', '01:30'], startedAt: '2025-03-30T00:40:00Z', stepsDoneAt: ['2025-03-30T01:10:00Z'] },
  // Across midnight: started 23:50, done 00:10 the next day (local, CET), due 00:05.
  { name: 'Zaliti cvijeće', due: ['2025-11-12', '00:05'], startedAt: '2025-11-11T22:50:00Z', stepsDoneAt: ['2025-11-11T23:10:00Z'], plannedMinutes: 7 },
  // The last evening of October, local: 23:30 CET is 22:30 UTC. October in both.
  { name: 'Zaliti cvijeće', due: ['2025-10-31', '23:45'], startedAt: '2025-10-31T22:00:00Z', stepsDoneAt: ['2025-10-31T22:30:00Z'] },
  // 1 November 00:30 local is still 31 October in UTC: it belongs to November.
  // Planned times on some runs and steps only: the means are over the runs that had one.
  {
    name: 'Složiti police',
    due: ['2025-11-01', '08:00'],
    startedAt: '2025-10-31T23:00:00Z',
    stepsDoneAt: ['2025-10-31T23:10:00Z', '2025-10-31T23:20:00Z', '2025-10-31T23:30:00Z'],
    plannedMinutes: 30,
    stepMinutes: [5, 10, null],
  },
  {
    name: 'Složiti police',
    due: ['2025-11-03', '08:00'],
    startedAt: '2025-11-03T06:00:00Z',
    stepsDoneAt: ['2025-11-03T06:05:00Z', '2025-11-03T06:25:00Z', '2025-11-03T06:27:00Z'],
    plannedMinutes: 45,
    stepMinutes: [5, 25, null],
  },
  { name: 'Složiti police', due: ['2025-11-03', '08:00'], startedAt: '2025-11-03T07:30:00Z', stepsDoneAt: ['2025-11-03T07:42:00Z', '2025-11-03T07:44:00Z', '2025-11-03T08:10:00Z'] },
  // Within the due minute is on time (Sarajevo: done 10:15:40, due 10:15); the next minute is late.
  { name: 'Ručak', due: ['2025-11-05', '10:15'], startedAt: '2025-11-05T09:00:00Z', stepsDoneAt: ['2025-11-05T09:15:40Z'], plannedMinutes: 20, stepMinutes: [1] },
  { name: 'Ručak', due: ['2025-11-06', '10:15'], startedAt: '2025-11-06T09:00:00Z', stepsDoneAt: ['2025-11-06T09:16:00Z'], plannedMinutes: 25, stepMinutes: [2] },
  // A long one: more than a day from start to end.
  { name: 'Inventura', due: ['2025-11-20', '12:00'], startedAt: '2025-11-18T08:00:00Z', stepsDoneAt: ['2025-11-19T11:03:10Z'] },
  // New Year: 00:15 local on 1 January 2026 is 23:15 UTC on 31 December 2025.
  { name: 'Novogodišnji', due: ['2026-01-01', '00:30'], startedAt: '2025-12-31T22:00:00Z', stepsDoneAt: ['2025-12-31T23:15:00Z'] },
];

/**
 * Difficulties set when the tasks are made: 'medium' only on a task never finished, so it is left out;
 * the other names have none.
 */
const DIFFICULTIES: Record<string, 'easy' | 'medium' | 'hard'> = { 'Složiti police': 'hard', Ručak: 'easy', Inventura: 'hard', Nedovršen: 'medium' };

/** Local date and wall-clock 'YYYY-MM-DD HH:mm:ss' of an instant, straight from Intl. */
function wallClock(instant: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

const seconds = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 1000);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** The mean of the planned minutes given, in seconds; null when none was. */
const plannedMean = (minutes: (number | null | undefined)[]) => {
  const given = minutes.filter((value): value is number => typeof value === 'number');
  return given.length === 0 ? null : Math.round((given.reduce((sum, value) => sum + value, 0) / given.length) * 60);
};

function expectedFigures(timeZone: string, now: string) {
  const end = (run: SeedRun) => run.stepsDoneAt.at(-1)!;
  const month = wallClock(now, timeZone).slice(0, 7);
  const days = new Map<string, number>();
  for (const run of SEED) {
    const date = wallClock(end(run), timeZone).slice(0, 10);
    if (date.startsWith(month)) days.set(date, (days.get(date) ?? 0) + 1);
  }
  // On time: finished within the due minute or before it.
  const onTime = SEED.filter((run) => wallClock(end(run), timeZone).slice(0, 16) <= `${run.due[0]} ${run.due[1]}`).length;
  const durations = SEED.map((run) => seconds(run.startedAt, end(run)));
  const names = [...new Set(SEED.map((run) => run.name))].sort(new Intl.Collator('hr').compare);
  const tasks = names.map((name) => {
    const runs = SEED.filter((run) => run.name === name);
    const byDate = runs
      .map((run) => ({
        end: end(run),
        date: wallClock(end(run), timeZone).slice(0, 10),
        seconds: seconds(run.startedAt, end(run)),
        plannedSeconds: plannedMean([run.plannedMinutes]),
      }))
      .sort((a, b) => a.end.localeCompare(b.end))
      .map(({ date, seconds: value, plannedSeconds }) => ({ date, seconds: value, plannedSeconds }));
    const stepCount = Math.max(...runs.map((run) => run.stepsDoneAt.length));
    const steps = Array.from({ length: stepCount }, (_, index) => {
      const times = runs.map((run) => seconds(index === 0 ? run.startedAt : run.stepsDoneAt[index - 1]!, run.stepsDoneAt[index]!));
      const planned = plannedMean(runs.map((run) => run.stepMinutes?.[index]));
      return { description: `Korak ${index + 1}`, medianSeconds: Math.round(median(times)), runs: times.length, plannedSeconds: planned };
    });
    return {
      taskName: name,
      runs: byDate,
      steps,
      totals: {
        taskName: name,
        runs: runs.length,
        averageSeconds: Math.round(byDate.reduce((sum, run) => sum + run.seconds, 0) / runs.length),
        plannedSeconds: plannedMean(runs.map((run) => run.plannedMinutes)),
      },
    };
  });
  // Per difficulty, easy to hard, the mean over its finished runs (all have a start).
  const difficulties = (['easy', 'medium', 'hard'] as const).flatMap((difficulty) => {
    const runs = SEED.filter((run) => DIFFICULTIES[run.name] === difficulty).map((run) => seconds(run.startedAt, end(run)));
    return runs.length === 0 ? [] : [{ difficulty, runs: runs.length, averageSeconds: Math.round(runs.reduce((sum, value) => sum + value, 0) / runs.length) }];
  });
  return {
    month,
    difficulties,
    finished: SEED.length,
    averageSeconds: Math.round(durations.reduce((sum, value) => sum + value, 0) / durations.length),
    onTime,
    late: SEED.length - onTime,
    days,
    tasks,
  };
}

afterEach(() => vi.useRealTimers());

async function seed(app: TestApp) {
  const { manager, employee, phone } = await managerWithEmployee(app);
  const at = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
  for (const run of SEED) {
    at(run.startedAt);
    const task = await addTask(app, manager.auth, employee.id, {
      taskName: run.name,
      difficulty: DIFFICULTIES[run.name] ?? null,
      dueDate: run.due[0],
      dueTime: run.due[1],
      durationMinutes: run.plannedMinutes ?? null,
      subtasks: run.stepsDoneAt.map((_, index) => ({ description: `Korak ${index + 1}`, needPhoto: false, durationMinutes: run.stepMinutes?.[index] ?? null })),
    });
    expect((await app.server.inject({ method: 'PUT', url: `/api/v1/task/start/${task.id}`, headers: phone.auth })).statusCode).toBe(200);
    const steps = (await app.server.inject({ method: 'GET', url: `/api/v1/task/sub/${task.id}`, headers: phone.auth })).json<{ id: number }[]>();
    for (const [index, doneAt] of run.stepsDoneAt.entries()) {
      at(doneAt);
      const done = await app.server.inject({ method: 'PUT', url: `/api/v1/task/sub/done/${steps[index]!.id}`, headers: phone.auth, payload: { done: true } });
      expect(done.statusCode).toBe(200);
    }
  }
  vi.useRealTimers();
  // A task that is not finished counts nowhere.
  await addTask(app, manager.auth, employee.id, { taskName: 'Nedovršen', dueDate: '2025-11-05', dueTime: '10:00', difficulty: DIFFICULTIES['Nedovršen'] });
  const tasks = (await app.server.inject({ method: 'GET', url: `/api/v1/task/${employee.id}?include=subtasks`, headers: manager.auth })).json<TaskWithSteps[]>();
  expect(tasks.filter((task) => task.done).length).toBe(SEED.length);
  return { manager, employee, phone };
}

for (const timeZone of ['Europe/Sarajevo', 'Pacific/Kiritimati', 'America/St_Johns']) {
  describe(`statistics in ${timeZone}`, () => {
    let app: TestApp;
    let seeded: Awaited<ReturnType<typeof seed>>;
    afterAll(async () => app?.close());

    it('figures equal those worked out from the seed: month, year and DST boundaries, midnight, the deadline to the minute', async () => {
      app = await createTestApp({ timezone: timeZone });
      seeded = await seed(app);
      for (const now of ['2025-11-20T10:00:00Z', '2026-01-10T10:00:00Z', '2025-10-28T10:00:00Z']) {
        const expected = expectedFigures(timeZone, now);
        vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
        const response = await app.server.inject({ method: 'GET', url: `/api/v1/statistics/${seeded.employee.id}`, headers: seeded.manager.auth });
        vi.useRealTimers();
        expect(response.statusCode, response.body).toBe(200);
        const figures = response.json<Statistics>();
        expect(figures.timeZone).toBe(timeZone);
        expect(figures.month).toBe(expected.month);
        expect(figures.finished).toBe(expected.finished);
        expect(figures.averageSeconds).toBe(expected.averageSeconds);
        expect(figures.deadlines).toEqual({ onTime: expected.onTime, late: expected.late });
        const [year, month] = expected.month.split('-').map(Number);
        expect(figures.days).toHaveLength(new Date(Date.UTC(year!, month!, 0)).getUTCDate());
        expect(figures.days[0]!.date).toBe(`${expected.month}-01`);
        expect(Object.fromEntries(figures.days.filter((day) => day.count > 0).map((day) => [day.date, day.count]))).toEqual(
          Object.fromEntries(expected.days),
        );
        expect(figures.tasks).toEqual(expected.tasks.map((task) => task.totals));
        expect(figures.difficulties).toEqual(expected.difficulties);
      }
    });

    it("answers a chosen task's runs by date and its steps' median times", async () => {
      const expected = expectedFigures(timeZone, '2025-11-20T10:00:00Z');
      for (const task of expected.tasks) {
        const response = await app.server.inject({
          method: 'GET',
          url: `/api/v1/statistics/${seeded.employee.id}/task?name=${encodeURIComponent(task.taskName)}`,
          headers: seeded.manager.auth,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ taskName: task.taskName, runs: task.runs, steps: task.steps });
      }
      const unknown = await app.server.inject({
        method: 'GET',
        url: `/api/v1/statistics/${seeded.employee.id}/task?name=${encodeURIComponent('Nedovršen')}`,
        headers: seeded.manager.auth,
      });
      expect(unknown.statusCode).toBe(404);
    });

    it("answers the original API's three calls with their shapes and the same figures", async () => {
      const expected = expectedFigures(timeZone, '2025-11-20T10:00:00Z');
      const get = async (url: string) => {
        vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-11-20T10:00:00Z') });
        const response = await app.server.inject({ method: 'GET', url, headers: seeded.manager.auth });
        vi.useRealTimers();
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      };
      const overTime = await get(`/api/v1/task/tasks-over-time/${seeded.employee.id}`);
      expect(Object.keys(overTime)).toHaveLength(30);
      expect(Object.fromEntries(Object.entries(overTime).filter(([, count]) => count !== 0))).toEqual(Object.fromEntries(expected.days));
      expect(await get(`/api/v1/task/deadline-stats/${seeded.employee.id}`)).toEqual([expected.onTime, expected.late]);
      expect(await get(`/api/v1/task/task-summary/${seeded.employee.id}`)).toEqual(
        expected.tasks.map((task) => ({ taskName: task.taskName, taskDetails: task.runs.map((run) => ({ date: run.date, executionTime: run.seconds })) })),
      );
    });

    it('lists every finished task with its wall-clock times for the CSV', async () => {
      const rows = (
        await app.server.inject({ method: 'GET', url: `/api/v1/statistics/${seeded.employee.id}/finished`, headers: seeded.manager.auth })
      ).json();
      const ordered = [...SEED].sort((a, b) => a.stepsDoneAt.at(-1)!.localeCompare(b.stepsDoneAt.at(-1)!));
      expect(rows).toEqual(
        ordered.map((run) => {
          const end = run.stepsDoneAt.at(-1)!;
          const local = wallClock(end, timeZone);
          return {
            taskName: run.name,
            date: local.slice(0, 10),
            due: `${run.due[0]} ${run.due[1]}`,
            finishedAt: local,
            onTime: local.slice(0, 16) <= `${run.due[0]} ${run.due[1]}`,
            seconds: seconds(run.startedAt, end),
          };
        }),
      );
    });
  });
}

describe('statistics of an employee with nothing finished, and of somebody else', () => {
  it('answers zeros and an empty list, not an error', async () => {
    const app = await createTestApp();
    try {
      const { manager, employee, phone } = await managerWithEmployee(app);
      const response = await app.server.inject({ method: 'GET', url: `/api/v1/statistics/${employee.id}`, headers: manager.auth });
      expect(response.statusCode).toBe(200);
      const figures = response.json<Statistics>();
      expect(figures).toMatchObject({ finished: 0, averageSeconds: null, deadlines: { onTime: 0, late: 0 }, tasks: [] });
      expect((await app.server.inject({ method: 'GET', url: `/api/v1/statistics/${employee.id}/task?name=X`, headers: manager.auth })).statusCode).toBe(404);
      expect(figures.days.every((day) => day.count === 0)).toBe(true);
      // The employee may read their own figures (the phone, later).
      expect((await app.server.inject({ method: 'GET', url: `/api/v1/statistics/${employee.id}`, headers: phone.auth })).statusCode).toBe(200);

      const stranger = await registerAndLogin(app);
      const other = await managerWithEmployee(app);
      for (const url of [
        `/api/v1/statistics/${employee.id}`,
        `/api/v1/statistics/${employee.id}/finished`,
        `/api/v1/statistics/${employee.id}/task?name=Zadatak`,
        `/api/v1/task/tasks-over-time/${employee.id}`,
        `/api/v1/task/deadline-stats/${employee.id}`,
        `/api/v1/task/task-summary/${employee.id}`,
      ]) {
        expect((await app.server.inject({ method: 'GET', url, headers: stranger.auth })).statusCode, url).toBe(404);
        expect((await app.server.inject({ method: 'GET', url, headers: other.phone.auth })).statusCode, url).toBe(404);
        expect((await app.server.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      }
    } finally {
      await app.close();
    }
  });
});
