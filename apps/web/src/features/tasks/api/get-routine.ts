import { routineRoutes } from '@plan-dan/contract/constants';
import type { Routine } from '@plan-dan/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { taskKeys } from './keys';

/** A routine as its edit form shows it. */
export function getRoutine(id: number, signal?: AbortSignal): Promise<Routine> {
  return apiRequest<Routine>(routineRoutes.one.replace(':id', String(id)), { signal });
}

/** Read when its form opens (null: no form open). */
export function useRoutine(employeeId: number, routineId: number | null) {
  return useQuery({
    queryKey: taskKeys.routine(employeeId, routineId ?? 0),
    queryFn: ({ signal }) => getRoutine(routineId!, signal),
    enabled: routineId !== null,
    // The form starts from the routine as it is now.
    staleTime: 0,
  });
}
