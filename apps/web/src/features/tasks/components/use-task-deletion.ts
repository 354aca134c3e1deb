import type { TaskWithSteps } from '@plan-dan/contract';
import { useState } from 'react';
import { hrTasks } from '@/i18n/hr-tasks';
import { notifySaved } from '@/lib/notify';
import { useDeleteFollowing } from '../api/delete-following';
import { useDeleteTask } from '../api/delete-task';

const t = hrTasks;

/**
 * Deleting a task after a question: the task asked about, and the answers (only this one, or a routine's task
 * and the ones after it). Used by the tab, not by its dialog: the tab stays while its list reloads, so a delete
 * under way still closes the question when it ends.
 */
export function useTaskDeletion(employeeId: number) {
  const deleteMutation = useDeleteTask(employeeId);
  const deleteFollowingMutation = useDeleteFollowing(employeeId);
  const [task, setTask] = useState<TaskWithSteps | null>(null);

  const cancel = () => {
    deleteMutation.reset();
    deleteFollowingMutation.reset();
    setTask(null);
  };
  const deleteFollowing = () => {
    if (!task) return;
    deleteFollowingMutation.mutate(task, {
      onSuccess: () => {
        notifySaved(t.removedFollowing(task.taskName));
        setTask(null);
      },
    });
  };
  const deleteOne = () => {
    if (!task) return;
    deleteMutation.mutate(task.id, {
      onSuccess: () => {
        notifySaved(t.removed(task.taskName));
        setTask(null);
      },
    });
  };

  return {
    task,
    /** Stable, so the cards (memoised) do not re-render for it. */
    ask: setTask,
    cancel,
    deleteOne,
    deleteFollowing,
    pending: deleteMutation.isPending ? ('one' as const) : deleteFollowingMutation.isPending ? ('following' as const) : null,
    oneFailed: deleteMutation.isError,
    followingFailed: deleteFollowingMutation.isError,
  };
}

export type TaskDeletion = ReturnType<typeof useTaskDeletion>;
