import { employeeRoutes } from '@plan-dan/contract/constants';
import type { Employee } from '@plan-dan/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './keys';

export function getChatEmployees(managerId: number, signal?: AbortSignal): Promise<Employee[]> {
  return apiRequest<Employee[]>(employeeRoutes.listOfManager.replace(':managerId', String(managerId)), { signal });
}

/** The people the manager can talk to: their employees, in one request shared with the employee list. */
export function useChatEmployees(managerId: number) {
  return useQuery({
    queryKey: chatKeys.employees(managerId),
    queryFn: ({ signal }) => getChatEmployees(managerId, signal),
  });
}
