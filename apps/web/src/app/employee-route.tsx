import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { employeeKeys } from '@/features/employees/api/keys';
import { EmployeePage } from '@/features/employees/routes/employee-route';
import { parseEmployeeId } from '@/features/employees/tabs';
import { useLiveTasks } from '@/features/tasks/api/get-tasks';
import { taskKeys } from '@/features/tasks/api/keys';
import { isApiError } from '@/lib/api-client';
import { employeeTabContent } from './employee-tabs';

/**
 * A helper the owner removed (or an employee deleted meanwhile): the task stream ends, the tasks answer
 * 404, and the page asks for the employee again, so it says at once that the employee is not found.
 */
function useLeaveWhenGone(employeeId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (employeeId === null) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (!isApiError(event.action.error) || event.action.error.status !== 404) return;
      if (!matchQuery({ queryKey: taskKeys.all(employeeId) }, event.query)) return;
      void queryClient.invalidateQueries({ queryKey: employeeKeys.detail(employeeId) });
    });
  }, [employeeId, queryClient]);
}

/** The employee page with the tabs the app's features provide. */
export function EmployeeRoute() {
  const employeeId = parseEmployeeId(useParams().id);
  // One stream of task events for the whole page: moving between Zadaci and Kalendar keeps it open.
  useLiveTasks(employeeId);
  useLeaveWhenGone(employeeId);
  return <EmployeePage tabContent={employeeTabContent} />;
}
