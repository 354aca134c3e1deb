import { statisticRoutes } from '@plan-dan/contract/constants';
import type { FinishedTask } from '@plan-dan/contract';
import { useMutation } from '@tanstack/react-query';
import { hrStatistics } from '@/i18n/hr-statistics';
import { todayIso } from '@/lib/dates';
import { apiRequest } from '@/lib/api-client';
import { saveCsvFile } from '@/lib/csv';
import { buildCsv, csvFileName } from '../csv';

/** Every finished task of the employee, oldest first, with wall-clock times in the app's zone. */
export function getFinishedTasks(employeeId: number): Promise<FinishedTask[]> {
  return apiRequest<FinishedTask[]>(statisticRoutes.finished.replace(':employeeId', String(employeeId)));
}

/** 'Preuzmi CSV': fetches the rows when asked (they are not shown on screen) and saves them as a file. */
export function useCsvDownload(employee: { id: number; name: string; surname: string }) {
  return useMutation({
    mutationFn: () => getFinishedTasks(employee.id),
    onSuccess: (rows) => saveCsvFile(buildCsv(rows, hrStatistics.csv), csvFileName(employee.name, employee.surname, todayIso())),
  });
}
