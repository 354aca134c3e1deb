import { taskRoutes } from '@plan-dan/contract/constants';
import type { CreateTaskRequest, Task } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { taskKeys } from './keys';

/** The task and its steps in one request (one transaction on the server). */
export function createTask(input: CreateTaskRequest): Promise<Task> {
  return apiRequest<Task>(taskRoutes.create, { method: 'POST', body: input });
}

export function useCreateTask(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    // The answer has no steps; the lists, the calendar and the statistics are read again (one prefix) and the form closes once it shows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all(employeeId) }),
  });
}
