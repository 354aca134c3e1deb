import type { Db } from '../../../db/database.ts';
import { inStepOrder, routineIdsOf, selectRoutineRefs, selectStepsWithPhotos, selectTasks, type RoutineRefRow, type TaskColumns } from './rows.ts';

/** The reads every slice of the tasks room makes: whose a task or step is, and one task or step as it is now. */
export function createReadsRepository(db: Db) {
  return {
    /** Whose the task is, whether it has started, and its name (for the access history); undefined when there is no such task. */
    async taskOwnership(taskId: number) {
      const row = await db
        .selectFrom('tasks')
        .innerJoin('employees', 'employees.id', 'tasks.employee_id')
        .select(['tasks.id', 'tasks.employee_id', 'employees.manager_id', 'tasks.started_at', 'tasks.task_name'])
        .where('tasks.id', '=', taskId)
        .executeTakeFirst();
      return row && { employeeId: row.employee_id, managerId: row.manager_id, started: row.started_at !== null, taskName: row.task_name };
    },

    /**
     * Whose the step is, its task, whether it needs a photo, whether its task started and when the step was done;
     * its description and its task's name for the access history.
     */
    async stepOwnership(stepId: number) {
      const row = await db
        .selectFrom('subtasks')
        .innerJoin('tasks', 'tasks.id', 'subtasks.task_id')
        .innerJoin('employees', 'employees.id', 'tasks.employee_id')
        .select([
          'subtasks.task_id',
          'subtasks.need_photo',
          'subtasks.completed_at',
          'subtasks.description',
          'tasks.employee_id',
          'tasks.started_at',
          'tasks.task_name',
          'employees.manager_id',
        ])
        .where('subtasks.id', '=', stepId)
        .executeTakeFirst();
      return (
        row && {
          employeeId: row.employee_id,
          managerId: row.manager_id,
          taskId: row.task_id,
          needPhoto: Boolean(row.need_photo),
          started: row.started_at !== null,
          completedAt: row.completed_at,
          description: row.description,
          taskName: row.task_name,
        }
      );
    },

    taskRow: (taskId: number) => selectTasks(db).where('tasks.id', '=', taskId).executeTakeFirst(),

    stepRow: (stepId: number) => selectStepsWithPhotos(db).where('subtasks.id', '=', stepId).executeTakeFirst(),

    stepRowsOfTask: (taskId: number) => inStepOrder(selectStepsWithPhotos(db).where('subtasks.task_id', '=', taskId)).execute(),

    /** The routines of these task rows (no query when none has one). */
    async routineRefRows(rows: readonly Pick<TaskColumns, 'routine_id'>[]): Promise<RoutineRefRow[]> {
      const ids = routineIdsOf(rows);
      return ids.length === 0 ? [] : selectRoutineRefs(db, ids).execute();
    },
  };
}

export type ReadsRepository = ReturnType<typeof createReadsRepository>;
