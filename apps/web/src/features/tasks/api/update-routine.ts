import { routineRoutes } from '@plan-dan/contract/constants';
import type { Routine, UpdateRoutineRequest } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { taskKeys } from './keys';

/** Changes the routine and its not-started tasks from today on. */
export function updateRoutine({ id, input }: { id: number; input: UpdateRoutineRequest }): Promise<Routine> {
  return apiRequest<Routine>(routineRoutes.one.replace(':id', String(id)), { method: 'PUT', body: input });
}

export function useUpdateRoutine(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoutine,
    // Its tasks were made anew: every list, the calendar and the routine are read again (one prefix).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all(employeeId) }),
  });
}
