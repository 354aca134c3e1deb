import { employeeRoutes } from '@plan-dan/contract/constants';
import type { Employee } from '@plan-dan/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { employeeKeys } from './keys';

export async function getEmployees(managerId: number, signal?: AbortSignal): Promise<Employee[]> {
  try {
    return await apiRequest<Employee[]>(employeeRoutes.listOfManager.replace(':managerId', String(managerId)), { signal });
  } catch (error) {
    // The spec: a 401 or 403 on the employee list ends the session (the client already handles 401).
    if (isApiError(error) && error.status === 403) clearSession();
    throw error;
  }
}

/** The manager's employees, oldest first, in one request. */
export function useEmployees(managerId: number) {
  return useQuery({
    queryKey: employeeKeys.list(managerId),
    queryFn: ({ signal }) => getEmployees(managerId, signal),
  });
}
