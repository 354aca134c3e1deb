import type { Independence, Step, SupportLevel, Task } from '@plan-dan/contract';
import { expect } from 'vitest';
import { addTask, type TestApp } from '../../../../test/helpers.ts';

/**
 * The figures tests' seed: runs of a task name with the level each step needed (null: not recorded), and
 * the figures worked out from it here, in plain TypeScript, independently of the server's SQL.
 */
export type Auth = Record<string, string>;

export interface SeedRun {
  date: string;
  levels: (SupportLevel | null)[];
  /** Notes of the current records, by step index. */
  notes?: Record<number, string>;
}

export interface SeededRun extends SeedRun {
  taskId: number;
  stepIds: number[];
  descriptions: string[];
}

let instant = Date.parse('2026-11-01T08:00:00Z');

/**
 * Records a step's support as rows of step_support_records: first an earlier record that the second
 * replaces (so only the newest counts), or, for a step left unrecorded, a record withdrawn again.
 */
export async function record(app: TestApp, managerId: number, stepId: number, level: SupportLevel | null, note: string | null = null) {
  const rows = [
    { level: level === 'full_physical' ? 'gesture' : 'full_physical', note: 'Zamijenjeno' },
    { level, note },
  ];
  for (const row of rows) {
    instant += 60_000;
    await app.db.insertInto('step_support_records').values({ subtask_id: stepId, level: row.level, note: row.note, recorded_at: instant, manager_id: managerId }).execute();
  }
}

/** The employee's steps of a task, as the manager reads them, in their order. */
export async function stepsOf(app: TestApp, auth: Auth, taskId: number): Promise<Step[]> {
  const response = await app.server.inject({ method: 'GET', url: `/api/v1/task/sub/${taskId}`, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Step[]>();
}

/** Makes each run a task of the name (steps 'Korak 1'…) and records its levels. */
export async function seedRuns(app: TestApp, auth: Auth, managerId: number, employeeId: number, taskName: string, runs: SeedRun[]): Promise<SeededRun[]> {
  const seeded: SeededRun[] = [];
  for (const run of runs) {
    const descriptions = run.levels.map((_, index) => `${taskName}: korak ${index + 1}`);
    const task: Task = await addTask(app, auth, employeeId, {
      taskName,
      dueDate: run.date,
      dueTime: '09:00',
      subtasks: descriptions.map((description) => ({ description, needPhoto: false })),
    });
    const steps = await stepsOf(app, auth, task.id);
    await recordLevels(app, managerId, steps, run);
    seeded.push({ ...run, taskId: task.id, stepIds: steps.map((step) => step.id), descriptions });
  }
  return seeded;
}

/** Records a run's levels on its steps; a step without a level gets a withdrawn record on every other run. */
export async function recordLevels(app: TestApp, managerId: number, steps: Step[], run: SeedRun) {
  for (const [index, level] of run.levels.entries()) {
    if (level !== null || index % 2 === 0) await record(app, managerId, steps[index]!.id, level, run.notes?.[index] ?? null);
  }
}

const GRID_RUNS = 10;
const ORDER: SupportLevel[] = ['independent', 'gesture', 'verbal', 'model', 'partial_physical', 'full_physical'];

/** The figures of the seeded runs (oldest first) under a criterion, worked out by hand. */
export function expectedIndependence(taskName: string, seeded: SeededRun[], criterion: number): Independence {
  const recorded = seeded.filter((run) => run.levels.some((level) => level !== null));
  const grid = recorded.slice(-GRID_RUNS);
  const places = Math.max(0, ...grid.map((run) => run.levels.length));
  const steps = Array.from({ length: places }, (_, index) => {
    const levels = grid.map((run) => ({ taskId: run.taskId, date: run.date, level: run.levels[index] ?? null }));
    const withStep = grid.filter((run) => index < run.levels.length);
    return {
      position: index + 1,
      description: withStep.at(-1)!.descriptions[index]!,
      levels,
      recorded: levels.filter((cell) => cell.level !== null).length,
      needsHelp: levels.filter((cell) => cell.level !== null && cell.level !== 'independent').length,
      worst: Math.max(-1, ...levels.filter((cell) => cell.level !== null && cell.level !== 'independent').map((cell) => ORDER.indexOf(cell.level!))),
    };
  });
  const helped = steps.filter((step) => step.needsHelp > 0).sort((a, b) => b.needsHelp - a.needsHelp || b.worst - a.worst || a.position - b.position);
  const full = (run: SeedRun) => run.levels.every((level) => level === 'independent');
  let streak = 0;
  while (streak < recorded.length && full(recorded[recorded.length - 1 - streak]!)) streak += 1;
  const latest = recorded.slice(-criterion);
  const latestLevels = latest.flatMap((run) => run.levels.filter((level) => level !== null));
  const independent = latestLevels.filter((level) => level === 'independent').length;
  const mastered = streak >= criterion;
  const holdingBack = [...new Set(latest.flatMap((run) => run.levels.flatMap((level, index) => (level === 'independent' ? [] : [index + 1]))))].sort((a, b) => a - b);
  return {
    taskName,
    runs: recorded.map((run) => {
      const count = run.levels.filter((level) => level !== null).length;
      const ind = run.levels.filter((level) => level === 'independent').length;
      return { taskId: run.taskId, date: run.date, recorded: count, independent: ind, share: ind / count };
    }),
    steps: steps.map(({ worst: _worst, ...step }) => step),
    mostHelp: helped[0]?.position ?? null,
    mastery: {
      runs: criterion,
      mastered,
      streak,
      close: !mastered && recorded.length >= criterion && independent >= 0.8 * latestLevels.length,
      holdingBack: mastered ? [] : holdingBack,
    },
  };
}
