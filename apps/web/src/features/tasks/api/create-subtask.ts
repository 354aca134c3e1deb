import { taskRoutes } from '@plan-dan/contract/constants';
import type { CreateSubtaskRequest, Subtask } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { putStep } from '../task-model';
import { updateTaskLists } from './update-lists';

export function createSubtask(input: CreateSubtaskRequest): Promise<Subtask> {
  return apiRequest<Subtask>(taskRoutes.createSubtask, { method: 'POST', body: input });
}

export function useCreateSubtask(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubtask,
    onSuccess: (step) => {
      // A new open step can undo a task's done state; the server decides, so the list is read again.
      updateTaskLists(queryClient, employeeId, (tasks) => putStep(tasks, step));
    },
  });
}
