import { statisticRoutes } from '@plan-dan/contract/constants';
import type { FinishedTask } from '@plan-dan/contract';
import { useMutation } from '@tanstack/react-query';
import { hrStatistics } from '@/i18n/hr-statistics';
import { todayIso } from '@/lib/dates';
import { apiRequest } from '@/lib/api-client';
import { buildCsv, csvFileName } from '../csv';

/** Every finished task of the employee, oldest first, with wall-clock times in the app's zone. */
export function getFinishedTasks(employeeId: number): Promise<FinishedTask[]> {
  return apiRequest<FinishedTask[]>(statisticRoutes.finished.replace(':employeeId', String(employeeId)));
}

function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has taken the file once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Preuzmi CSV': fetches the rows when asked (they are not shown on screen) and saves them as a file. */
export function useCsvDownload(employee: { id: number; name: string; surname: string }) {
  return useMutation({
    mutationFn: () => getFinishedTasks(employee.id),
    onSuccess: (rows) => saveFile(buildCsv(rows, hrStatistics.csv), csvFileName(employee.name, employee.surname, todayIso())),
  });
}
