import { employeeRoutes } from '@plan-dan/contract/constants';
import type { Employee } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys } from './keys';

/** Deletes the employee with everything that belongs to them (the server does it in one transaction). */
export function deleteEmployee(id: number): Promise<void> {
  return apiRequest<void>(employeeRoutes.remove.replace(':id', String(id)), { method: 'DELETE' });
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<Employee[]>({ queryKey: employeeKeys.lists }, (list) => list?.filter((employee) => employee.id !== id));
      queryClient.removeQueries({ queryKey: employeeKeys.detail(id) });
      // Their messages, photos and tasks are gone too: every screen on show (the sidebar's counts among them) asks again.
      void queryClient.invalidateQueries();
    },
  });
}
