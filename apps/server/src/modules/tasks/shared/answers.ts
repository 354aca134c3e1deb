import type { Step, Task, TaskWithSteps } from '@plan-dan/contract';
import { seesSupport, type StepSupportLookup, type Viewer } from './deps.ts';
import { routineRefsById, toTask, toTaskWithSteps, type Presenter } from './presenter.ts';
import type { ReadsRepository } from './reads.repository.ts';
import type { StepRow } from './rows.ts';

/** One task or step as the API answers it, read as it is now (after a change, for its answer). */
export function createAnswers(reads: ReadsRepository, present: Presenter, supportOf: StepSupportLookup) {
  /** The steps as the viewer gets them: a manager's with their support records, read in one query. */
  const stepsFor = async (viewer: Viewer, taskId: number, rows: StepRow[]): Promise<Step[]> => {
    const support = seesSupport(viewer) && rows.length > 0 ? await supportOf([taskId]) : undefined;
    return rows.map((row) => present.step(row, support?.get(row.id) ?? null));
  };

  return {
    async findTask(taskId: number): Promise<Task | undefined> {
      const row = await reads.taskRow(taskId);
      return row && toTask(row, Boolean(row.pending_review), routineRefsById(await reads.routineRefRows([row])));
    },

    /** The task with its steps in their order (the answer of an edit). */
    async findTaskWithSteps(viewer: Viewer, taskId: number): Promise<TaskWithSteps | undefined> {
      const row = await reads.taskRow(taskId);
      if (!row) return undefined;
      const steps = await stepsFor(viewer, taskId, await reads.stepRowsOfTask(taskId));
      return toTaskWithSteps(row, steps, routineRefsById(await reads.routineRefRows([row])));
    },

    async findStep(viewer: Viewer, stepId: number): Promise<Step | undefined> {
      const row = await reads.stepRow(stepId);
      return row && (await stepsFor(viewer, row.task_id, [row]))[0];
    },

    async listSteps(viewer: Viewer, taskId: number): Promise<Step[]> {
      return stepsFor(viewer, taskId, await reads.stepRowsOfTask(taskId));
    },
  };
}

export type Answers = ReturnType<typeof createAnswers>;
