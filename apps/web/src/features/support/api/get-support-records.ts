import { supportRoutes } from '@plan-dan/contract/support-constants';
import type { PeriodQuery, SupportRecordRow } from '@plan-dan/contract';
import { useMutation } from '@tanstack/react-query';
import { hrSupportReport } from '@/i18n/hr-support-report';
import { apiRequest } from '@/lib/api-client';
import { csvFileName, saveCsvFile } from '@/lib/csv';
import { buildRecordsCsv } from '../report/records-csv';
import { periodPath } from './get-progress-report';

/** Every support record of the period's runs, the replaced ones too, oldest first. */
export function getSupportRecords(employeeId: number, period: PeriodQuery): Promise<SupportRecordRow[]> {
  return apiRequest<SupportRecordRow[]>(periodPath(supportRoutes.records, employeeId, period));
}

/** 'Preuzmi zapise podrške (CSV)': fetches the records when asked and saves them as a file. */
export function useRecordsDownload(employee: { id: number; name: string }, period: PeriodQuery) {
  return useMutation({
    mutationFn: () => getSupportRecords(employee.id, period),
    onSuccess: (rows) =>
      saveCsvFile(buildRecordsCsv(rows, hrSupportReport.csv), csvFileName(hrSupportReport.csv.fileName, employee.name, period.from, period.to)),
  });
}
