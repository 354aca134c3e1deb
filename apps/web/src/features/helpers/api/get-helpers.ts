import { helperRoutes } from '@plan-dan/contract/constants';
import type { Helper } from '@plan-dan/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const helperKeys = { list: (employeeId: number) => ['helpers', employeeId] as const };
export const helpersPath = (employeeId: number) => helperRoutes.list.replace(':id', String(employeeId));

export function getHelpers(employeeId: number, signal?: AbortSignal): Promise<Helper[]> {
  return apiRequest<Helper[]>(helpersPath(employeeId), { signal });
}

/** The managers helping with the employee, first invited first. */
export function useHelpers(employeeId: number) {
  return useQuery({ queryKey: helperKeys.list(employeeId), queryFn: ({ signal }) => getHelpers(employeeId, signal) });
}
