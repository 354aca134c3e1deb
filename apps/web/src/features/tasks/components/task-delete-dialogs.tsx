import { ConfirmDialog } from '@/components/confirm-dialog';
import { hr } from '@/i18n/hr';
import { hrTasks } from '@/i18n/hr-tasks';
import { RoutineDeleteDialog } from './routine-delete-dialog';
import type { StepDeletion } from './use-step-deletion';
import type { TaskDeletion } from './use-task-deletion';

const t = hrTasks;

/** The question before deleting a task: a routine's task asks which ones, any other task asks once. */
export function TaskDeleteDialog({ deletion }: { deletion: TaskDeletion }) {
  const { task } = deletion;
  return (
    <>
      <RoutineDeleteDialog
        task={task?.routine ? task : null}
        onOnlyThis={deletion.deleteOne}
        onFollowing={deletion.deleteFollowing}
        onCancel={deletion.cancel}
        pending={deletion.pending}
        error={deletion.oneFailed || deletion.followingFailed ? hr.app.genericError : null}
      />
      <ConfirmDialog
        opened={task !== null && !task.routine}
        title={t.removeTitle}
        confirmLabel={hr.employees.remove}
        onConfirm={deletion.deleteOne}
        onCancel={deletion.cancel}
        pending={deletion.pending === 'one'}
        error={deletion.oneFailed ? hr.app.genericError : null}
      >
        {task ? t.removeText(task.taskName) : null}
      </ConfirmDialog>
    </>
  );
}

/** The question before deleting a step from a task's card. */
export function StepDeleteDialog({ deletion }: { deletion: StepDeletion }) {
  const { step } = deletion;
  return (
    <ConfirmDialog
      opened={step !== null}
      title={t.removeStepTitle}
      confirmLabel={hr.employees.remove}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
      pending={deletion.pending}
      error={deletion.failed ? hr.app.genericError : null}
    >
      {step ? t.removeStepText(step.description, step.photo !== null) : null}
    </ConfirmDialog>
  );
}
