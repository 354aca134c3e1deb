import { supportRoutes } from '@plan-dan/contract/support-constants';
import type { PeriodQuery, ProgressReport } from '@plan-dan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeTasksKey } from '@/lib/employee-tasks-key';

/** Under the employee's tasks key: a change to the employee's tasks or records marks the report stale. */
export const progressReportKey = (employeeId: number, period: PeriodQuery) =>
  [...employeeTasksKey(employeeId), 'support', 'report', period.from, period.to] as const;

/** A route of the employee with the period as its query. */
export const periodPath = (route: string, employeeId: number, period: PeriodQuery) =>
  `${route.replace(':employeeId', String(employeeId))}?${new URLSearchParams({ from: period.from, to: period.to })}`;

/** Everything 'Izvještaj o napretku' shows for the period, in one request. */
export function getProgressReport(employeeId: number, period: PeriodQuery, signal?: AbortSignal): Promise<ProgressReport> {
  return apiRequest<ProgressReport>(periodPath(supportRoutes.report, employeeId, period), { signal });
}

export function useProgressReport(employeeId: number | null, period: PeriodQuery) {
  return useQuery({
    queryKey: progressReportKey(employeeId ?? 0, period),
    queryFn: ({ signal }) => getProgressReport(employeeId!, period, signal),
    enabled: employeeId !== null,
    // The previous period stays on screen while the next one loads, so the page does not jump.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
