import type { Step, Task, TaskWithSteps } from '@plan-dan/contract';
import { routineRefsById, toTask, toTaskWithSteps, type Presenter } from './presenter.ts';
import type { ReadsRepository } from './reads.repository.ts';

/** One task or step as the API answers it, read as it is now (after a change, for its answer). */
export function createAnswers(reads: ReadsRepository, present: Presenter) {
  return {
    async findTask(taskId: number): Promise<Task | undefined> {
      const row = await reads.taskRow(taskId);
      return row && toTask(row, Boolean(row.pending_review), routineRefsById(await reads.routineRefRows([row])));
    },

    /** The task with its steps in their order (the answer of an edit). */
    async findTaskWithSteps(taskId: number): Promise<TaskWithSteps | undefined> {
      const row = await reads.taskRow(taskId);
      if (!row) return undefined;
      const steps = (await reads.stepRowsOfTask(taskId)).map(present.step);
      return toTaskWithSteps(row, steps, routineRefsById(await reads.routineRefRows([row])));
    },

    async findStep(stepId: number): Promise<Step | undefined> {
      const row = await reads.stepRow(stepId);
      return row && present.step(row);
    },

    async listSteps(taskId: number): Promise<Step[]> {
      return (await reads.stepRowsOfTask(taskId)).map(present.step);
    },
  };
}

export type Answers = ReturnType<typeof createAnswers>;
