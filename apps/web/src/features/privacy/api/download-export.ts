import { privacyRoutes } from '@plan-dan/contract/privacy-constants';
import { useMutation } from '@tanstack/react-query';
import { authorizationHeader, reportUnauthorized } from '@/lib/api-client';
import { exportFileName } from '../export-file-name';

export interface ExportFile {
  blob: Blob;
  fileName: string;
}

/**
 * The employee's whole export as one ZIP. The answer is bytes, not JSON, so this is a call beside apiRequest,
 * with the same token. Any failure throws: a download cut midway (the server breaks the connection when it
 * fails after the first byte) rejects the body's read, so a broken ZIP is never offered as a whole one.
 */
export async function fetchExport(employeeId: number, signal?: AbortSignal): Promise<ExportFile> {
  const response = await fetch(privacyRoutes.export.replace(':id', String(employeeId)), {
    headers: { ...authorizationHeader(), Accept: 'application/zip' },
    signal,
  });
  if (response.status === 401) reportUnauthorized();
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  const blob = await response.blob();
  return { blob, fileName: exportFileName(response.headers.get('Content-Disposition')) };
}

/** Hands the ZIP to the browser as a downloaded file, under the server's name (the person's name and the date). */
export function saveExportFile({ blob, fileName }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has taken the file once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Preuzmi sve podatke': fetch, then save. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: (employeeId: number) => fetchExport(employeeId),
    onSuccess: saveExportFile,
  });
}
