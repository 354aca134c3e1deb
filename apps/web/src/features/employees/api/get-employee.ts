import { employeeRoutes } from '@plan-dan/contract/constants';
import type { Employee } from '@plan-dan/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys } from './keys';

export function getEmployee(id: number, signal?: AbortSignal): Promise<Employee> {
  return apiRequest<Employee>(employeeRoutes.get.replace(':id', String(id)), { signal });
}

/**
 * One employee. Coming from the list, the header shows the name at once (the list already has it)
 * while the employee is fetched again; a 404 (missing, or another manager's) fails without retrying.
 */
export function useEmployee(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery<Employee>({
    queryKey: employeeKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getEmployee(id!, signal),
    enabled: id !== null,
    placeholderData: () =>
      queryClient
        .getQueriesData<Employee[]>({ queryKey: employeeKeys.lists })
        .flatMap(([, list]) => list ?? [])
        .find((employee) => employee.id === id),
  });
}
