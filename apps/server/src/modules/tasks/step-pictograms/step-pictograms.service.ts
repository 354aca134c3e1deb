import type { Step, TaskWithSteps } from '@plan-dan/contract';
import type { Ownership, Principal } from '../../../platform/auth.ts';
import { badRequest, forbidden, notFound } from '../../../platform/errors.ts';
import type { RoomDeps } from '../shared/deps.ts';
import type { StepPictogramsRepository } from './step-pictograms.repository.ts';

export interface StepPictogramsDeps extends Omit<RoomDeps, 'employeeOwnership' | 'notices'> {
  pictograms: StepPictogramsRepository;
  /** True when the library has a symbol of this name (the pictograms module answers it). */
  pictogramExists: (name: string) => boolean;
}

/**
 * A pictogram from the library on a step (instead of its picture or video: shared/step-look.ts) or on a task
 * as a whole, set by the manager (the owner or a helper). On a routine's day it becomes the routine's.
 */
export function createStepPictogramsService(deps: StepPictogramsDeps) {
  const { pictograms, reads, answers, access, changed, deleteFiles, pictogramExists, today, recordAccess } = deps;

  /** The step or task, reached by a manager (the employee sees pictograms, and may not change them). */
  const reach = async <T extends Ownership>(principal: Principal, ownership: T | undefined, what: string): Promise<T> => {
    const owner = await access.ensureReachable(principal, ownership, what);
    if (principal.role !== 'manager') throw forbidden();
    return owner;
  };

  /** A name the library has (the contract checked its form). */
  const known = (name: string) => {
    if (!pictogramExists(name)) throw badRequest({ name: 'unknown_pictogram' });
    return name;
  };

  const setStep = async (principal: Principal, stepId: number, name: string | null): Promise<number> => {
    const step = await reach(principal, await reads.stepOwnership(stepId), 'subtask');
    await deleteFiles(await pictograms.setStepPictogram(stepId, name === null ? null : known(name), today()));
    changed(step.employeeId);
    await recordAccess({ by: principal, ownership: step, action: 'task.changed', detail: step.taskName });
    return step.employeeId;
  };

  const setTask = async (principal: Principal, taskId: number, name: string | null) => {
    const task = await reach(principal, await reads.taskOwnership(taskId), 'task');
    await pictograms.setTaskPictogram(taskId, name === null ? null : known(name), today());
    changed(task.employeeId);
    await recordAccess({ by: principal, ownership: task, action: 'task.changed', detail: task.taskName });
  };

  return {
    /** Answers the step with its pictogram (its picture, if it had one, is gone). */
    async setStepPictogram(principal: Principal, stepId: number, name: string): Promise<Step> {
      await setStep(principal, stepId, name);
      const step = await answers.findStep(principal, stepId);
      if (!step) throw notFound('subtask');
      return step;
    },

    /** Harmless when the step has none. */
    async removeStepPictogram(principal: Principal, stepId: number): Promise<void> {
      await setStep(principal, stepId, null);
    },

    /** Answers the task with its steps, as an edit of the task does. */
    async setTaskPictogram(principal: Principal, taskId: number, name: string): Promise<TaskWithSteps> {
      await setTask(principal, taskId, name);
      const task = await answers.findTaskWithSteps(principal, taskId);
      if (!task) throw notFound('task');
      return task;
    },

    /** Harmless when the task has none. */
    async removeTaskPictogram(principal: Principal, taskId: number): Promise<void> {
      await setTask(principal, taskId, null);
    },
  };
}

export type StepPictogramsService = ReturnType<typeof createStepPictogramsService>;
