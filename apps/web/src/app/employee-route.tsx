import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { employeeKeys } from '@/features/employees/api/keys';
import { EmployeePage } from '@/features/employees/routes/employee-route';
import { REPORT_SEGMENT } from '@/features/support/report/report-path';
import { parseEmployeeId } from '@/features/employees/tabs';
import { useLiveTasks } from '@/features/tasks/api/get-tasks';
import { taskKeys } from '@/features/tasks/api/keys';
import { isApiError } from '@/lib/api-client';
import { lazyNamed } from '@/lib/lazy';
import { REVIEW_PARAM } from '@/lib/review-link';
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

// Loads with the first review asked for by address (the board's one click), like Zadaci's own.
const EmployeePhotoReview = lazyNamed(() => import('@/features/tasks/components/photo-review-modal'), 'EmployeePhotoReview');
const ProgressReport = lazyNamed(() => import('@/features/support/report/progress-report-route'), 'ProgressReportRoute');

/**
 * The employee page with the tabs the app's features provide, and the photo review the board opens; or,
 * in a tab's place, 'Izvještaj o napretku' (kept current by the same task stream).
 */
export function EmployeeRoute() {
  const params = useParams();
  const employeeId = parseEmployeeId(params.id);
  // One stream of task events for the whole page: moving between Zadaci and Kalendar keeps it open.
  useLiveTasks(employeeId);
  useLeaveWhenGone(employeeId);
  const reviewAsked = useSearchParams()[0].has(REVIEW_PARAM);
  if (params.tab === REPORT_SEGMENT) return <ProgressReport />;
  return (
    <>
      <EmployeePage tabContent={employeeTabContent} />
      {reviewAsked && employeeId !== null ? (
        <Suspense fallback={null}>
          <EmployeePhotoReview employeeId={employeeId} />
        </Suspense>
      ) : null}
    </>
  );
}
