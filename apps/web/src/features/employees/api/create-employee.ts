import { employeeRoutes } from '@plan-dan/contract/constants';
import type { CreateEmployeeRequest, Employee } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys } from './keys';

export function createEmployee(input: CreateEmployeeRequest): Promise<Employee> {
  return apiRequest<Employee>(employeeRoutes.create, { method: 'POST', body: input });
}

export function useCreateEmployee(managerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: (created) => {
      // The list is oldest first, so the new employee goes last; no second request.
      queryClient.setQueryData<Employee[]>(employeeKeys.list(managerId), (list) => (list ? [...list, created] : [created]));
      queryClient.setQueryData(employeeKeys.detail(created.id), created);
      // Someone may have added an employee elsewhere (another tab) meanwhile; the list catches up.
      void queryClient.invalidateQueries({ queryKey: employeeKeys.list(managerId) });
    },
  });
}
