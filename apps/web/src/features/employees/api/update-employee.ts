import { employeeRoutes } from '@plan-dan/contract/constants';
import type { Employee, UpdateEmployeeRequest } from '@plan-dan/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys } from './keys';

export interface UpdateEmployeeInput {
  id: number;
  changes: UpdateEmployeeRequest;
}

export function updateEmployee({ id, changes }: UpdateEmployeeInput): Promise<Employee> {
  return apiRequest<Employee>(employeeRoutes.update.replace(':id', String(id)), { method: 'PUT', body: changes });
}

/** The employee as the server answered a change, on the employee page and in the list: no second request. */
export function storeUpdatedEmployee(queryClient: QueryClient, updated: Employee): void {
  queryClient.setQueryData(employeeKeys.detail(updated.id), updated);
  queryClient.setQueriesData<Employee[]>({ queryKey: employeeKeys.lists }, (list) =>
    list?.map((employee) => (employee.id === updated.id ? updated : employee)),
  );
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: (updated) => storeUpdatedEmployee(queryClient, updated),
  });
}
