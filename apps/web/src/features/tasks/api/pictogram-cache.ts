import type { Pictogram } from '@plan-dan/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { updateTaskLists } from './update-lists';

/**
 * A pictogram saved or removed by the pictograms feature, shown at once on every loaded list. A step has a
 * picture or a pictogram, never both: the server cleared the picture when a pictogram was set.
 */
export function usePictogramChanges(employeeId: number) {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      step: (stepId: number, pictogram: Pictogram | null) =>
        updateTaskLists(queryClient, employeeId, (tasks) =>
          tasks.map((task) =>
            task.subtasks.some((s) => s.id === stepId)
              ? {
                  ...task,
                  subtasks: task.subtasks.map((s) => (s.id === stepId ? { ...s, pictogram, picture: pictogram ? null : s.picture } : s)),
                }
              : task,
          ),
        ),
      task: (taskId: number, pictogram: Pictogram | null) =>
        updateTaskLists(queryClient, employeeId, (tasks) => tasks.map((task) => (task.id === taskId ? { ...task, pictogram } : task))),
    }),
    [queryClient, employeeId],
  );
}
