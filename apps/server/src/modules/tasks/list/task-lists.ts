import type { Step, Task, TaskRoutine, TaskWithSteps } from '@plan-dan/contract';
import { seesSupport, type StepSupportLookup, type Viewer } from '../shared/deps.ts';
import { routineRefsById, toTask, toTaskWithSteps, type Presenter } from '../shared/presenter.ts';
import type { ReadsRepository } from '../shared/reads.repository.ts';
import type { TaskColumns } from '../shared/rows.ts';
import type { ListRepository, TaskFilter } from './list.repository.ts';

/**
 * Tasks already written as JSON, by a key of everything their answer depends on but the hour their links
 * are signed for (the keeper keeps them per hour: list-answers.ts).
 */
export interface KeptTaskJson {
  get(key: string): string | undefined;
  /** Writes the task as JSON, keeps it under the key and answers it. */
  keep(key: string, task: TaskWithSteps): string;
}

/** The lists of tasks as the API answers them: without steps, with steps, or with steps written from kept answers. */
export function createTaskLists(
  list: ListRepository,
  reads: Pick<ReadsRepository, 'routineRefRows'>,
  present: Pick<Presenter, 'step'>,
  supportOf: StepSupportLookup,
) {
  const routinesOf = async (rows: readonly Pick<TaskColumns, 'routine_id'>[]) => routineRefsById(await reads.routineRefRows(rows));

  /**
   * The tasks of these rows with their steps, read in one query per 500 tasks; for a manager with the steps'
   * support records, read in one more.
   */
  const withSteps = async (viewer: Viewer, rows: TaskColumns[], routines: Map<number, TaskRoutine>): Promise<TaskWithSteps[]> => {
    const byTask = new Map<number, Step[]>();
    const taskIds = rows.map((task) => task.id);
    const support = seesSupport(viewer) && taskIds.length > 0 ? await supportOf(taskIds) : undefined;
    for (const row of await list.stepsOfTasks(taskIds)) {
      const step = present.step(row, support?.get(row.id) ?? null);
      const group = byTask.get(step.task.id);
      if (group) group.push(step);
      else byTask.set(step.task.id, [step]);
    }
    return rows.map((row) => toTaskWithSteps(row, byTask.get(row.id) ?? [], routines));
  };

  return {
    async listTasks(employeeId: number, filter: TaskFilter = {}): Promise<Task[]> {
      const rows = await list.tasks(employeeId, filter);
      const routines = await routinesOf(rows);
      return rows.map((row) => toTask(row, Boolean(row.pending_review), routines));
    },

    /** The tasks the filter names with their steps: whether a photo waits is read from the steps, not asked again per task. */
    async listTasksWithSteps(viewer: Viewer, employeeId: number, filter: TaskFilter): Promise<TaskWithSteps[]> {
      const rows = await list.stampedTasks(employeeId, filter);
      return withSteps(viewer, rows, await routinesOf(rows));
    },

    /**
     * The same list written as JSON, each task's answer taken from `kept` when the task has not changed since
     * it was written (its stamp, raised by the database with every change to it, its steps or their photos;
     * its routine): after a change, only the changed tasks are read with their steps and written anew. A
     * manager's and the employee's answers are kept apart (only a manager's carries the steps' support).
     */
    async listTaskJson(viewer: Viewer, employeeId: number, filter: TaskFilter, kept: KeptTaskJson): Promise<string> {
      const kind = seesSupport(viewer) ? 'with-support' : 'without-support';
      const rows = await list.stampedTasks(employeeId, filter);
      const routines = await routinesOf(rows);
      const routineKeys = new Map<number, string>();
      const keyOf = (row: (typeof rows)[number]) => {
        let routine = '';
        if (row.routine_id !== null) {
          routine = routineKeys.get(row.routine_id) ?? JSON.stringify(routines.get(row.routine_id) ?? null);
          routineKeys.set(row.routine_id, routine);
        }
        return `${employeeId} ${row.id} ${row.stamp} ${kind} ${routine}`;
      };
      const parts = rows.map((row) => kept.get(keyOf(row)));
      const missing = rows.filter((_, index) => parts[index] === undefined);
      if (missing.length > 0) {
        const written = new Map<number, string>();
        for (const [index, task] of (await withSteps(viewer, missing, routines)).entries()) written.set(task.id, kept.keep(keyOf(missing[index]!), task));
        rows.forEach((row, index) => (parts[index] ??= written.get(row.id)));
      }
      return `[${parts.join(',')}]`;
    },
  };
}

export type TaskLists = ReturnType<typeof createTaskLists>;
